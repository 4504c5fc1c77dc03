// Turn flow: legal actions, applying an action, and the forced steps between choices (draws when
// nothing fits, knocks when nothing can be drawn, the fish when nobody can go). Scores made
// during play and their claims are in muggins.ts.
import { boardOps, fittingEnds, fits } from './board.ts';
import { checkExpiry, claim, claimActions, claimsNeeded, lapse, scorePlay } from './muggins.ts';
import { playScore, scoreHand, type HandEnd } from './scoring.ts';
import type { Action, EndId, GameEvent, HandState, MatchState, Move, Result, Step, Tile } from './types.ts';

type Hand = HandState;

function fail(error: Extract<Result<never>, { ok: false }>['error'], message: string): Result<never> {
  return { ok: false, error, message };
}

function canDraw(state: MatchState, hand: Hand): boolean {
  return state.rules.drawing !== 'none' && hand.boneyard.length > 0;
}

function playableTiles(hand: Hand, seat: number): Tile[] {
  if (hand.mustPlay !== null && hand.turn === seat) return [hand.mustPlay];
  return (hand.hands[seat] ?? []).filter((t) => fits(hand.board, t, seat));
}

/** What `seat` may do now: a claim while a score it may claim waits, and on its turn its plays. */
export function legalActions(state: MatchState, seat: number): Action[] {
  const hand = state.hand;
  if (state.phase !== 'playing' || !hand) return [];
  const claims = claimActions(state, seat);
  if (hand.turn !== seat || hand.finishing) return claims;
  const actions: Action[] = [...claims];
  for (const tile of playableTiles(hand, seat)) {
    const ends = fittingEnds(hand.board, tile, seat);
    if (ends === null) actions.push({ type: 'play', tile });
    else for (const end of ends) actions.push({ type: 'play', tile, end });
  }
  if (actions.length > claims.length) return actions;
  return [...claims, canDraw(state, hand) ? { type: 'draw' } : { type: 'pass' }];
}

function withHand(state: MatchState, hand: Hand): MatchState {
  return { ...state, hand };
}

function finishHand(state: MatchState, end: HandEnd, events: GameEvent[]): MatchState {
  const hand = state.hand as Hand;
  // A score still waiting for its claim decides the totals: the hand ends once it is settled.
  if (hand.pending) return withHand(state, { ...hand, finishing: end });
  const playPoints = state.rules.playScoring === 'none' ? null : (hand.playPoints ?? state.sides.map(() => 0));
  const scored = scoreHand(state.rules, state.sides, state.scores, state.eggs, hand.hands, end, playPoints);
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
    hand: { ...hand, result: scored.result, mustPlay: null, finishing: null },
    scores: scored.result.totals,
    eggs: scored.eggs,
    history: [...state.history, played],
    next: { number: hand.number + 1, attempt: 0 },
    result: scored.match,
  };
}

/** Nobody holds a tile that fits any arm (whoever owns it) and nothing can be drawn. */
function nobodyCanGo(state: MatchState, hand: Hand): boolean {
  return !canDraw(state, hand) && hand.hands.every((tiles) => !tiles.some((t) => fits(hand.board, t, null)));
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
    const board = boardOps(hand.board.shape).stuck(hand.board, seat);
    if (canDraw(state, hand)) {
      const [tile, ...boneyard] = hand.boneyard as [Tile, ...Tile[]];
      const hands = hand.hands.map((h, s) => (s === seat ? [...h, tile] : h));
      const fitsNow = fits(board, tile, seat);
      events.push({ type: 'drew', seat, tile, left: boneyard.length });
      state = withHand(state, {
        ...hand,
        board,
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
      board,
      turn: (seat + 1) % state.rules.players,
      passesInRow: hand.passesInRow + 1,
      moves: [...hand.moves, { seat, pass: true }],
    });
  }
}

