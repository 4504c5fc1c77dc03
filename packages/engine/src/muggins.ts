// Scores made during play, and Muggins. The engine has no clock: in strict and stealing muggins
// every play and claim carries the server's time `at`, a scoring play opens a window of
// `rules.muggins.windowMs`, and the score waits in `hand.pending` until it is claimed, the next
// tile is played, or the server calls `expireClaim` after the deadline. Lenient (and a
// compulsory lead, which nobody chose) awards the score at once.
import { sideOfSeat } from './sides.ts';
import type { Action, ErrorCode, GameEvent, HandState, MatchState, Result } from './types.ts';

/** Whether scores made during play must be claimed. */
export function claimsNeeded(state: MatchState): boolean {
  const mode = state.rules.muggins?.mode;
  return mode === 'strict' || mode === 'stealing';
}

function fail(error: ErrorCode, message: string): Result<never> {
  return { ok: false, error, message };
}

function withHand(state: MatchState, hand: HandState): MatchState {
  return { ...state, hand };
}

function award(hand: HandState, side: number, points: number, sides: number): readonly number[] {
  const current = hand.playPoints ?? Array.from({ length: sides }, () => 0);
  return current.map((p, s) => (s === side ? p + points : p));
}

/** The hand after `seat`'s play made `points` at time `at` (undefined: awarded at once). */
export function scorePlay(
  state: MatchState,
  seat: number,
  points: number,
  at: number | undefined,
  events: GameEvent[],
): MatchState {
  const hand = state.hand as HandState;
  const side = sideOfSeat(state.rules, seat);
  const window = state.rules.muggins?.windowMs ?? 0;
  if (points > 0 && claimsNeeded(state) && at !== undefined) {
    const deadline = at + window;
    events.push({ type: 'scored', seat, side, points, pending: true, deadline });
    return withHand(state, { ...hand, pending: { seat, side, points, deadline } });
  }
  if (points > 0)
    events.push({ type: 'scored', seat, side, points, pending: false, deadline: null });
  if (points > 0 || hand.playPoints === undefined)
    return withHand(state, { ...hand, playPoints: award(hand, side, points, state.sides.length) });
  return state;
}

/** A pending score lapses: its window is over, or the next tile is being played at `at`. */
export function lapse(state: MatchState, at: number, events: GameEvent[]): MatchState {
  const hand = state.hand as HandState;
  const pending = hand.pending;
  if (!pending) return state;
  events.push({ type: 'lapsed', seat: pending.seat, points: pending.points });
  return withHand(state, {
    ...hand,
    pending: null,
    moves: [...hand.moves, { seat: pending.seat, lapsed: pending.points, at }],
  });
}

/** Who may claim the pending score: its own side, and in stealing anybody else too. */
function mayClaim(state: MatchState, seat: number): boolean {
  const pending = state.hand?.pending;
  if (!pending) return false;
  return sideOfSeat(state.rules, seat) === pending.side || state.rules.muggins?.mode === 'stealing';
}

export function claimActions(state: MatchState, seat: number): Action[] {
  return mayClaim(state, seat) ? [{ type: 'claim' }] : [];
}

/** `seat` claims the pending score at `at`; the hand state with the points awarded. */
export function claim(
  state: MatchState,
  seat: number,
  at: number | undefined,
  events: GameEvent[],
): Result<MatchState> {
  const hand = state.hand as HandState;
  const pending = hand.pending;
  if (!pending) return fail('nothing-to-claim', 'no score is waiting to be claimed');
  if (at === undefined || !Number.isFinite(at))
    return fail('time-required', 'a claim carries the server time `at`');
  if (at > pending.deadline)
    return fail('window-closed', `the window closed at ${pending.deadline}`);
  if (!mayClaim(state, seat))
    return fail(
      'not-yours-to-claim',
      `the ${pending.points} points are seat ${pending.seat}'s side's`,
    );
  const side = sideOfSeat(state.rules, seat);
  events.push({
    type: 'claimed',
    seat,
    side,
    points: pending.points,
    stolen: side !== pending.side,
  });
  return {
    ok: true,
    value: withHand(state, {
      ...hand,
      pending: null,
      playPoints: award(hand, side, pending.points, state.sides.length),
      moves: [...hand.moves, { seat, claim: pending.points, at }],
    }),
  };
}

/** Closing an expired window: only after its deadline. */
export function checkExpiry(state: MatchState, at: number): Result<true> {
  const pending = state.hand?.pending;
  if (state.phase !== 'playing' || !pending)
    return fail('nothing-to-claim', 'no score is waiting to be claimed');
  if (!Number.isFinite(at) || at <= pending.deadline)
    return fail('window-open', `the window is open until ${pending.deadline}`);
  return { ok: true, value: true };
}
