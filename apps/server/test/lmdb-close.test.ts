// Closing the LMDB store while the server still works on it. lmdb-js reads outside a transaction
// share a read transaction and reset it on a setTimeout(0); a read made while the environment
// closes (its writes flushing) re-arms that timer on the aborted transaction, and the timer then
// throws "Attempt to reset an invalid read txn" where nothing can catch it — a crashed process.
// The store refuses every call from the moment close() begins instead, with an error that says so.
import type { RoomState } from '@boneyard/table';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LmdbStore } from '../src/store/lmdb.ts';
import { createRoom, send, TestPlayer, until } from './helpers.ts';
import { buildOn } from './kinds.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'boneyard-lmdb-close-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function room(code: string): RoomState {
  return { code, createdAt: 0, changedAt: 0, game: null, seats: [] } as unknown as RoomState;
}

/** Runs `body`, then one more macrotask turn, collecting what reached the process uncaught. */
async function uncaughtDuring(body: () => Promise<void>): Promise<Error[]> {
  const caught: Error[] = [];
  const listener = (error: Error) => void caught.push(error);
  process.on('uncaughtException', listener);
  try {
    await body();
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off('uncaughtException', listener);
  }
  return caught;
}

describe('lmdb store: closing while reads are in flight', () => {
  it('reads made while the store closes are refused, and nothing throws after', async () => {
    let dirs = 0;
    const errors = await uncaughtDuring(async () => {
      for (let i = 0; i < 20; i++) {
        const store = new LmdbStore(join(dataDir, String(++dirs)));
        await store.create(room('XCLOSE'), 60_000);
        // A write still being flushed when close() begins keeps the environment open a while.
        const writing = store.create(room('XOTHER'), 60_000);
        const closing = store.close();
        const reads = await Promise.allSettled([
          store.load('XCLOSE'),
          store.dueRooms(Date.now(), 10),
          store.roomsHeldBy('p'),
        ]);
        for (const read of reads) {
          expect(read.status).toBe('rejected');
          expect(String((read as PromiseRejectedResult).reason)).toMatch(/store is closed/);
        }
        await Promise.allSettled([writing]);
        await closing;
        await expect(store.load('XCLOSE')).rejects.toThrow(/store is closed/);
        await store.close(); // a second close is harmless
      }
    });
    expect(errors.map(String)).toEqual([]);
  });

  it('a deadline poll whose expiry tick is under way when close() begins ends refused', async () => {
    const errors = await uncaughtDuring(async () => {
      for (let i = 0; i < 20; i++) {
        const store = new LmdbStore(join(dataDir, `poll${i}`));
        await store.create(room('XDUE'), 1);
        await new Promise((resolve) => setTimeout(resolve, 3));
        const polling = store.dueRooms(Date.now(), 10); // its tick's transaction is now in flight
        const closing = store.close();
        await expect(polling).rejects.toThrow(/store is closed/);
        await closing;
      }
    });
    expect(errors.map(String)).toEqual([]);
  });

  it(
    'a server closed mid-match (bots moving, deadlines polled, leases renewed) throws nothing after',
    { timeout: 120_000 },
    async () => {
      const errors = await uncaughtDuring(async () => {
        for (let i = 0; i < 4; i++) {
          // Everything that reads the store on a timer runs as often as it can.
          const server = await buildOn('lmdb', {
            botDelayMs: 0,
            deadlinePollMs: 5,
            processLeaseMs: 30,
          });
          const players: TestPlayer[] = [];
          for (let table = 0; table < 3; table++) {
            const created = await createRoom(server.url, {
              name: 'Host',
              rules: { preset: 'draw', players: 4, pairs: false, target: 50 },
              seats: [{ bot: null }, { bot: 'easy' }, { bot: 'easy' }, { bot: 'easy' }],
            });
            players.push(new TestPlayer(server.url, created.code, created.token, `host${table}`));
          }
          await until(() => players.every((player) => player.joined), 20_000, 'hosts joined');
          for (const player of players)
            expect((await send(player.socket, 'host:start', {})).ok).toBe(true);
          await until(
            () => players.every((player) => (player.last?.view?.hand?.moves.length ?? 0) > 0),
            20_000,
            'hands under way',
          );
          await server.close();
          for (const player of players) player.close();
        }
      });
      expect(errors.map(String)).toEqual([]);
    },
  );
});
