// Continuity (slow tier): bots-2026.12 is what boneyard/bot/v18 was, decision for decision. The
// digests below are those v18's frozen code was pinned with (its v18.test.ts, before versions were
// data); the release's interpreter must give every one of them.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Sfc32, viewFor, type BotLevel, type MatchState, type Rules } from '@boneyard/engine';
import { decisionsDigest } from '../src/honesty.test-helper.ts';
import { botAction, botParametersFor } from '../src/index.ts';

/** The release that is v18, decision for decision (the newest, bots-2026.12.1, searches mirror plays once). */
const V18_RELEASE = 'bots-2026.12';
import { seedFrom } from '../src/series.ts';
import {
  TWO_DRAWING,
  afterDrawAgainstShedder,
  earlyAgainstShedder,
  sheddersDigest,
} from '../src/two-drawing.test-helper.ts';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'expert'];

function digestOf(
  positions: (rules: Rules, count: number, seed: number) => MatchState[],
  seed: number,
): string {
  const hash = createHash('sha256');
  const params = botParametersFor(V18_RELEASE);
  for (const [i, table] of TWO_DRAWING.entries()) {
    const rng = new Sfc32(97, i);
    for (const state of positions(table.rules, 12, seed + i))
      hash.update(JSON.stringify(botAction(viewFor(state, 0), 'expert', seedFrom(rng), params)));
  }
  return hash.digest('hex');
}

describe('bots-2026.12 is boneyard/bot/v18', () => {
  it(
    "gives v18's pinned digests (every table and level; expert against a shedder late, early, after it drew)",
    { timeout: 900_000 },
    () => {
      expect(decisionsDigest(V18_RELEASE, LEVELS)).toBe(
        'f7ad6c5cddb007c24e13f8b737aa5da4b551151604d25b1bcc2cb2272661d9c3',
      );
      expect(sheddersDigest(V18_RELEASE)).toBe(
        '62d09b86bb90b473bd82e056392f8155b7028cc39c651db065ce6c7a6442aba2',
      );
      expect(digestOf(afterDrawAgainstShedder, 2700)).toBe(
        'b3307ee8e5b55c7b3fb2552185126673d62bc45196c27d8350d6128b6da45258',
      );
      expect(digestOf(earlyAgainstShedder, 3100)).toBe(
        'f78f8b1a720fbb9da95622b6576495aed0f66a97e9daa9a63b183409d1f4af36',
      );
    },
  );
});
