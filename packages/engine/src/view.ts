// What one seat, or a spectator, may see. Nothing here contains another seat's unplayed tile or
// the boneyard's order while a hand is in play; once a hand ends, everything about it is public.
import { legalActions } from './play.ts';
import type { GameEvent, MatchState, PublicMove, SeatView } from './types.ts';

export function viewFor(state: MatchState, seat: number | null): SeatView {
  const hand = state.hand;
  const over = hand?.result != null;
  const mine = seat !== null && hand?.turn === seat;
  return {
    rules: state.rules,
    sides: state.sides,
    seat,
    phase: state.phase,
    scores: state.scores,
    eggs: state.eggs,
    history: state.history,
    result: state.result,
    hand: hand
      ? {
          number: hand.number,
          attempt: hand.attempt,
          board: hand.board,
          leader: hand.leader,
          turn: hand.turn,
          myTiles: seat === null ? [] : (hand.hands[seat] ?? []),
          counts: hand.hands.map((h) => h.length),
          boneyardCount: hand.boneyard.length,
          mustPlay: mine ? hand.mustPlay : null,
          legal: seat === null ? [] : legalActions(state, seat),
          playPoints: hand.playPoints ?? null,
          pending: hand.pending ?? null,
          finishing: (hand.finishing ?? null) !== null,
          ...(hand.secondDouble === true ? { secondDouble: true } : {}),
          moves: hand.moves.map((m): PublicMove =>
            'draw' in m && !over && m.seat !== seat ? { seat: m.seat, draw: null } : m,
          ),
          revealed: over ? hand.hands : null,
          result: hand.result,
        }
      : null,
  };
}

/** The event as `seat` may see it: other seats' drawn tiles are hidden. */
export function redactEvent(event: GameEvent, seat: number | null): GameEvent {
  if (event.type === 'drew' && event.seat !== seat) return { ...event, tile: null };
  return event;
}
