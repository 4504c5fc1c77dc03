// Honest by construction, and shown by test: a bot is a function of one seat's view (the type
// takes a SeatView, never the MatchState) and of its bot seed. Here, over hundreds of positions
// of every table and every level, re-dealing the tiles the seat cannot see never changes the
// decision for a fixed seed, and a deliberately cheating bot is caught by the same test.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, BOT_LEVELS, viewFor, Sfc32 } from '@boneyard/engine';
import { everyTable } from '../fast/simulate.ts';
import { cheatingBot, decisionPositions, decisionsChangedByHiddenTiles, honestBot } from './honesty.test-helper.ts';
import { botAction } from './index.ts';
import { seedFrom } from './series.ts';

const POSITIONS = 200;
const SHUFFLES = 3;

describe('bots decide from the seat view alone', () => {
  for (const table of everyTable()) {
    const name = `${table.preset}, ${table.players} players${table.pairs ? ', pairs' : ''}`;
    const positions = decisionPositions(table.rules, POSITIONS, table.players * 1000 + table.rules.tilesEach);
    for (const level of BOT_LEVELS) {
      // Expert searches thousands of playouts per decision: about 90 s for 200 positions on a quiet
      // core here, so the limit leaves room for a CI machine shared with other work.
      it(`${name}, ${level}: hidden tiles never change a decision, and every decision is legal`, { timeout: 900_000 }, () => {
        expect(positions).toHaveLength(POSITIONS);
        expect(decisionsChangedByHiddenTiles(honestBot(level), positions, SHUFFLES, 1)).toBe(0);
        const rng = new Sfc32(5);
        for (const state of positions.slice(0, 50)) {
          const seat = state.hand!.turn;
          const action = botAction(viewFor(state, seat), level, seedFrom(rng));
          expect(legalActions(state, seat).map((a) => JSON.stringify(a))).toContain(JSON.stringify(action));
        }
      });
    }
    it(`${name}: the cheating control bot fails the same test`, { timeout: 300_000 }, () => {
      expect(decisionsChangedByHiddenTiles(cheatingBot('normal'), positions, SHUFFLES, 1)).toBeGreaterThan(0);
    });
  }

  it('the same seed gives the same decision; other seeds can give others', () => {
    const [table] = everyTable();
    const positions = decisionPositions(table!.rules, 100, 3);
    const rng = new Sfc32(9);
    let differs = 0;
    for (const state of positions) {
      const view = viewFor(state, state.hand!.turn);
      const seed = seedFrom(rng);
      const first = JSON.stringify(botAction(view, 'easy', seed));
      expect(JSON.stringify(botAction(view, 'easy', seed))).toBe(first);
      if (JSON.stringify(botAction(view, 'easy', seedFrom(rng))) !== first) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('a seat that is not to move has nothing to choose: a pass the engine refuses', () => {
    const [table] = everyTable();
    const [state] = decisionPositions(table!.rules, 1, 4);
    const idle = (state!.hand!.turn + 1) % table!.players;
    const action = botAction(viewFor(state!, idle), 'hard', new Uint8Array(32));
    expect(action).toEqual({ type: 'pass' });
    expect(apply(state!, idle, action).ok).toBe(false);
  });

  it('refuses a seed that is not 32 bytes', () => {
    const [table] = everyTable();
    const [state] = decisionPositions(table!.rules, 1, 4);
    expect(() => botAction(viewFor(state!, state!.hand!.turn), 'easy', new Uint8Array(12))).toThrow(/32 bytes/);
  });
});
