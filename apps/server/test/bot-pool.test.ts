// The bot pool (src/bots-pool/): a worker decides exactly what the engine's botAction decides
// inline; a worker that dies mid-decision does not lose the move; while a worker "thinks" (held by
// the test-only hold, no clock involved) the event loop stays free; while workers load, the pool
// answers inline; waiting decisions are served room by room in turn, so a room with a held decision
// and more queued does not keep another room's decision from a worker.
import {
  ALL_TILES,
  createMatch,
  legalActions,
  presetRules,
  viewFor,
  type MatchState,
} from '@boneyard/engine';
import { mustApply, mustDeal } from '@boneyard/engine/testing';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { decide, type BotRequest } from '../src/bots-pool/decide.ts';
import { HOLD_CRASH, HOLD_OPEN, holdEntered, newHold, setHold } from '../src/bots-pool/hold.ts';
import { BotPool } from '../src/bots-pool/pool.ts';
import { botQueueObservers } from '../src/observe.ts';
import { until } from './helpers.ts';

/** Deterministic bytes from a label (a stand-in for a boneyard/bot/v1 seed). */
function seedOf(label: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(label).digest());
}

/** Positions with a real choice from a few 4-player Kozel hands, each as an expert request. */
function requests(count: number): BotRequest[] {
  const rules = presetRules('kozel');
  if (!rules.ok) throw new Error(rules.message);
  const out: BotRequest[] = [];
  for (let deal = 0; out.length < count; deal++) {
    // A deck rotated per deal: different hands each time, and no randomness in the test.
    const deck = [...ALL_TILES.slice((deal * 5) % 28), ...ALL_TILES.slice(0, (deal * 5) % 28)];
    let state: MatchState = mustDeal(createMatch(rules.value), deck).state;
    while (state.phase === 'playing' && state.hand !== null && out.length < count) {
      const seat = state.hand.turn;
      const legal = legalActions(state, seat);
      if (legal.length > 1)
        out.push({
          view: viewFor(state, seat),
          level: 'expert',
          seed: seedOf(`${deal}:${out.length}`),
        });
      state = mustApply(state, legal[legal.length - 1]!, seat).state;
    }
  }
  return out;
}

