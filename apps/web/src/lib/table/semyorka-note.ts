// Semyorka's sums on the table (seed 003): after a play that makes the open ends add up to 7 the
// same player goes again, at 12 the next one draws two. Both used to happen silently (issue 47):
// the table now says why, from the view alone (so a reload or a spectator sees it too), until
// the next tile is played.
import { boardOps, type Board, type SeatView } from '@boneyard/engine';

type HandView = NonNullable<SeatView['hand']>;

export interface SemyorkaNote {
  readonly effect: 'again' | 'draw-two';
  /** Who goes again, or who drew. */
  readonly seat: number;
  readonly sum: number;
  /** Tiles drawn for the sum (draw-two): 0–2. */
  readonly count: number;
}

/** What a sum of the open ends does after a play under these rules, if anything. */
export function sumEffect(rules: SeatView['rules'], sum: number): SemyorkaNote['effect'] | null {
  const agreed = rules.agreements?.semyorka;
  if (!agreed) return null;
  if (sum === agreed.extraTurnAt) return 'again';
  if (sum === agreed.drawTwoAt && rules.drawing !== 'none') return 'draw-two';
  return null;
}

/** The open ends of `board` added up (every arm, whoever owns it), as the engine adds them. */
export function endsSum(board: Board): number {
  return boardOps(board.shape)
    .openEnds(board as never, null)
    .reduce((total, end) => total + end.value, 0);
}

export function semyorkaNote(hand: HandView, rules: SeatView['rules']): SemyorkaNote | null {
  if (!rules.agreements?.semyorka || hand.result !== null) return null;
  let last = -1;
  for (let i = hand.moves.length - 1; i >= 0 && last < 0; i--)
    if ('play' in hand.moves[i]!) last = i;
  if (last < 0) return null;
  const player = hand.moves[last]!.seat;
  const after = hand.moves.slice(last + 1);
  const sum = endsSum(hand.board);
  const effect = sumEffect(rules, sum);
  if (effect === 'again' && hand.turn === player && after.every((m) => m.seat === player))
    return { effect, seat: player, sum, count: 0 };
  if (effect !== 'draw-two') return null;
  const victim = (player + 1) % rules.players;
  if (!after.every((m) => m.seat === victim && 'draw' in m)) return null;
  return { effect: 'draw-two', seat: victim, sum, count: Math.min(2, after.length) };
}
