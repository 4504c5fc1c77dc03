// The deal of one hand of a record, re-checked from its seeds alone: the commitment to the server
// seed, the client seeds, every misdeal thrown away before the played attempt, and the tiles each
// seat was dealt (verify-hand.ts checks the moves and scores after it).
import type { MatchState, Tile } from '@boneyard/engine';
import { commitment, hexToBytes, type DealOutcome } from '@boneyard/fair';
import { failure, listText, type VerifyFailure } from './checks.ts';
import { dealFromSeeds } from './deal.ts';
import type { HandRecord } from './schema.ts';

function sameTiles(a: readonly (readonly Tile[])[], b: readonly (readonly Tile[])[]): boolean {
  return a.length === b.length && a.every((tiles, seat) => sameStrings(tiles, b[seat] ?? []));
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

type Dealt =
  { ok: true; state: MatchState; outcome: DealOutcome; misdeals: number } | VerifyFailure;

/** Commitment, client seeds, every thrown-away attempt, then the played attempt's tiles. */
export function checkDeal(start: MatchState, room: string, hand: HandRecord): Dealt {
  const n = hand.number;
  const serverSeed = hexToBytes(hand.deal.serverSeed);
  if (!serverSeed.ok) return failure('schema', `deal.serverSeed: ${serverSeed.message}`, n);
  const expected = commitment(serverSeed.value, room, n);
  if (expected !== hand.deal.commitment) {
    return failure(
      'commitment',
      `commitment ${hand.deal.commitment} does not match the revealed server seed (it gives ${expected})`,
      n,
    );
  }
  const players = start.rules.players;
  if (hand.deal.clientSeeds.length !== players) {
    return failure(
      'client-seeds',
      `${hand.deal.clientSeeds.length} client seeds for ${players} seats`,
      n,
    );
  }
  const seeds: Uint8Array[] = [];
  for (const hex of hand.deal.clientSeeds) {
    const bytes = hexToBytes(hex);
    if (!bytes.ok) return failure('client-seeds', bytes.message, n);
    seeds.push(bytes.value);
  }
  const dealt = dealFromSeeds(start, {
    serverSeed: serverSeed.value,
    room,
    clientSeeds: seeds,
    weekday: hand.weekday,
  });
  if (!dealt.ok)
    return failure('deal', `the engine refused the deal: ${dealt.error}: ${dealt.message}`, n);
  const { attempt, outcome } = dealt.value;
  if (attempt > hand.deal.attempt) {
    const misdeal = dealt.value.events.find(
      (event) => event.type === 'misdeal' && event.attempt === hand.deal.attempt,
    );
    const seat = misdeal?.type === 'misdeal' ? misdeal.seat : -1;
    return failure(
      'misdeal',
      `the played attempt ${hand.deal.attempt} is a misdeal (seat ${seat}) and should have been dealt again`,
      n,
    );
  }
  if (attempt < hand.deal.attempt) {
    return failure(
      'misdeal',
      `attempt ${attempt} was not a misdeal, so attempt ${hand.deal.attempt} should never have been dealt`,
      n,
    );
  }
  if (!sameTiles(outcome.hands, hand.hands)) {
    const seat = outcome.hands.findIndex((tiles, s) => !sameStrings(tiles, hand.hands[s] ?? []));
    const shown =
      seat === -1
        ? `${hand.hands.length} hands for ${players} seats`
        : `seat ${seat} was dealt ${listText(outcome.hands[seat] ?? [])}, the record says ${listText(hand.hands[seat] ?? [])}`;
    return failure(
      'deal',
      `the tiles dealt differ from boneyard/deal/v1 for these seeds: ${shown}`,
      n,
    );
  }
  return { ok: true, state: dealt.value.state, outcome, misdeals: attempt };
}
