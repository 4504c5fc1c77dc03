// Turn flow: what a seat may do now (legal actions) and the forced steps between choices (draws
// when nothing fits, knocks when nothing can be drawn, the fish when nobody can go). Applying a
// chosen action is play.ts; scores made during play and their claims are muggins.ts.
import { boardOps, fittingEnds, fits } from './board.ts';
import { secondDoubles } from './doubles.ts';
import { claimActions } from './muggins.ts';
import { movesPerHandCap } from './caps.ts';
import { finishHand } from './hand-end.ts';
import type { Action, GameEvent, HandState, MatchState, Tile } from './types.ts';

type Hand = HandState;

/** Something may be drawn: drawing is on and the boneyard holds a tile (one more than the last, when the last is kept back). */
export function canDraw(state: MatchState, hand: Hand): boolean {
  const keptBack = state.rules.agreements?.lastTileDrawable === false ? 1 : 0;
  return state.rules.drawing !== 'none' && hand.boneyard.length > keptBack;
}

/** Seed 003's "drawing is up to the player": draw and pass are the seat's own actions. */
export function voluntary(state: MatchState): boolean {
  return state.rules.drawing !== 'none' && state.rules.agreements?.cannotGo === 'draw-voluntary';
}

export function playableTiles(hand: Hand, seat: number): Tile[] {
  if (hand.mustPlay !== null && hand.turn === seat) return [hand.mustPlay];
  if (hand.secondDouble === true && hand.turn === seat) return secondDoubles(hand, seat);
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
  // Two doubles in a turn: the second double, or Skip (never a draw or a pass).
  if (hand.secondDouble === true) return [...actions, { type: 'skip' }];
  const stuck = actions.length === claims.length;
  if (voluntary(state)) {
    const buy = state.rules.agreements?.buyWithMove === true;
    if (canDraw(state, hand) && hand.mustPlay === null && (stuck || buy))
      actions.push({ type: 'draw' });
    if (stuck) actions.push({ type: 'pass' });
    return actions;
  }
  if (!stuck) return actions;
  return [...claims, canDraw(state, hand) ? { type: 'draw' } : { type: 'pass' }];
}

export function withHand(state: MatchState, hand: Hand): MatchState {
  return { ...state, hand };
}

/** Nobody holds a tile that fits any arm (whoever owns it) and nothing can be drawn. */
function nobodyCanGo(state: MatchState, hand: Hand): boolean {
  return (
    !canDraw(state, hand) &&
    hand.hands.every((tiles) => !tiles.some((t) => fits(hand.board, t, null)))
  );
}

/** Runs the forced steps until a seat has a tile to play or the hand is over. */
export function advance(state: MatchState, events: GameEvent[]): MatchState {
  for (;;) {
    const hand = state.hand as Hand;
    // Issue 44: whatever the rules, a hand ends by its cap on moves, as a blocked round.
    if (hand.moves.length >= movesPerHandCap(state.rules))
      return finishHand(state, { kind: 'fish', by: null, lastTile: null, capped: true }, events);
    // Seed 003: passes all the way round the table mean nobody can go (voluntary drawing only
    // needs this; otherwise the boneyard runs dry first).
    const roundOfPasses = voluntary(state) && hand.passesInRow >= state.rules.players;
    if (roundOfPasses || nobodyCanGo(state, hand))
      return finishHand(state, { kind: 'fish', by: null, lastTile: null }, events);
    const seat = hand.turn;
    if (playableTiles(hand, seat).length > 0) {
      events.push({ type: 'turn', seat });
      return state;
    }
    const board = boardOps(hand.board.shape).stuck(hand.board, seat);
    if (voluntary(state) && canDraw(state, hand)) {
      // The seat decides whether to draw or pass.
      events.push({ type: 'turn', seat });
      return withHand(state, { ...hand, board });
    }
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
      if (state.rules.agreements?.cannotGo === 'draw-one-then-pass')
        state = passTurn(state, seat, events);
      continue;
    }
    state = passTurn(withHand(state, { ...hand, board }), seat, events);
  }
}

export function passTurn(state: MatchState, seat: number, events: GameEvent[]): MatchState {
  const hand = state.hand as Hand;
  events.push({ type: 'passed', seat });
  return withHand(state, {
    ...hand,
    mustPlay: null,
    turn: (seat + 1) % state.rules.players,
    passesInRow: hand.passesInRow + 1,
    moves: [...hand.moves, { seat, pass: true }],
  });
}
