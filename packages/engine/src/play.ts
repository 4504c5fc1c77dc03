// Applying a seat's chosen action: checks it, lays a tile (scoring it), draws or passes by choice,
// settles claims, then hands over to the forced steps (turn-flow.ts) until the next choice.
import { boardOps, fittingEnds, notOnEnd } from './board.ts';
import {
  closeArmIfUncoverable,
  offerSecondDouble,
  skipSecondDouble,
  withoutOffer,
} from './doubles.ts';
import { afterSemyorkaPlay } from './semyorka.ts';
import { checkExpiry, claim, claimsNeeded, lapse, scorePlay } from './muggins.ts';
import { finishHand } from './hand-end.ts';
import { scoresDuringPlay } from './recording.ts';
import { playScore } from './scoring.ts';
import { isDouble } from './tiles.ts';
import { advance, canDraw, passTurn, playableTiles, voluntary, withHand } from './turn-flow.ts';
import type {
  Action,
  EndId,
  GameEvent,
  HandState,
  MatchState,
  Move,
  Result,
  Step,
  Tile,
} from './types.ts';

export { legalActions } from './turn-flow.ts';

type Hand = HandState;

function fail(
  error: Extract<Result<never>, { ok: false }>['error'],
  message: string,
): Result<never> {
  return { ok: false, error, message };
}

/** Voluntary drawing: the seat draws one tile (it need not fit) or passes, as it chose. */
function voluntaryStep(
  state: MatchState,
  seat: number,
  type: 'draw' | 'pass',
  events: GameEvent[],
): Result<MatchState> {
  const hand = state.hand as Hand;
  const stuck = playableTiles(hand, seat).length === 0;
  if (type === 'pass') {
    if (!stuck) return fail('must-play', 'you hold a playable tile');
    return { ok: true, value: advance(passTurn(state, seat, events), events) };
  }
  if (!canDraw(state, hand)) return fail('boneyard-empty', 'nothing may be drawn');
  if (hand.mustPlay !== null) return fail('must-play-tile', `you must play ${hand.mustPlay}`);
  if (!stuck && state.rules.agreements?.buyWithMove !== true)
    return fail('must-play', 'you hold a playable tile');
  const [tile, ...boneyard] = hand.boneyard as [Tile, ...Tile[]];
  events.push({ type: 'drew', seat, tile, left: boneyard.length });
  const drawn = withHand(state, {
    ...hand,
    hands: hand.hands.map((h, s) => (s === seat ? [...h, tile] : h)),
    boneyard,
    passesInRow: 0,
    moves: [...hand.moves, { seat, draw: tile }],
  });
  return { ok: true, value: advance(drawn, events) };
}

/** Lays a tile already checked to be legal, scores it, then runs the forced steps that follow. */
export function playTile(
  state: MatchState,
  seat: number,
  tile: Tile,
  end: EndId | null,
  auto: boolean,
  events: GameEvent[],
  at?: number,
): MatchState {
  if (at !== undefined) state = lapse(state, at, events); // the next tile closes any open window
  const hand = state.hand as Hand;
  const opening = boardOps(hand.board.shape).isEmpty(hand.board);
  const placed = boardOps(hand.board.shape).place(hand.board, tile, opening ? null : end, seat);
  if (!placed) throw new Error(`illegal placement reached playTile: ${tile} ${end}`);
  const hands = hand.hands.map((h, s) => (s === seat ? h.filter((t) => t !== tile) : h));
  const board = closeArmIfUncoverable(state, placed, tile, opening ? null : end, hands);
  const wasSecond = hand.secondDouble === true;
  const points = playScore(state.rules, board, opening, tile);
  events.push({ type: 'played', seat, tile, end: opening ? null : end, auto });
  const move: Move = {
    seat,
    play: tile,
    ...(opening ? {} : { end: end as EndId }),
    ...(points > 0 ? { scored: points } : {}),
    ...(at !== undefined ? { at } : {}),
  };
  let next = withHand(state, {
    ...withoutOffer(hand),
    board,
    hands,
    mustPlay: null,
    passesInRow: 0,
    turn: (seat + 1) % state.rules.players,
    moves: [...hand.moves, move],
  });
  if (scoresDuringPlay(state.rules))
    next = scorePlay(next, seat, points, auto ? undefined : at, events);
  if ((hands[seat] ?? []).length === 0)
    return finishHand(next, { kind: 'domino', by: seat, lastTile: tile }, events);
  return advance(
    offerSecondDouble(afterSemyorkaPlay(next, seat, events), seat, tile, wasSecond, events),
    events,
  );
}

