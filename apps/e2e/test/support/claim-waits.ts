// What muggins-bot-waits.test.ts reads in a finished record: every late claim and lapse of the
// person's scores came before the bot's next tile, and the record verifies with every bot move
// and claim re-derived.
import { verifyBots, type MatchRecord } from '@boneyard/protocol';
import { expect } from 'vitest';

/** The claim window of the test's matches (the shortest but one the home page offers). */
export const WINDOW_MS = 5_000;
/** How much of the window the person lets drain before claiming (the bot plays at once otherwise). */
export const DRAIN_BEFORE_CLAIM = 0.3;

/**
 * Every score of `person` with the bot to move after it: the bot plays no tile (which would close
 * the window) before the person's claim or the window's end — it may draw meanwhile in a game in
 * this browser, as a draw leaves the window open — and a lapse is at the window's end.
 */
function waitsInRecord(
  record: MatchRecord,
  person: number,
): { lateClaims: number; lapses: number } {
  let lateClaims = 0;
  let lapses = 0;
  for (const hand of record.hands) {
    for (const [k, move] of hand.moves.entries()) {
      if (
        !('play' in move) ||
        move.seat !== person ||
        move.scored === undefined ||
        move.at === undefined
      )
        continue;
      let next = k + 1;
      while (
        hand.moves[next] !== undefined &&
        'draw' in hand.moves[next]! &&
        hand.moves[next]!.seat !== person
      )
        next++;
      const after = hand.moves[next];
      const botMove = hand.moves[next + 1];
      if (after === undefined || botMove === undefined || botMove.seat === person) continue;
      if ('claim' in after) {
        expect(after.seat).toBe(person);
        if ('play' in botMove && botMove.at !== undefined)
          expect(botMove.at).toBeGreaterThanOrEqual(after.at);
        if (after.at - move.at >= WINDOW_MS * DRAIN_BEFORE_CLAIM - 500) lateClaims++;
      }
      if ('lapsed' in after) {
        expect(after.at).toBeGreaterThan(move.at + WINDOW_MS);
        lapses++;
      }
    }
  }
  return { lateClaims, lapses };
}

export function expectVerified(record: MatchRecord): void {
  const person = record.seats.findIndex((seat) => !seat.bot);
  expect(person).toBeGreaterThanOrEqual(0);
  const waits = waitsInRecord(record, person);
  // Said on failure: each hand's moves around the person's scores.
  const scores = JSON.stringify(
    record.hands.map((hand) =>
      hand.moves.filter(
        (move, k) => 'claim' in move || 'lapsed' in move || ('scored' in move && k >= 0),
      ),
    ),
  );
  expect(waits.lateClaims, scores).toBeGreaterThan(0);
  expect(waits.lapses, scores).toBeGreaterThan(0);
  const outcome = verifyBots(record);
  expect(outcome).toMatchObject({ ok: true });
  if (outcome.ok) {
    expect(outcome.value.botMoves).toBeGreaterThan(0);
    expect(outcome.value.claimsNotRederived).toBeUndefined();
  }
}
