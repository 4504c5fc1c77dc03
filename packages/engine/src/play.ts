// Turn flow: legal actions, applying an action, and the forced steps between choices (draws when
// nothing fits, knocks when nothing can be drawn, the fish when nobody can go).
import { boardOps, fittingEnds, fits } from './board.ts';
import { scoreHand, type HandEnd } from './scoring.ts';
import type { Action, EndId, GameEvent, HandState, MatchState, Result, Step, Tile } from './types.ts';

type Hand = HandState;

function fail(error: Extract<Result<never>, { ok: false }>['error'], message: string): Result<never> {
  return { ok: false, error, message };
}

function canDraw(state: MatchState, hand: Hand): boolean {
  return state.rules.drawing !== 'none' && hand.boneyard.length > 0;
}

function playableTiles(hand: Hand, seat: number): Tile[] {
  if (hand.mustPlay !== null && hand.turn === seat) return [hand.mustPlay];
  return (hand.hands[seat] ?? []).filter((t) => fits(hand.board, t));
}

export function legalActions(state: MatchState, seat: number): Action[] {
  const hand = state.hand;
  if (state.phase !== 'playing' || !hand || hand.turn !== seat) return [];
  const actions: Action[] = [];
  for (const tile of playableTiles(hand, seat)) {
    const ends = fittingEnds(hand.board, tile);
    if (ends === null) actions.push({ type: 'play', tile });
    else for (const end of ends) actions.push({ type: 'play', tile, end });
  }
  if (actions.length > 0) return actions;
  return [canDraw(state, hand) ? { type: 'draw' } : { type: 'pass' }];
}

function withHand(state: MatchState, hand: Hand): MatchState {
  return { ...state, hand };
}

function finishHand(state: MatchState, end: HandEnd, events: GameEvent[]): MatchState {
  const hand = state.hand as Hand;
  const scored = scoreHand(state.rules, state.sides, state.scores, state.eggs, hand.hands, end);
  const drawn = hand.moves.flatMap((m) => ('draw' in m ? [m.draw] : []));
  const played = {
    number: hand.number,
    attempt: hand.attempt,
    dealt: hand.dealt,
    boneyard: [...drawn, ...hand.boneyard],
    moves: hand.moves,
    result: scored.result,
  };
  events.push({ type: 'hand-over', result: scored.result, hands: hand.hands });
  if (scored.match) events.push({ type: 'match-over', result: scored.match });
  return {
    ...state,
    phase: scored.match ? 'match-over' : 'hand-over',
    hand: { ...hand, result: scored.result, mustPlay: null },
    scores: scored.result.totals,
    eggs: scored.eggs,
    history: [...state.history, played],
    next: { number: hand.number + 1, attempt: 0 },
    result: scored.match,
  };
}

function nobodyCanGo(state: MatchState, hand: Hand): boolean {
  return !canDraw(state, hand) && hand.hands.every((tiles) => !tiles.some((t) => fits(hand.board, t)));
}

/** Runs the forced steps until a seat has a tile to play or the hand is over. */
function advance(state: MatchState, events: GameEvent[]): MatchState {
  for (;;) {
    const hand = state.hand as Hand;
    if (nobodyCanGo(state, hand)) return finishHand(state, { kind: 'fish', by: null, lastTile: null }, events);
    const seat = hand.turn;
    if (playableTiles(hand, seat).length > 0) {
      events.push({ type: 'turn', seat });
      return state;
    }
    if (canDraw(state, hand)) {
      const [tile, ...boneyard] = hand.boneyard as [Tile, ...Tile[]];
      const hands = hand.hands.map((h, s) => (s === seat ? [...h, tile] : h));
      const fitsNow = fits(hand.board, tile);
      events.push({ type: 'drew', seat, tile, left: boneyard.length });
      state = withHand(state, {
        ...hand,
        hands,
        boneyard,
        mustPlay: fitsNow ? tile : null,
        moves: [...hand.moves, { seat, draw: tile }],
      });
      if (fitsNow) {
        events.push({ type: 'turn', seat });
        return state;
      }
      continue;
    }
    events.push({ type: 'passed', seat });
    state = withHand(state, {
      ...hand,
      turn: (seat + 1) % state.rules.players,
      passesInRow: hand.passesInRow + 1,
      moves: [...hand.moves, { seat, pass: true }],
    });
  }
}

