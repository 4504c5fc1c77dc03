import {
  ALL_TILES,
  createMatch,
  legalActions,
  presetRules,
  viewFor,
  type MatchState,
} from '@boneyard/engine';
import { mustApply, mustDeal } from '@boneyard/engine/testing';
import { describe, expect, it } from 'vitest';
import { applyPatch, diffState, PatchMismatch, UpdateFrameSchema } from '../src/index.ts';

function rulesOf(id: 'draw') {
  const rules = presetRules(id, { players: 4 });
  if (!rules.ok) throw new Error(rules.message);
  return rules.value;
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('state patches', () => {
  it('turn one value into another, without touching the first', () => {
    const before = {
      a: 1,
      b: { c: [1, 2], d: 'x', gone: true },
      list: [{ n: 1 }, { n: 2 }],
      grows: [1],
    };
    const after = {
      a: 2,
      b: { c: [2], d: 'x', added: null },
      list: [{ n: 1 }, { n: 3 }],
      grows: [1, 2, 3],
    };
    const frozen = json(before);
    const ops = diffState(before, after);
    expect(applyPatch(before, ops)).toEqual(after);
    expect(before).toEqual(frozen);
    expect(ops).toContainEqual({ p: ['grows'], a: [2, 3] });
    expect(ops).toContainEqual({ p: ['b', 'gone'], d: 1 });
    // The walk shares one path array on the way down: every step must still own its path, and
    // a prefix passed in is left as it was.
    const prefix = ['live'];
    const prefixed = diffState(before, after, prefix);
    expect(prefix).toEqual(['live']);
    expect(new Set(prefixed.map((op) => op.p)).size).toBe(prefixed.length);
    expect(prefixed.map((op) => op.p)).toEqual(ops.map((op) => ['live', ...op.p]));
  });

  it('are empty for equal values and refuse a state they do not fit', () => {
    expect(diffState({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(() => applyPatch({}, [{ p: ['x', 'y'], v: 1 }])).toThrow(PatchMismatch);
    expect(() => applyPatch({ x: 1 }, [{ p: ['x'], a: [1] }])).toThrow(PatchMismatch);
    expect(() => applyPatch({}, [{ p: ['__proto__', 'polluted'], v: 1 }])).toThrow(PatchMismatch);
  });

  it('carry every seat view of a played hand from move to move', () => {
    let state: MatchState = mustDeal(createMatch(rulesOf('draw')), [...ALL_TILES].reverse()).state;
    let [patched, whole] = [0, 0];
    for (let move = 0; move < 40 && state.phase === 'playing' && state.hand; move++) {
      const action = legalActions(state, state.hand.turn)[0];
      if (action === undefined) break;
      const next = mustApply(state, action).state;
      for (const seat of [0, 1, 2, 3, null]) {
        const before = json(viewFor(state, seat));
        const after = json(viewFor(next, seat));
        const ops = diffState(before, after);
        expect(applyPatch(before, ops)).toEqual(after);
        patched += JSON.stringify(ops).length;
        whole += JSON.stringify(after).length;
      }
      state = next;
    }
    // A deal or a hand's end changes most of a view; a move changes a few fields.
    expect(patched).toBeLessThan(whole / 3);
  });

  it('travel in update frames that the schema accepts', () => {
    expect(
      UpdateFrameSchema.safeParse({
        version: 3,
        events: [],
        patch: [{ p: ['view', 'turn'], v: 1 }],
      }).success,
    ).toBe(true);
    expect(
      UpdateFrameSchema.safeParse({ version: 3, events: [], view: null, fair: null }).success,
    ).toBe(true);
    expect(UpdateFrameSchema.safeParse({ version: 3, events: [] }).success).toBe(false);
    expect(
      UpdateFrameSchema.safeParse({ version: 3, events: [], patch: [{ p: ['x'], v: 1, d: 1 }] })
        .success,
    ).toBe(false);
  });
});