function checkPlay(
  hand: Hand,
  seat: number,
  tile: Tile,
  end: EndId | undefined,
): Result<EndId | null> {
  if (!(hand.hands[seat] ?? []).includes(tile))
    return fail('tile-not-in-hand', `${tile} is not in your hand`);
  if (hand.mustPlay !== null && tile !== hand.mustPlay)
    return fail('must-play-tile', `you must play ${hand.mustPlay}`);
  const ends = fittingEnds(hand.board, tile, seat);
  if (ends === null)
    return end === undefined
      ? { ok: true, value: null }
      : fail('bad-end', 'the opening tile has no end');
  if (ends.length === 0) return fail('tile-does-not-fit', `${tile} fits no open end`);
  if (end !== undefined) {
    if (!ends.includes(end)) return fail('bad-end', notOnEnd(hand.board, tile, end, seat));
    return { ok: true, value: end };
  }
  if (ends.length === 1) return { ok: true, value: ends[0] as EndId };
  // A line whose two ends show the same number: either end gives the same board.
  const open = boardOps(hand.board.shape).openEnds(hand.board, seat);
  if (hand.board.shape === 'line' && new Set(open.map((o) => o.value)).size === 1)
    return { ok: true, value: 'right' };
  return fail('end-required', `${tile} fits ${ends.join(', ')}: choose one`);
}

/** Settles a claim that waited past the hand's last tile. */
function afterClaimWindow(state: MatchState, events: GameEvent[]): MatchState {
  const finishing = state.hand?.finishing;
  return finishing && !state.hand?.pending ? finishHand(state, finishing, events) : state;
}

export function apply(state: MatchState, seat: number, action: Action): Result<Step> {
  const hand = state.hand;
  if (state.phase !== 'playing' || !hand)
    return fail('bad-phase', `no hand is being played (${state.phase})`);
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.rules.players)
    return fail('bad-seat', `no seat ${seat}`);
  const events: GameEvent[] = [];
  if (action.type === 'claim') {
    const claimed = claim(state, seat, action.at, events);
    if (!claimed.ok) return claimed;
    return { ok: true, value: { state: afterClaimWindow(claimed.value, events), events } };
  }
  if (hand.finishing)
    return fail('bad-phase', 'the hand is over; only the pending score may be claimed');
  if (hand.turn !== seat) return fail('not-your-turn', `it is seat ${hand.turn}'s turn`);
  switch (action.type) {
    case 'play': {
      if (hand.secondDouble === true && !isDouble(action.tile))
        return fail(
          'second-double-only',
          'after a double only a second double may be laid, or skip',
        );
      const end = checkPlay(hand, seat, action.tile, action.end);
      if (!end.ok) return end;
      if (claimsNeeded(state) && (action.at === undefined || !Number.isFinite(action.at)))
        return fail('time-required', 'in strict muggins a play carries the server time `at`');
      return {
        ok: true,
        value: {
          state: playTile(state, seat, action.tile, end.value, false, events, action.at),
          events,
        },
      };
    }
    case 'skip': {
      if (hand.secondDouble !== true)
        return fail('nothing-to-skip', 'skip only declines a second double');
      return {
        ok: true,
        value: { state: advance(skipSecondDouble(state, seat, events), events), events },
      };
    }
    case 'draw':
    case 'pass': {
      if (hand.secondDouble === true) return fail('must-play', 'lay a second double or skip');
      if (voluntary(state)) {
        const next = voluntaryStep(state, seat, action.type, events);
        return next.ok ? { ok: true, value: { state: next.value, events } } : next;
      }
      // Forced draws and knocks are applied by the engine itself; asking for one means the seat
      // holds a playable tile (or, for a pass, could still draw).
      if (playableTiles(hand, seat).length > 0)
        return fail('must-play', 'you hold a playable tile');
      if (action.type === 'draw')
        return fail(
          state.rules.drawing === 'none' ? 'no-boneyard' : 'boneyard-empty',
          'nothing to draw',
        );
      return fail('must-play', 'you must draw');
    }
  }
}

/**
 * The server's clock reached a pending score's deadline (`at` after it): the score lapses, and a
 * hand that only waited for it ends. Strict muggins only; the server keeps the deadline.
 */
export function expireClaim(state: MatchState, at: number): Result<Step> {
  const due = checkExpiry(state, at);
  if (!due.ok) return due;
  const events: GameEvent[] = [];
  return { ok: true, value: { state: afterClaimWindow(lapse(state, at, events), events), events } };
}
