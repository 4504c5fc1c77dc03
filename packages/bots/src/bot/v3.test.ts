// boneyard/bot/v3 beside the frozen versions: v2's decisions are exactly those it was published
// with (a digest computed before v3 existed), new games play v3, and with the agreement "two
// doubles in a turn" v3's normal, hard and expert choose between laying the second double and
// skipping, where every earlier bot always laid it.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMatch, presetRules, parseRules, type Action, type BotLevel, type MatchState, type Rules, type Tile, viewFor, Sfc32 } from '@boneyard/engine';
import { deckFrom, mustApply, mustDeal } from '@boneyard/engine/testing';
import { everyTable } from '../fast/simulate.ts';
import { decisionPositions } from './honesty.test-helper.ts';
import { BOT_ALGORITHM, BOT_ALGORITHM_V2, BOT_ALGORITHM_V3, BOT_ALGORITHMS, botAction, botParametersFor, type BotAlgorithm } from './index.ts';
import { seedFrom } from './series.ts';

describe('boneyard/bot/v2 is frozen, v3 stays replayable', () => {
  it('v2 decides exactly as when it was published (digest of 912 decisions, every table and level)', { timeout: 300_000 }, () => {
    // Digest computed with the v2 code before v3 existed (same loop, commit a513ca7).
    const hash = createHash('sha256');
    const params = botParametersFor(BOT_ALGORITHM_V2);
    for (const [i, table] of everyTable().entries()) {
      const rng = new Sfc32(78, i);
      for (const state of decisionPositions(table.rules, 6, 700 + i))
        for (const level of ['easy', 'normal', 'hard', 'expert'] as const)
          hash.update(JSON.stringify(botAction(viewFor(state, state.hand!.turn), level, seedFrom(rng), params)));
    }
    expect(hash.digest('hex')).toBe('e6a3144e9be98c2bbae52ce7ca8d05a4aeb74df327ffee8236413eef22c46cbf');
  });

  it('v3 stays listed and replayable (new games play v4: v4.test.ts)', () => {
    expect(BOT_ALGORITHM).not.toBe(BOT_ALGORITHM_V2);
    expect(BOT_ALGORITHMS).toEqual(expect.arrayContaining(['boneyard/bot/v1', 'boneyard/bot/v2', 'boneyard/bot/v3']));
    expect(botParametersFor(BOT_ALGORITHM_V3).algorithm).toBe(BOT_ALGORITHM_V3);
  });
});

const t = (s: string) => s.split(' ') as Tile[];

function twoDoublesRules(): Rules {
  const base = presetRules('block', { players: 2 });
  if (!base.ok) throw new Error(base.message);
  const agreements = { ...base.value.agreements, twoDoubles: true, opening: { rule: 'any-tile', fallback: 'heaviest-tile' } };
  const parsed = parseRules({ ...base.value, tilesEach: 3, agreements });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

/** Seat 0 leads 2-6 (ends 2 | 6), seat 1 lays 6-6 and is offered its 2-2 on the left, or skip. */
function offered(seat1: string): MatchState {
  const s = mustDeal(createMatch(twoDoublesRules()), deckFrom([t('2-6 0-0 2-5'), t(seat1)])).state;
  const after = mustApply(mustApply(s, { type: 'play', tile: '2-6' }).state, { type: 'play', tile: '6-6' }).state;
  expect(after.hand?.secondDouble).toBe(true);
  return after;
}

function decide(state: MatchState, level: BotLevel, algorithm: BotAlgorithm = BOT_ALGORITHM_V3): Action {
  return botAction(viewFor(state, 1), level, new Uint8Array(32).fill(level.length), botParametersFor(algorithm));
}

describe('v3 and the second double (agreement "two doubles in a turn")', () => {
  const layTwos: Action = { type: 'play', tile: '2-2', end: 'left' };
  it.each(['normal', 'hard', 'expert'] as const)('%s skips when the double is its only tile that will fit next turn', (level) => {
    // After 2-2 the hand would be 0-1 alone, which fits neither 2 nor 6: a knock next turn.
    expect(decide(offered('6-6 2-2 0-1'), level)).toEqual({ type: 'skip' });
  });
  it.each(['normal', 'hard', 'expert'] as const)('%s lays it when another tile still fits', (level) => {
    expect(decide(offered('6-6 2-2 2-4'), level)).toEqual(layTwos);
  });
  it('easy and every v2 level always lay it (what v3 changed)', () => {
    const state = offered('6-6 2-2 0-1');
    expect(decide(state, 'easy')).toEqual(layTwos);
    for (const level of ['easy', 'normal', 'hard', 'expert'] as const) expect(decide(state, level, BOT_ALGORITHM_V2)).toEqual(layTwos);
  });
});