/** Lays a tile already checked to be legal, then runs the forced steps that follow. */
export function playTile(state: MatchState, seat: number, tile: Tile, end: EndId | null, auto: boolean, events: GameEvent[]): MatchState {
  const hand = state.hand as Hand;
  const opening = boardOps(hand.board.shape).isEmpty(hand.board);
  const board = boardOps(hand.board.shape).place(hand.board, tile, opening ? null : end, seat);
  if (!board) throw new Error(`illegal placement reached playTile: ${tile} ${end}`);
  const hands = hand.hands.map((h, s) => (s === seat ? h.filter((t) => t !== tile) : h));
  events.push({ type: 'played', seat, tile, end: opening ? null : end, auto });
  const next = withHand(state, {
    ...hand,
    board,
    hands,
    mustPlay: null,
    passesInRow: 0,
    turn: (seat + 1) % state.rules.players,
    moves: [...hand.moves, opening ? { seat, play: tile } : { seat, play: tile, end: end as EndId }],
  });
  if ((hands[seat] ?? []).length === 0) return finishHand(next, { kind: 'domino', by: seat, lastTile: tile }, events);
  return advance(next, events);
}

function checkPlay(state: MatchState, hand: Hand, seat: number, tile: Tile, end: EndId | undefined): Result<EndId | null> {
  if (!(hand.hands[seat] ?? []).includes(tile)) return fail('tile-not-in-hand', `${tile} is not in your hand`);
  if (hand.mustPlay !== null && tile !== hand.mustPlay) return fail('must-play-tile', `you must play ${hand.mustPlay}`);
  const ends = fittingEnds(hand.board, tile);
  if (ends === null) return end === undefined ? { ok: true, value: null } : fail('bad-end', 'the opening tile has no end');
  if (ends.length === 0) return fail('tile-does-not-fit', `${tile} fits no open end`);
  if (end !== undefined) {
    if (!ends.includes(end)) return fail('bad-end', `${tile} does not fit the ${end} end`);
    return { ok: true, value: end };
  }
  if (ends.length === 1) return { ok: true, value: ends[0] as EndId };
  // Fits both ends: only a real choice when the ends show different numbers.
  const open = boardOps(hand.board.shape).openEnds(hand.board);
  if (new Set(open.map((o) => o.value)).size === 1) return { ok: true, value: 'right' };
  return fail('end-required', `${tile} fits both ends: choose one`);
}

export function apply(state: MatchState, seat: number, action: Action): Result<Step> {
  const hand = state.hand;
  if (state.phase !== 'playing' || !hand) return fail('bad-phase', `no hand is being played (${state.phase})`);
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.rules.players) return fail('bad-seat', `no seat ${seat}`);
  if (hand.turn !== seat) return fail('not-your-turn', `it is seat ${hand.turn}'s turn`);
  const events: GameEvent[] = [];
  switch (action.type) {
    case 'play': {
      const end = checkPlay(state, hand, seat, action.tile, action.end);
      if (!end.ok) return end;
      return { ok: true, value: { state: playTile(state, seat, action.tile, end.value, false, events), events } };
    }
    case 'draw':
    case 'pass': {
      // Forced draws and knocks are applied by the engine itself; asking for one means the seat
      // holds a playable tile (or, for a pass, could still draw).
      if (playableTiles(hand, seat).length > 0) return fail('must-play', 'you hold a playable tile');
      if (action.type === 'draw') return fail(state.rules.drawing === 'none' ? 'no-boneyard' : 'boneyard-empty', 'nothing to draw');
      return fail('must-play', 'you must draw');
    }
  }
}
