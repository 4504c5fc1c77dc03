// Two gaps an independent referee of All Fives records found in `verify` (issue 45): it accepted a
// Muggins claim timed before the play that scored it, and times going backwards — so a claim could
// be stamped inside its window although the next tile had already been played. Both now fail,
// naming the hand and the move; the simulated record they are cut from passes as it is.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { presetRules } from '@boneyard/engine';
import {
  recordToJson,
  verifyBots,
  verifyRecord,
  type MatchRecord,
  type MoveRecord,
} from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { simulateMatch } from '../src/simulate-match.ts';
import { runVerify } from '../src/verify.ts';
import { copy } from './record-helpers.ts';

function stealingFives(): MatchRecord {
  const rules = presetRules('all-fives', { players: 4, pairs: true, muggins: 'stealing' });
  if (!rules.ok) throw new Error(rules.message);
  return simulateMatch({ rules: rules.value, seed: 'times', match: 1, level: 'hard' });
}

interface ClaimSpot {
  readonly hand: number;
  /** Index of the claim, of the play it claims, and of the next tile played after it. */
  readonly claim: number;
  readonly play: number;
  readonly next: number;
}

/** The first claim that directly follows its scoring play and has a tile played after it. */
function claimSpot(record: MatchRecord): ClaimSpot {
  for (const hand of record.hands) {
    for (const [k, move] of hand.moves.entries()) {
      const before = hand.moves[k - 1];
      const next = hand.moves.findIndex((later, index) => index > k && 'play' in later);
      if ('claim' in move && before !== undefined && 'play' in before && next !== -1)
        return { hand: hand.number, claim: k, play: k - 1, next };
    }
  }
  throw new Error('no claim followed by a tile in the simulated record');
}

type Timed = MoveRecord & { at: number };

/** The record with move `move` of hand `hand` stamped at `at`. */
function retimed(
  record: MatchRecord,
  hand: number,
  move: number,
  at: (moves: readonly Timed[]) => number,
): MatchRecord {
  const changed = copy(record);
  const moves = changed.hands[hand - 1]!.moves as Timed[];
  moves[move]!.at = at(moves);
  return changed;
}

function verifyFile(record: MatchRecord): { code: number; stdout: string } {
  const file = join(mkdtempSync(join(tmpdir(), 'boneyard-times-')), 'match.json');
  writeFileSync(file, recordToJson(record));
  return runVerify([file]);
}

describe('verify checks when the moves of a hand happened', () => {
  const record = stealingFives();
  const spot = claimSpot(record);

  it('passes the simulated record as it is', () => {
    expect(verifyRecord(record)).toMatchObject({ ok: true });
    expect(verifyBots(record)).toMatchObject({ ok: true });
  });

  it('fails a claim timed before the play it claims, naming the hand and move', () => {
    const early = retimed(record, spot.hand, spot.claim, (moves) => moves[spot.play]!.at - 1);
    const outcome = verifyRecord(early);
    expect(outcome).toMatchObject({ ok: false, check: 'claim', hand: spot.hand, move: spot.claim });
    if (!outcome.ok) expect(outcome.error).toContain(`hand ${spot.hand}, move ${spot.claim}:`);
    if (!outcome.ok) expect(outcome.error).toContain('is timed before the play it claims');
    expect(verifyBots(early)).toMatchObject({
      ok: false,
      check: 'claim',
      hand: spot.hand,
      move: spot.claim,
    });
    const cli = verifyFile(early);
    expect(cli.code).not.toBe(0);
    expect(cli.stdout).toContain(`hand ${spot.hand}, move ${spot.claim}`);
  });

  it('fails a claim stamped after the next tile was played (times going backwards), naming that tile', () => {
    // Still inside its window, so the engine alone accepts the claim: only the order of times shows it.
    const late = retimed(record, spot.hand, spot.claim, (moves) => moves[spot.next]!.at + 1);
    const outcome = verifyRecord(late);
    expect(outcome).toMatchObject({ ok: false, check: 'time', hand: spot.hand, move: spot.next });
    if (!outcome.ok) expect(outcome.error).toContain(`hand ${spot.hand}, move ${spot.next}:`);
    if (!outcome.ok) expect(outcome.error).toContain('the times go backwards');
  });

  it('fails a tile timed before the move ahead of it', () => {
    const backwards = retimed(record, spot.hand, spot.next, (moves) => moves[spot.claim]!.at - 1);
    expect(verifyRecord(backwards)).toMatchObject({
      ok: false,
      check: 'time',
      hand: spot.hand,
      move: spot.next,
    });
  });
});
