// The deal of one hand from its seeds: boneyard/deal/v1 for attempt 0, 1, … until the engine
// accepts a deal that is not a misdeal. The server, the web's local games, the CLI and the
// record verifier all deal through this one call (the loop itself is the engine's
// dealUntilPlayable; this adds the fair deal as its deck source).
import {
  dealUntilPlayable,
  type DealtHand,
  type GameEvent,
  type MatchState,
  type Result,
} from '@boneyard/engine';
import { dealHands, type DealOutcome } from '@boneyard/fair';

export interface HandSeedBytes {
  readonly serverSeed: Uint8Array;
  readonly room: string;
  /** One per seat in seat order; empty bytes for a seat that sent none. */
  readonly clientSeeds: readonly Uint8Array[];
  /** The day of the week at deal time (0 Sunday … 6), where the weekday opening uses it. */
  readonly weekday?: number | undefined;
}

export interface SeededDeal extends DealtHand {
  /** The fair deal of the attempt that was played (its commitment, deck, hands and boneyard). */
  readonly outcome: DealOutcome;
}

/** Deals hand `state.next.number` from its seeds, redealing misdeals. */
export function dealFromSeeds(
  state: MatchState,
  seeds: HandSeedBytes,
  events: GameEvent[] = [],
): Result<SeededDeal> {
  let last: DealOutcome | null = null;
  const dealt = dealUntilPlayable(
    state,
    (attempt) => {
      const outcome = dealHands({
        serverSeed: seeds.serverSeed,
        room: seeds.room,
        hand: state.next.number,
        attempt,
        seats: state.rules.players,
        tilesEach: state.rules.tilesEach,
        clientSeeds: [...seeds.clientSeeds],
      });
      if (!outcome.ok) return outcome;
      last = outcome.value;
      return { ok: true, value: outcome.value.deck };
    },
    undefined,
    events,
    seeds.weekday,
  );
  if (!dealt.ok) return dealt;
  return { ok: true, value: { ...dealt.value, outcome: last as unknown as DealOutcome } };
}
