import { describe, expect, it } from 'vitest';
import { createMatch } from './match.ts';
import { presetRules } from './presets.ts';

describe('createMatch', () => {
  it.each([
    [
      'kozel',
      4,
      [
        [0, 2],
        [1, 3],
      ],
    ],
    [
      'kozyol',
      4,
      [
        [0, 2],
        [1, 3],
      ],
    ],
    ['draw', 3, [[0], [1], [2]]],
    ['block', 2, [[0], [1]]],
  ] as const)('%s with %i players sits sides %j', (id, players, sides) => {
    const rules = presetRules(id, { players });
    if (!rules.ok) throw new Error(rules.message);
    const state = createMatch(rules.value);
    expect(state.sides).toEqual(sides);
    expect(state).toMatchObject({
      phase: 'dealing',
      eggs: 0,
      hand: null,
      history: [],
      next: { number: 1, attempt: 0 },
      result: null,
    });
    expect(state.scores).toEqual(sides.map(() => 0));
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
