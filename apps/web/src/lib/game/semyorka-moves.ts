// Semyorka's sums (seed 003) from a hand's public moves: the engine says them as `semyorka` events
// while a hand is played, but a log rebuilt from a snapshot (a reconnect, a reload, a resumed game)
// has only the moves. Replaying the plays onto an empty board gives the open ends after each one,
// so the rebuilt log says "The ends add up to 12: Boris draws 2 tiles" where the live one did.
// Loaded only at a Semyorka table (TableFeed), like the table's note (semyorka-note.ts).
import { boardOps, type Board, type GameEvent, type SeatView } from '@boneyard/engine';
import { endsSum, sumEffect } from '../table/semyorka-note.ts';

type HandView = NonNullable<SeatView['hand']>;
type Rules = SeatView['rules'];
export type SemyorkaEvent = Extract<GameEvent, { type: 'semyorka' }>;

/** The `semyorka` event each play of the hand made, by the play's index in `hand.moves`. */
export function semyorkaEvents(hand: HandView, rules: Rules): Map<number, SemyorkaEvent> {
  const found = new Map<number, SemyorkaEvent>();
  if (!rules.agreements?.semyorka) return found;
  const ops = boardOps(hand.board.shape);
  let board: Board | null = ops.empty(rules);
  hand.moves.forEach((move, index) => {
    if (board === null) return;
    if ('pass' in move) board = ops.stuck(board as never, move.seat);
    if (!('play' in move)) return;
    const end = ops.isEmpty(board as never) ? null : (move.end ?? null);
    board = ops.place(board as never, move.play, end, move.seat);
    if (board === null) return; // not this hand's board: say nothing rather than guess
    // The tile that empties its player's hand ends the hand before any sum counts.
    const wentOut = index === hand.moves.length - 1 && hand.result?.kind === 'domino';
    if (wentOut) return;
    const sum = endsSum(board);
    const effect = sumEffect(rules, sum);
    if (effect === 'again')
      found.set(index, {
        type: 'semyorka',
        seat: move.seat,
        sum,
        effect,
        next: move.seat,
        count: 0,
      });
    if (effect === 'draw-two') {
      // The tiles the sum made the next seat draw are the draws recorded right after the play.
      const next = (move.seat + 1) % rules.players;
      let count = 0;
      while (count < 2 && hand.moves[index + 1 + count]?.seat === next) {
        if (!('draw' in hand.moves[index + 1 + count]!)) break;
        count++;
      }
      found.set(index, { type: 'semyorka', seat: move.seat, sum, effect, next, count });
    }
  });
  return found;
}
