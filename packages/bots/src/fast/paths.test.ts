// Which rules engine a bot plays each table with — never two answers. The fast path (bitboards,
// for the hard bot's playouts) plays the line board without scoring during play, claims or
// agreements, with a hand scoring it knows; on every other table the bots go through the public
// API (board-bot.ts). This file pins the choice per preset, shows custom rule sets outside the
// fast path's reach fall back too, that the fallback really is the public-API bot, and that
// wherever the fast path is used it agrees with the public API move for move (agree.test.ts
// covers the presets; here the custom line tables it also accepts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardBotAction } from '../board-bot.ts';
import { botAction, botRandom } from '../index.ts';
import {
  createMatch,
  apply,
  legalActions,
  BOT_LEVELS,
  type Action,
  type MatchState,
  type PresetId,
  type Rules,
  viewFor,
  Sfc32,
} from '@boneyard/engine';
import { checkedRules } from '@boneyard/engine/testing';
import { fastApplies, fastConfig } from './config.ts';
import { fastFromMatch, fastLegalActions } from './convert.ts';
import { dealRandom, everyTable } from './simulate.ts';

/** The path each preset's bots use, written out so a change to either side shows here. */
const PATH: Record<PresetId, 'fast' | 'public'> = {
  draw: 'fast',
  block: 'fast',
  kozel: 'fast',
  kozyol: 'fast',
  'kozyol-table': 'public', // seed 003's agreements
  semyorka: 'public', // agreements (extra turns, draw two)
  telephone: 'public', // spinner board, scoring during play
  'all-fives': 'public', // spinner board, scoring during play, Muggins
  osyol: 'public', // cross board
  telefon: 'public', // house board
  trains: 'public', // trains
};

const key = (a: Action) => JSON.stringify(a);

/** Random positions of a table: (state, seat to move) at every decision of a few hands. */
function positions(rules: Rules, seed: number, hands = 2): MatchState[] {
  const rng = new Sfc32(seed);
  const out: MatchState[] = [];
  let state = createMatch(rules);
  let now = 1000;
  for (let h = 0; h < hands && state.phase !== 'match-over'; h++) {
    state = dealRandom(state, rng).state;
    while (state.phase === 'playing' && state.hand) {
      now += 50;
      const seat = state.hand.turn;
      out.push(state);
      const legal = legalActions(state, seat).filter((a) => a.type !== 'claim');
      const pick = legal[rng.below(legal.length)]!;
      const step = apply(state, seat, pick.type === 'play' ? { ...pick, at: now } : pick);
      if (!step.ok) throw new Error(`${step.error}: ${step.message}`);
      state = step.value.state;
    }
  }
  return out;
}

function custom(base: Rules, change: Partial<Rules>): Rules {
  return checkedRules({ ...base, ...change });
}

const tables = everyTable();
const rulesOf = (preset: PresetId) => tables.find((t) => t.preset === preset)!.rules;

describe('which path the bots use', () => {
  it.each(tables.map((t) => [t.preset, t.players, t.pairs, t.rules] as const))(
    '%s, %i players (pairs %s)',
    (preset, _players, _pairs, rules) => {
      expect(fastApplies(rules) ? 'fast' : 'public').toBe(PATH[preset]);
    },
  );

  it('the stealing and strict Muggins variants of the scoring games stay on the public API', () => {
    for (const mode of ['strict', 'stealing'] as const)
      expect(fastApplies({ ...rulesOf('all-fives'), muggins: { mode, windowMs: 3000 } })).toBe(
        false,
      );
  });

  it('custom line rule sets the fast path does not model fall back', () => {
    const line = rulesOf('draw');
    // All Fives' rounded hand scoring on a plain line: the fast scorer does not write it.
    expect(fastApplies(custom(line, { handScoring: 'winner-takes-pips-rounded' }))).toBe(false);
    // Scoring during play on a line.
    expect(
      fastApplies(
        custom(line, { playScoring: 'fives', muggins: { mode: 'lenient', windowMs: 3000 } }),
      ),
    ).toBe(false);
    // Any agreement at all.
    expect(fastApplies(custom(line, { agreements: { roundTo: 10 } }))).toBe(false);
  });

  // About 8 s on the shared 2-core machine at load 11: the timeout is a hang guard, not a budget.
  it(
    'off the fast path, botAction is exactly the public-API bot with the same seeded numbers',
    { timeout: 120_000 },
    () => {
      const seeds = [1, 2];
      for (const table of tables.filter((t) => !fastApplies(t.rules))) {
        for (const seed of seeds) {
          const states = positions(table.rules, seed * 97 + table.players, 1);
          for (const [i, state] of states.entries()) {
            if (i % 3 !== 0) continue; // a sample of the decisions keeps this quick
            const seat = state.hand!.turn;
            const view = viewFor(state, seat);
            const bytes = new Uint8Array(32).fill((seed + i) & 0xff);
            for (const level of BOT_LEVELS) {
              const rng = botRandom(bytes);
              const expected = boardBotAction(view, level, () => rng.next());
              // Easy is its own noisy-greedy beginner (still only legal actions the engine lists);
              // every other level is that bot.
              const current = botAction(view, level, bytes);
              if (level === 'easy')
                expect(legalActions(state, seat), `${table.preset} easy`).toContainEqual(current);
              else expect(current, `${table.preset} ${level}`).toEqual(expected);
            }
          }
        }
      }
    },
  );
});

describe('custom line tables the fast path accepts agree with the public API', () => {
  const base = rulesOf('draw');
  const block = rulesOf('block');
  const customs: [string, Rules][] = [
    ['draw with the Telephone lead (2-3 first)', custom(base, { firstLead: 'two-three' })],
    ['draw with the lowest double leading', custom(base, { firstLead: 'lowest-double' })],
    [
      'block, three players, Kozyol counting',
      custom({ ...block, players: 3, tilesEach: 7 }, { handScoring: 'losers-write-own' }),
    ],
  ];
  it.each(customs)(
    '%s',
    (_name, rules) => {
      expect(fastApplies(rules)).toBe(true);
      const config = fastConfig(rules);
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          for (const state of positions(rules, seed)) {
            const seat = state.hand!.turn;
            const fast = fastFromMatch(state, config);
            expect(fast).not.toBeNull();
            expect(fastLegalActions(fast!, seat).map(key).sort()).toEqual(
              legalActions(state, seat).map(key).sort(),
            );
          }
        }),
        { numRuns: 15 },
      );
    },
    120_000,
  );
});
