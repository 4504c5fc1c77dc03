// One driver, three hosts (issue 45, leg b): the browser's local host (@boneyard/table LocalHost,
// run in Node on a clock the test moves) writes the same record as `simulate`, byte for byte as
// recordToJson writes it — every preset at its largest table and two smaller ones, strict and
// stealing Muggins (records with times), and custom sets with stealing, two doubles in a turn,
// voluntary drawing and the weekday opening. parity.test.ts and parity-clock.test.ts show the
// server's records equal simulate's (and the local host's) for the same matches.
import {
  PRESET_IDS,
  PRESETS,
  presetRules,
  type Agreements,
  type PresetId,
  type Rules,
} from '@boneyard/engine';
import { recordToJson, verifyBots, verifyRecord } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { simulateMatch } from '../../cli/src/simulate-match.ts';
import { localRecord } from './local-host.ts';

const SEED = 'parity-local';

function rulesOf(
  preset: PresetId,
  players: number,
  options: Record<string, unknown> = {},
  agreements: Agreements = {},
): Rules {
  const rules = presetRules(preset, { players, ...options });
  if (!rules.ok) throw new Error(rules.message);
  return { ...rules.value, agreements: { ...rules.value.agreements, ...agreements } };
}

const PRESET_TABLES: [string, Rules][] = [
  ...PRESET_IDS.map((preset): [string, Rules] => {
    const players = Math.max(...PRESETS[preset].players);
    return [`${preset} ${players}`, rulesOf(preset, players)];
  }),
  ['draw 2', rulesOf('draw', 2)],
  ['block 3', rulesOf('block', 3)],
];

const CUSTOM_TABLES: [string, Rules][] = [
  ['all-fives 2 strict', rulesOf('all-fives', 2, { muggins: 'strict' })],
  ['all-fives 4 pairs stealing', rulesOf('all-fives', 4, { muggins: 'stealing' })],
  [
    'telephone 4 pairs stealing, two doubles, voluntary drawing',
    rulesOf(
      'telephone',
      4,
      { muggins: 'stealing' },
      { twoDoubles: true, cannotGo: 'draw-voluntary' },
    ),
  ],
  [
    'draw 3, weekday opening, voluntary drawing with buying',
    rulesOf(
      'draw',
      3,
      {},
      {
        opening: { rule: 'weekday', fallback: 'heaviest-tile' },
        cannotGo: 'draw-voluntary',
        buyWithMove: true,
      },
    ),
  ],
  [
    'block 2, two doubles, weekday opening',
    rulesOf(
      'block',
      2,
      {},
      { twoDoubles: true, opening: { rule: 'weekday', fallback: 'heaviest-tile' } },
    ),
  ],
];

describe("the browser's local host and simulate write the same record", () => {
  it.each([...PRESET_TABLES, ...CUSTOM_TABLES])(
    '%s, normal bots',
    { timeout: 120_000 },
    (name, rules) => {
      const code = `LOCAL${name.length.toString().padStart(2, '0')}`;
      const local = localRecord(rules, code, SEED);
      const simulated = simulateMatch({ rules, seed: SEED, match: 1, level: 'normal', room: code });
      expect(local.hands.length).toBeGreaterThan(0);
      expect(recordToJson(local)).toBe(recordToJson(simulated));
      expect(verifyRecord(local)).toMatchObject({ ok: true });
      expect(verifyBots(local)).toMatchObject({ ok: true });
      if (rules.agreements?.opening?.rule === 'weekday')
        expect(local.hands.every((hand) => hand.weekday !== undefined)).toBe(true);
      if (rules.muggins !== undefined && rules.muggins.mode !== 'lenient')
        expect(local.hands.some((hand) => hand.moves.some((move) => 'claim' in move))).toBe(true);
    },
  );
});