/** Lays a tile already checked to be legal, scores it, then runs the forced steps that follow. */
export function playTile(state: MatchState, seat: number, tile: Tile, end: EndId | null, auto: boolean, events: GameEvent[], at?: number): MatchState {
  if (at !== undefined) state = lapse(state, at, events); // the next tile closes any open window
  const hand = state.hand as Hand;
  const opening = boardOps(hand.board.shape).isEmpty(hand.board);
  const board = boardOps(hand.board.shape).place(hand.board, tile, opening ? null : end, seat);
  if (!board) throw new Error(`illegal placement reached playTile: ${tile} ${end}`);
  const hands = hand.hands.map((h, s) => (s === seat ? h.filter((t) => t !== tile) : h));
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
    ...hand,
    board,
    hands,
    mustPlay: null,
    passesInRow: 0,
    turn: (seat + 1) % state.rules.players,
    moves: [...hand.moves, move],
  });
  if (state.rules.playScoring !== 'none') next = scorePlay(next, seat, points, auto ? undefined : at, events);
  if ((hands[seat] ?? []).length === 0) return finishHand(next, { kind: 'domino', by: seat, lastTile: tile }, events);
  return advance(next, events);
}

function checkPlay(hand: Hand, seat: number, tile: Tile, end: EndId | undefined): Result<EndId | null> {
  if (!(hand.hands[seat] ?? []).includes(tile)) return fail('tile-not-in-hand', `${tile} is not in your hand`);
  if (hand.mustPlay !== null && tile !== hand.mustPlay) return fail('must-play-tile', `you must play ${hand.mustPlay}`);
  const ends = fittingEnds(hand.board, tile, seat);
  if (ends === null) return end === undefined ? { ok: true, value: null } : fail('bad-end', 'the opening tile has no end');
  if (ends.length === 0) return fail('tile-does-not-fit', `${tile} fits no open end`);
  if (end !== undefined) {
    if (!ends.includes(end)) return fail('bad-end', `${tile} does not fit the ${end} arm`);
    return { ok: true, value: end };
  }
  if (ends.length === 1) return { ok: true, value: ends[0] as EndId };
  // A line whose two ends show the same number: either end gives the same board.
  const open = boardOps(hand.board.shape).openEnds(hand.board, seat);
  if (hand.board.shape === 'line' && new Set(open.map((o) => o.value)).size === 1) return { ok: true, value: 'right' };
  return fail('end-required', `${tile} fits ${ends.join(', ')}: choose one`);
}

/** Settles a claim that waited past the hand's last tile. */
function afterClaimWindow(state: MatchState, events: GameEvent[]): MatchState {
  const finishing = state.hand?.finishing;
  return finishing && !state.hand?.pending ? finishHand(state, finishing, events) : state;
}

export function apply(state: MatchState, seat: number, action: Action): Result<Step> {
  const hand = state.hand;
  if (state.phase !== 'playing' || !hand) return fail('bad-phase', `no hand is being played (${state.phase})`);
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.rules.players) return fail('bad-seat', `no seat ${seat}`);
  const events: GameEvent[] = [];
  if (action.type === 'claim') {
    const claimed = claim(state, seat, action.at, events);
    if (!claimed.ok) return claimed;
    return { ok: true, value: { state: afterClaimWindow(claimed.value, events), events } };
  }
  if (hand.finishing) return fail('bad-phase', 'the hand is over; only the pending score may be claimed');
  if (hand.turn !== seat) return fail('not-your-turn', `it is seat ${hand.turn}'s turn`);
  switch (action.type) {
    case 'play': {
      const end = checkPlay(hand, seat, action.tile, action.end);
      if (!end.ok) return end;
      if (claimsNeeded(state) && (action.at === undefined || !Number.isFinite(action.at)))
        return fail('time-required', 'in strict muggins a play carries the server time `at`');
      return { ok: true, value: { state: playTile(state, seat, action.tile, end.value, false, events, action.at), events } };
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
