// Honest by construction, and shown by test: a bot is a function of one seat's view (the type
// takes a SeatView, never the MatchState) and of its bot seed. Here, over hundreds of positions
// of every table and every level (a sample here, all of them in honesty.slow.test.ts), re-dealing the tiles the seat cannot see never changes the
// decision for a fixed seed, and a deliberately cheating bot is caught by the same test.
import { describe, expect, it } from 'vitest';
import { apply, viewFor, Sfc32 } from '@boneyard/engine';
import { everyTable } from './fast/simulate.ts';
import { honestyCases } from './honesty-cases.test-helper.ts';
import { decisionPositions } from './honesty.test-helper.ts';
import { botAction } from './index.ts';
import { seedFrom } from './series.ts';

// A sample here (the default run); honesty.slow.test.ts runs 200 positions a table, 3 re-deals each.
const POSITIONS = 12;
const SHUFFLES = 2;

describe('bots decide from the seat view alone', () => {
  honestyCases(POSITIONS, SHUFFLES);

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
    expect(() => botAction(viewFor(state!, state!.hand!.turn), 'easy', new Uint8Array(12))).toThrow(
      /32 bytes/,
    );
  });
});
