// The slow tier's full honesty run: a simulated match of every table (every preset at every size
// and pairing) at every level, every bot move re-derived by `verify --bots`. The fast tier checks
// one table of each preset, its smallest (verify-bots.test.ts). The tables are shared by two
// files (verify-bots-{even,odd}.slow.test.ts, alternate tables), so the tier's two workers each
// take half of this CPU-bound run; alternating keeps the heavy four-seat expert tables split.
import { BOT_LEVELS, type BotLevel } from '@boneyard/engine';
import { BOT_ALGORITHM } from '@boneyard/bots';
import { verifyBots } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { simulateMatch } from '../src/simulate-match.ts';
import { TABLES, rulesFor, tableName } from './record-helpers.ts';

function simulate(table: (typeof TABLES)[number], level: BotLevel) {
  return simulateMatch({ rules: rulesFor(table), seed: 'bots', match: 1, level });
}

/** Registers the cases of every other table, starting at table `first` (0 or 1). */
export function verifyBotsOfTables(first: 0 | 1): void {
  describe('verify --bots on simulated records of every table', () => {
    for (const table of TABLES.filter((_, index) => index % 2 === first)) {
      for (const level of BOT_LEVELS) {
        it(`${tableName(table)}, ${level}: every bot move re-derives`, { timeout: 600_000 }, () => {
          const record = simulate(table, level);
          expect(
            record.seats.every(
              (seat) => seat.bot && seat.level === level && seat.botAlgorithm === BOT_ALGORITHM,
            ),
          ).toBe(true);
          const outcome = verifyBots(record);
          expect(outcome).toMatchObject({ ok: true });
          if (outcome.ok) expect(outcome.value.botMoves).toBeGreaterThan(record.hands.length);
        });
      }
    }
  });
}
