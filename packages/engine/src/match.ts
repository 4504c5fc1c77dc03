// Starting a match and dealing hands. The shuffled deck is an input: the engine has no
// randomness of its own (packages/fair produces the deck for online play).
import { boardOps } from './board.ts';
import { chooseLead, misdealSeat } from './opening.ts';
import { playTile } from './play.ts';
import { scoresDuringPlay } from './recording.ts';
import { sidesOf } from './sides.ts';
import { ALL_TILES } from './tiles.ts';
import type { GameEvent, HandState, MatchState, Result, Rules, Step, Tile } from './types.ts';

export function createMatch(rules: Rules): MatchState {
  const sides = sidesOf(rules);
  return {
    rules,
    sides,
    phase: 'dealing',
    scores: sides.map(() => 0),
    eggs: 0,
    hand: null,
    history: [],
    next: { number: 1, attempt: 0 },
    result: null,
  };
}

function isFullDeck(deck: readonly Tile[]): boolean {
  return (
    deck.length === ALL_TILES.length &&
    new Set(deck).size === deck.length &&
    deck.every((t) => ALL_TILES.includes(t))
  );
}

/**
 * Deals hand `state.next.number`, attempt `state.next.attempt`, from `deck` (all 28 tiles in dealt
 * order: seat s takes deck[s·h … s·h+h−1], the rest is the boneyard or out of play). A misdeal
 * (Kozel's redeal rule) leaves the match waiting for the next attempt's deck.
 */
export function deal(state: MatchState, deck: readonly Tile[], weekday?: number): Result<Step> {
  if (state.phase !== 'dealing' && state.phase !== 'hand-over')
    return { ok: false, error: 'bad-phase', message: `cannot deal during ${state.phase}` };
  if (!isFullDeck(deck))
    return {
      ok: false,
      error: 'bad-deck',
      message: 'the deck must hold each of the 28 tiles once',
    };
  if (weekday !== undefined && !(Number.isInteger(weekday) && weekday >= 0 && weekday <= 6))
    return {
      ok: false,
      error: 'bad-deck',
      message: `the day of the week is 0 (Sunday) to 6, not ${weekday}`,
    };
  const { rules } = state;
  const { number, attempt } = state.next;
  const h = rules.tilesEach;
  const hands = Array.from({ length: rules.players }, (_, s) => deck.slice(s * h, s * h + h));
  const rest = deck.slice(rules.players * h);

  const misdeal = misdealSeat(rules, hands);
  if (misdeal !== null) {
    const events: GameEvent[] = [{ type: 'misdeal', number, attempt, seat: misdeal }];
    return {
      ok: true,
      value: {
        state: { ...state, phase: 'dealing', hand: null, next: { number, attempt: attempt + 1 } },
        events,
      },
    };
  }

  const lead = chooseLead(rules, hands, state.history[state.history.length - 1], weekday);
  const hand: HandState = {
    number,
    attempt,
    dealt: hands,
    hands,
    boneyard: rules.boneyard ? rest : [],
    outOfPlay: rules.boneyard ? [] : rest,
    board: boardOps(rules.board).empty(rules),
    leader: lead.seat,
    turn: lead.seat,
    mustPlay: lead.tile,
    passesInRow: 0,
    moves: [],
    result: null,
    ...(weekday !== undefined ? { weekday } : {}),
    ...(!scoresDuringPlay(rules)
      ? {}
      : { playPoints: state.sides.map(() => 0), pending: null, finishing: null }),
  };
  const events: GameEvent[] = [{ type: 'dealt', number, attempt, leader: lead.seat }];
  const dealt: MatchState = { ...state, phase: 'playing', hand };
  if (lead.tile === null) {
    events.push({ type: 'turn', seat: lead.seat });
    return { ok: true, value: { state: dealt, events } };
  }
  // The compulsory lead places itself.
  return {
    ok: true,
    value: { state: playTile(dealt, lead.seat, lead.tile, null, true, events), events },
  };
}