const pools: BotPool[] = [];
/** A pool whose workers have loaded (until then a pool decides inline). */
async function pool(size: number, hold?: SharedArrayBuffer): Promise<BotPool> {
  const made = new BotPool({ size, ...(hold ? { hold } : {}) });
  pools.push(made);
  await made.warm();
  return made;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('the bot pool', () => {
  it('decides in worker threads exactly what botAction decides inline', async () => {
    const asked = requests(24);
    const threads = await pool(2);
    const answers = await Promise.all(asked.map((request) => threads.decide(request)));
    expect(answers).toEqual(asked.map((request) => decide(request).action));
    expect(threads.decidesInline).toBe(false);
    expect(threads.stats.spawned).toBe(2);
    expect(threads.stats.crashed).toBe(0);
  });

  it('decides inline while its workers are still loading', async () => {
    const [request] = requests(1);
    const starting = new BotPool({ size: 1, hold: newHold() }); // a worker would block on this closed hold
    pools.push(starting);
    expect(await starting.decide(request!)).toEqual(decide(request!).action);
    expect(starting.stats.spawned).toBe(1);
  });

  it('size 0 decides inline', async () => {
    const [request] = requests(1);
    const inline = await pool(0);
    expect(await inline.decide(request!)).toEqual(decide(request!).action);
    expect(inline.stats.spawned).toBe(0);
  });

  it('keeps the event loop free while a worker thinks, and answers once it is done', async () => {
    const hold = newHold();
    const held = await pool(1, hold);
    const [request] = requests(1);
    let answered = false;
    const answer = held.decide(request!).then((action) => {
      answered = true;
      return action;
    });
    await until(() => holdEntered(hold) === 1, 30_000, 'the worker to start deciding');
    // The decision is in progress on the other thread; this thread still runs timers and I/O.
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(answered).toBe(false);
    setHold(hold, HOLD_OPEN);
    expect(await answer).toEqual(decide(request!).action);
  });

  it('a worker that dies mid-decision loses nothing: the move is decided again inline, a new worker follows', async () => {
    const hold = newHold();
    const crashing = await pool(1, hold);
    const [first, second] = requests(2);
    const answer = crashing.decide(first!);
    await until(() => holdEntered(hold) === 1, 30_000, 'the worker to start deciding');
    setHold(hold, HOLD_CRASH); // the worker exits without answering
    expect(await answer).toEqual(decide(first!).action);
    expect(crashing.stats.crashed).toBe(1);
    expect(crashing.stats.retriedInline).toBe(1);
    setHold(hold, HOLD_OPEN);
    await crashing.warm();
    expect(crashing.stats.spawned).toBe(2);
    expect(await crashing.decide(second!)).toEqual(decide(second!).action);
    expect(holdEntered(hold)).toBe(2); // decided by the new worker
    expect(crashing.decidesInline).toBe(false);
  });

  it('asks once for a decision requested twice under one key', async () => {
    const hold = newHold();
    const held = await pool(1, hold);
    const [request] = requests(1);
    const a = held.decide(request!, 'ROOM:7:seed:expert');
    const b = held.decide(request!, 'ROOM:7:seed:expert');
    await until(() => holdEntered(hold) === 1, 30_000, 'the worker to start deciding');
    setHold(hold, HOLD_OPEN);
    expect(await a).toEqual(await b);
    expect(holdEntered(hold)).toBe(1);
  });

  it('serves waiting decisions room by room in turn, one room at a time in a worker', async () => {
    const hold = newHold();
    const held = await pool(1, hold);
    const asked = requests(4);
    const waits: number[] = [];
    const observe = (seconds: number) => void waits.push(seconds);
    botQueueObservers.add(observe);
    try {
      const order: string[] = [];
      const ask = (index: number, room: string) =>
        held
          .decide(asked[index]!, `${room}:${index}`, room)
          .then((action) => (order.push(`${room}${index}`), action));
      const a0 = ask(0, 'A');
      await until(() => holdEntered(hold) === 1, 30_000, 'room A to start deciding');
      // Room A asks twice more before room B asks once: one queue for the process would decide A's first.
      const rest = [ask(1, 'A'), ask(2, 'A'), ask(3, 'B')];
      expect(held.waiting).toBe(3);
      expect(held.roomsDeciding).toEqual(['A']);
      setHold(hold, HOLD_OPEN);
      const answers = await Promise.all([a0, ...rest]);
      expect(order).toEqual(['A0', 'B3', 'A1', 'A2']);
      expect(answers).toEqual(asked.map((request) => decide(request).action));
      expect(waits).toHaveLength(4); // each decision's wait for a worker is measured
      expect(held.waiting).toBe(0);
      expect(held.roomsDeciding).toEqual([]);
    } finally {
      botQueueObservers.delete(observe);
    }
  });

  it("a room's held decision and its queued ones do not keep another room's decision from the free worker", async () => {
    const hold = newHold();
    const held = await pool(2, hold);
    const asked = requests(3);
    const a0 = held.decide(asked[0]!, 'A:0', 'A');
    await until(() => holdEntered(hold) === 1, 30_000, 'room A to start deciding');
    const a1 = held.decide(asked[1]!, 'A:1', 'A'); // room A moved on: its next question waits for its first
    const b2 = held.decide(asked[2]!, 'B:2', 'B');
    await until(
      () => holdEntered(hold) === 2,
      30_000,
      "room B's decision to reach the second worker",
    );
    expect([...held.roomsDeciding].sort()).toEqual(['A', 'B']);
    expect(held.waiting).toBe(1);
    setHold(hold, HOLD_OPEN);
    expect(await Promise.all([a0, a1, b2])).toEqual(asked.map((request) => decide(request).action));
  });
});
