// The honesty test's cases, shared by the sampled default run (honesty.test.ts) and the full slow tier.
import { expect, it } from 'vitest';
import { legalActions, BOT_LEVELS, viewFor, Sfc32 } from '@boneyard/engine';
import { everyTable } from './fast/simulate.ts';
import {
  cheatingBot,
  decisionPositions,
  decisionsChangedByHiddenTiles,
  honestBot,
} from './honesty.test-helper.ts';
import { botAction } from './index.ts';
import { seedFrom } from './series.ts';

/**
 * Per table and level, over `count` positions: re-dealing the hidden tiles (`shuffles` times) never
 * changes a decision and every decision is legal; a cheating control bot fails the same test.
 * `part` takes every `of`-th table from the `index`-th (the slow tier runs two halves side by side).
 */
export function honestyCases(
  count: number,
  shuffles: number,
  part: { readonly index: number; readonly of: number } = { index: 0, of: 1 },
): void {
  for (const table of everyTable().filter((_, i) => i % part.of === part.index)) {
    const name = `${table.preset}, ${table.players} players${table.pairs ? ', pairs' : ''}`;
    const positions = decisionPositions(
      table.rules,
      count,
      table.players * 1000 + table.rules.tilesEach,
    );
    for (const level of BOT_LEVELS) {
      // Expert searches thousands of playouts per decision: about 90 s for 200 positions on a quiet
      // core here, so the limit leaves room for a CI machine shared with other work.
      it(
        `${name}, ${level}: hidden tiles never change a decision, and every decision is legal`,
        { timeout: 900_000 },
        () => {
          expect(positions).toHaveLength(count);
          expect(decisionsChangedByHiddenTiles(honestBot(level), positions, shuffles, 1)).toBe(0);
          const rng = new Sfc32(5);
          for (const state of positions.slice(0, 50)) {
            const seat = state.hand!.turn;
            const action = botAction(viewFor(state, seat), level, seedFrom(rng));
            expect(legalActions(state, seat).map((a) => JSON.stringify(a))).toContain(
              JSON.stringify(action),
            );
          }
        },
      );
    }
    // The control is cheap (normal level) and its cheats are rare in some tables: always 200 positions.
    it(`${name}: the cheating control bot fails the same test`, { timeout: 300_000 }, () => {
      const control =
        count >= 200
          ? positions
          : decisionPositions(table.rules, 200, table.players * 1000 + table.rules.tilesEach);
      expect(
        decisionsChangedByHiddenTiles(cheatingBot('normal'), control, shuffles, 1),
      ).toBeGreaterThan(0);
    });
  }
}
