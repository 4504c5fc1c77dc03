// boneyard/bot/v4 beside the frozen versions: v3's decisions stay exactly those it was published
// with (a digest computed before v4 existed), v4's are pinned the same way (new games play v5 now),
// and v4 changes only expert (easy, normal and hard decide as v3's).
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '@boneyard/engine';
import { decisionsDigest } from './honesty.test-helper.ts';
import { BOT_ALGORITHM, BOT_ALGORITHM_V3, BOT_ALGORITHM_V4, BOT_ALGORITHMS, botParametersFor } from './index.ts';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'expert'];

describe('boneyard/bot/v3 and v4 are frozen', () => {
  it('v3 decides exactly as when it was published (digest of 912 decisions, every table and level)', { timeout: 300_000 }, () => {
    // Computed with the v3 code before v4 existed (commit 8d9b209).
    expect(decisionsDigest(BOT_ALGORITHM_V3, LEVELS)).toBe('0b69d9b058ca5383b4843ea9d38d38d446511f39e892b4e51216cdcd50de8aed');
  });

  it('v4 decides as when it was published (digest of 912 decisions)', { timeout: 300_000 }, () => {
    expect(decisionsDigest(BOT_ALGORITHM_V4, LEVELS)).toBe('39fb85edc001bec6fb5e75cf2231fb508ad23856d7f3ef168df7aa6f04dc556a');
  });

  it("v4's easy, normal and hard are v3's", { timeout: 300_000 }, () => {
    const below: BotLevel[] = ['easy', 'normal', 'hard'];
    expect(decisionsDigest(BOT_ALGORITHM_V4, below)).toBe(decisionsDigest(BOT_ALGORITHM_V3, below));
  });

  it('v4 stays listed and replayable (new games play v5: v5.test.ts)', () => {
    expect(BOT_ALGORITHM).not.toBe(BOT_ALGORITHM_V4);
    expect(BOT_ALGORITHMS).toEqual(expect.arrayContaining(['boneyard/bot/v1', 'boneyard/bot/v2', 'boneyard/bot/v3', 'boneyard/bot/v4']));
    expect(botParametersFor(BOT_ALGORITHM_V4).algorithm).toBe(BOT_ALGORITHM_V4);
  });
});
