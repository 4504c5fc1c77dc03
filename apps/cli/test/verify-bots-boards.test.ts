// `verify --bots` on the new presets: every bot move of simulated matches on the cross, house and
// trains boards and in Telephone and All Fives (Muggins lenient, strict and stealing) is re-derived
// from the seat's view and accepted. In strict Muggins a bot's play that closes an open claim
// window writes the lapse of that score first; the verifier once took that lapse for the bot's
// choice and refused honest records (found by `pnpm simulate --muggins strict` + `verify --bots`).
import { presetRules, type MugginsMode, type PresetId } from '@boneyard/engine';
import { verifyBots, type MatchRecord } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { simulateMatch } from '../src/simulate-match.ts';

interface Table {
  readonly preset: PresetId;
  readonly players: number;
  readonly pairs: boolean;
  readonly muggins?: MugginsMode;
}

const TABLES: readonly Table[] = [
  ...(['osyol', 'telefon', 'trains'] as const).map((preset) => ({
    preset,
    players: 3,
    pairs: false,
  })),
  ...(['telephone', 'all-fives'] as const).flatMap((preset) =>
    (['lenient', 'strict', 'stealing'] as const).flatMap((muggins) => [
      { preset, players: 2, pairs: false, muggins },
      { preset, players: 4, pairs: true, muggins },
    ]),
  ),
];

function simulate(table: Table, seed: string, level: 'easy' | 'normal'): MatchRecord {
  const rules = presetRules(table.preset, {
    players: table.players,
    pairs: table.pairs,
    ...(table.muggins ? { muggins: table.muggins } : {}),
  });
  if (!rules.ok) throw new Error(rules.message);
  return simulateMatch({ rules: rules.value, seed, match: 1, level });
}

/** Scores that lapsed because the next tile was played (the case the verifier got wrong). */
function lapsesClosedByPlay(record: MatchRecord): number {
  let count = 0;
  for (const hand of record.hands)
    hand.moves.forEach((move, i) => {
      const next = hand.moves[i + 1];
      if ('lapsed' in move && next && 'play' in next && next.at === move.at) count++;
    });
  return count;
}

const name = (t: Table) =>
  `${t.preset} ${t.players}${t.pairs ? ' pairs' : ''}${t.muggins ? ` ${t.muggins}` : ''}`;
let closedByPlay = 0;

describe('verify --bots accepts every simulated match of the new presets', () => {
  it.each(TABLES.map((t) => [name(t), t] as const))(
    '%s',
    (_name, table) => {
      // Easy and normal bots leave some of their own scores unclaimed: lapses happen.
      for (const level of ['easy', 'normal'] as const) {
        const record = simulate(table, `bots-${level}`, level);
        closedByPlay += lapsesClosedByPlay(record);
        const outcome = verifyBots(record);
        expect(outcome.ok ? 'ok' : outcome.error).toBe('ok');
      }
    },
    120_000,
  );

  it('the strict matches did have scores lapsing under the next tile', () => {
    expect(closedByPlay).toBeGreaterThan(0);
  });
});
