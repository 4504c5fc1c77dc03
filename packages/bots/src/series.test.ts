// Strength: over deterministic series of whole matches, normal beats easy and hard beats
// normal by a clear margin (seats swapped every other match).
import { describe, expect, it } from 'vitest';
import { presetRules, type BotLevel, type PresetId } from '@boneyard/engine';
import { playSeries } from './series.ts';

function rules(preset: PresetId, players: number) {
  const result = presetRules(preset, { players });
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/** The stronger level must take at least 65% of the decided matches. */
function expectClearWin(
  preset: PresetId,
  players: number,
  strong: BotLevel,
  weak: BotLevel,
  matches: number,
): void {
  const score = playSeries(rules(preset, players), strong, weak, matches, 2026);
  expect(score.strong + score.weak + score.shared).toBe(matches);
  expect(score.strong).toBeGreaterThanOrEqual(0.65 * (score.strong + score.weak));
}

describe('bot levels', () => {
  it('normal beats easy at block, 2 players', () =>
    expectClearWin('block', 2, 'normal', 'easy', 60));
  it('normal beats easy at draw, 2 players', () => expectClearWin('draw', 2, 'normal', 'easy', 60));
  it('normal pairs beat easy pairs at kozel', () =>
    expectClearWin('kozel', 4, 'normal', 'easy', 60));
  it('hard beats normal at block, 2 players', { timeout: 120_000 }, () =>
    expectClearWin('block', 2, 'hard', 'normal', 40),
  );
  it('hard pairs beat normal pairs at kozel', { timeout: 120_000 }, () =>
    expectClearWin('kozel', 4, 'hard', 'normal', 24),
  );
});
