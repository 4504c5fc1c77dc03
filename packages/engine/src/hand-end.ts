// The end of a hand: scoring it (or throwing a blocked hand away), keeping it in the history and
// deciding whether the match is over. A score still waiting for its claim holds the end back.
import { cappedMatchResult, handsPerMatchCap } from './caps.ts';
import { withCeremonies } from './ceremonies.ts';
import { scoresDuringPlay } from './recording.ts';
import { scoreHand, type HandEnd } from './scoring.ts';
import { handPips } from './tiles.ts';
import type { GameEvent, HandState, MatchState } from './types.ts';

type Hand = HandState;

function withHand(state: MatchState, hand: Hand): MatchState {
  return { ...state, hand };
}

export function finishHand(state: MatchState, end: HandEnd, events: GameEvent[]): MatchState {
  const hand = state.hand as Hand;
  // A score still waiting for its claim decides the totals: the hand ends once it is settled.
  if (hand.pending) return withHand(state, { ...hand, finishing: end });
  const playPoints = !scoresDuringPlay(state.rules)
    ? null
    : (hand.playPoints ?? state.sides.map(() => 0));
  // "A blocked round counts" switched off: the hand is written as nothing and the next is dealt.
  const thrownAway = end.kind === 'fish' && state.rules.agreements?.blockedRound === 'redeal';
  const counted = state.history.filter(
    (h) => !h.result.notes.some((n) => n.kind === 'redealt'),
  ).length;
  const scored = capped(
    state,
    hand.number,
    end,
    thrownAway
      ? redealt(state, hand, playPoints)
      : withCeremonies(
          state.rules,
          hand.moves,
          end.by,
          scoreHand(
            state.rules,
            state.sides,
            state.scores,
            state.eggs,
            hand.hands,
            end,
            playPoints,
            counted + 1,
          ),
        ),
  );
  const drawn = hand.moves.flatMap((m) => ('draw' in m ? [m.draw] : []));
  const played = {
    number: hand.number,
    attempt: hand.attempt,
    dealt: hand.dealt,
    boneyard: [...drawn, ...hand.boneyard],
    moves: hand.moves,
    result: scored.result,
    ...(hand.weekday !== undefined ? { weekday: hand.weekday } : {}),
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

/**
 * Issue 44's caps (caps.ts): a hand ended by its cap on moves says so in its notes, and a hand
 * that reaches the match's cap on hands without the match being over ends it, the side ahead winning.
 */
function capped(
  state: MatchState,
  number: number,
  end: HandEnd,
  scored: ReturnType<typeof scoreHand>,
): ReturnType<typeof scoreHand> {
  const result = end.capped
    ? { ...scored.result, notes: [...scored.result.notes, { kind: 'move-cap' as const }] }
    : scored.result;
  const match =
    scored.match ??
    (number >= handsPerMatchCap(state.rules)
      ? cappedMatchResult(state.rules, result.totals)
      : null);
  return { ...scored, result, match };
}

/** A blocked hand thrown away: nobody writes anything (play points too), eggs stay where they were. */
function redealt(
  state: MatchState,
  hand: Hand,
  playPoints: readonly number[] | null,
): ReturnType<typeof scoreHand> {
  const zeros = state.sides.map(() => 0);
  return {
    eggs: state.eggs,
    match: null,
    result: {
      kind: 'fish',
      by: null,
      winner: null,
      pips: hand.hands.map(handPips),
      counts: hand.hands.map(handPips),
      points: zeros,
      totals: state.scores,
      notes: [{ kind: 'redealt' }],
      eggsCarried: state.eggs,
      ...(playPoints ? { playPoints: zeros } : {}),
    },
  };
}
