// "Deal attempt 0, 1, … until it is not a misdeal": the one loop every dealer runs (the server,
// the web's local games, the CLI's simulations and the record verifier). The deck for each
// attempt comes from the caller (boneyard/deal/v1 via @boneyard/protocol's dealFromSeeds, or a
// seeded shuffle), so the engine stays free of randomness.
import { deal } from './match.ts';
import { MAX_DEAL_ATTEMPTS } from './opening.ts';
import type { Result as ResultOf } from '@boneyard/result';
import type { GameEvent, MatchState, Result, Tile } from './types.ts';

/** A deck, or why there is none (`{ error, message }` with any string code: fair's or a shuffle's). */
export type DeckSource = (attempt: number) => ResultOf<readonly Tile[], string>;

export interface DealtHand {
  readonly state: MatchState;
  /** Every attempt's events in order: a `misdeal` per thrown-away attempt, then `dealt` and the lead. */
  readonly events: readonly GameEvent[];
  /** The attempt that was played. */
  readonly attempt: number;
}

/**
 * `events` collects every attempt's events as they happen (also when every attempt misdeals);
 * `weekday`: the server's day of the week at deal time (0 Sunday … 6), for the weekday opening.
 */
export function dealUntilPlayable(
  state: MatchState,
  deckFor: DeckSource,
  maxAttempts = MAX_DEAL_ATTEMPTS,
  events: GameEvent[] = [],
  weekday?: number,
): Result<DealtHand> {
  let current = state;
  for (let tries = 0; tries < maxAttempts; tries++) {
    const attempt = current.next.attempt;
    const deck = deckFor(attempt);
    if (!deck.ok)
      return {
        ok: false,
        error: 'bad-deck',
        message: `attempt ${attempt}: ${deck.error}: ${deck.message}`,
      };
    const step = deal(current, deck.value, weekday);
    if (!step.ok) return step;
    events.push(...step.value.events);
    current = step.value.state;
    if (current.phase !== 'dealing')
      return { ok: true, value: { state: current, events, attempt } };
  }
  return { ok: false, error: 'bad-deck', message: `still a misdeal after ${maxAttempts} attempts` };
}
