// A room's frames on this browser: applied in order, old ones dropped, gaps and misfit patches
// resynced, frames held during a join released oldest first.
import type { Snapshot, UpdateFrame } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { FrameOrder } from '../src/lib/online/frame-order.ts';

const fair = { commitment: 'c'.repeat(64) } as unknown as NonNullable<Snapshot['fair']>;

function snapshot(version: number): Snapshot {
  return {
    version,
    room: {} as Snapshot['room'],
    you: { seat: 0, host: true },
    view: null,
    fair,
    revealed: [],
    nextHand: null,
  };
}
/** A whole frame: its live state is carried in full. */
const whole = (version: number): UpdateFrame => ({
  version,
  events: [],
  view: null,
  fair,
  nextHand: null,
});
/** A patch frame: sets the commitment to `to`. */
const patch = (version: number, to: string): UpdateFrame => ({
  version,
  events: [],
  patch: [{ p: ['fair', 'commitment'], v: to }],
});

describe('FrameOrder', () => {
  it('applies each next version and patches the live state it holds', () => {
    const order = new FrameOrder();
    expect(order.snapshot(snapshot(4))).toBe(true);
    const first = order.update(patch(5, 'a'.repeat(64)));
    expect(first.kind === 'apply' && first.live.fair?.commitment).toBe('a'.repeat(64));
    const second = order.update(whole(6));
    expect(second.kind === 'apply' && second.live.fair).toEqual(fair);
    expect(order.version).toBe(6);
  });

  it('drops an old frame and resyncs on a gap, without moving its version', () => {
    const order = new FrameOrder();
    order.snapshot(snapshot(4));
    expect(order.update(whole(4)).kind).toBe('old');
    expect(order.update(whole(3)).kind).toBe('old');
    expect(order.update(whole(6)).kind).toBe('resync');
    expect(order.version).toBe(4);
    expect(order.update(whole(5)).kind).toBe('apply');
  });

  it('resyncs a patch that does not fit, and one before any snapshot', () => {
    const order = new FrameOrder();
    expect(order.update(patch(1, 'x')).kind).toBe('resync');
    order.snapshot(snapshot(1));
    expect(
      order.update({ version: 2, events: [], patch: [{ p: ['view', 'hand', 'turn'], v: 1 }] }).kind,
    ).toBe('resync');
    expect(order.version).toBe(1);
  });

  it('ignores a snapshot older than what it shows', () => {
    const order = new FrameOrder();
    order.snapshot(snapshot(7));
    expect(order.snapshot(snapshot(6))).toBe(false);
    expect(order.version).toBe(7);
    expect(order.snapshot(snapshot(7))).toBe(true);
  });

  it('holds frames during a join and releases them oldest first; the snapshot decides which apply', () => {
    const order = new FrameOrder();
    order.hold();
    for (const v of [12, 10, 11]) expect(order.update(whole(v)).kind).toBe('held');
    order.snapshot(snapshot(10));
    const held = order.release();
    expect(held.map((f) => f.version)).toEqual([10, 11, 12]);
    expect(held.map((f) => order.update(f).kind)).toEqual(['old', 'apply', 'apply']);
    expect(order.version).toBe(12);
    expect(order.release()).toEqual([]);
  });
});
