// The LMDB store beyond the GameStore port: what a reopened data directory holds, the event log's
// length, and sweeping expired rooms (at run time and when a server starts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RoomState } from '@boneyard/table';
import { LmdbStore } from '../src/store/lmdb.ts';
import { build } from './helpers.ts';
import { NO_HOLDERS, room } from './store-fixtures.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'boneyard-store-lmdb-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('lmdb store: persistence and sweeping', () => {
  it('a reopened data directory holds every committed room, event, action, deadline and record', async () => {
    const dir = join(dataDir, 'reopen');
    const first = new LmdbStore(dir);
    const code = 'CREOPEN';
    await first.create(room(code, 0), 60_000);
    const base = {
      code,
      events: [{ type: 'match-started' as const, match: 1 }],
      ttlMs: 60_000,
      holders: { added: ['p1'], removed: [] },
    };
    expect(
      await first.commit({
        ...base,
        expectVersion: 0,
        actionId: 's:a1',
        room: room(code, 1),
        deadlineAt: 500,
      }),
    ).toEqual({ kind: 'ok', version: 1 });
    await first.putRecord(code, 1, '{"match":1}', 60_000);
    expect(await first.keepAlive('p1', 60_000, true)).toBe(true);
    await first.close();

    const second = new LmdbStore(dir);
    expect(await second.load(code)).toEqual({ room: room(code, 1), version: 1 });
    expect(await second.actionResult(code, 's:a1')).toEqual({ version: 1 });
    expect(await second.eventsSince(code, 0)).toEqual([
      { version: 1, events: [{ type: 'match-started', match: 1 }] },
    ]);
    expect(await second.dueRooms(500, 10)).toEqual([code]);
    expect(await second.roomsHeldBy('p1')).toEqual([code]);
    expect(await second.getRecord(code, null)).toBe('{"match":1}');
    expect(
      await second.commit({
        ...base,
        expectVersion: 0,
        actionId: null,
        room: room(code, 2),
        deadlineAt: null,
      }),
    ).toEqual({ kind: 'conflict' });
    await second.close();
  });

  it('keeps only the last 200 changes of the event log', async () => {
    const store = new LmdbStore(join(dataDir, 'log'));
    const code = 'CLOG';
    await store.create(room(code, 0), 60_000);
    for (let version = 0; version < 205; version++) {
      const events = [{ type: 'match-started' as const, match: version }];
      await store.commit({
        code,
        events,
        actionId: null,
        deadlineAt: null,
        ttlMs: 60_000,
        holders: NO_HOLDERS,
        expectVersion: version,
        room: room(code, version),
      });
    }
    const log = await store.eventsSince(code, 0);
    expect(log.map((entry) => entry.version)).toEqual(Array.from({ length: 200 }, (_, i) => i + 6));
    await store.close();
  });

  it('sweeps expired rooms with everything kept for them, and expired records', async () => {
    const store = new LmdbStore(join(dataDir, 'sweep'));
    const keep = 'CKEEP';
    const gone = 'CGONE';
    await store.create(room(keep, 0), 60_000);
    await store.create(room(gone, 0), 60_000);
    const withHolder = { ...room(gone, 1), seats: [{ heldBy: ['dead'] }] } as unknown as RoomState;
    const base = {
      events: [],
      ttlMs: 60_000,
      expectVersion: 0,
      holders: { added: ['dead'], removed: [] },
    };
    await store.commit({
      ...base,
      code: keep,
      actionId: 'k:1',
      room: room(keep, 1),
      deadlineAt: 10,
    });
    await store.commit({
      ...base,
      code: gone,
      actionId: 'g:1',
      room: withHolder,
      deadlineAt: 10,
      ttlMs: 50,
    });
    await store.putRecord(keep, 1, '{"keep":1}', 60_000);
    await store.putRecord(gone, 1, '{"gone":1}', 50);
    const before = store.counts();
    expect(before).toMatchObject({ rooms: 2, parts: 1, log: 2, actions: 2, deadlines: 2, held: 2 }); // parts: the seats of `gone`

    // Swept as if 100 ms later: nothing of the expired room or record is left, the rest is intact.
    expect(await store.sweep(Date.now() + 100)).toEqual({ rooms: 1, records: 1 });
    expect(store.counts()).toEqual({
      rooms: 1,
      parts: 0,
      log: 1,
      actions: 1,
      deadlines: 1,
      held: 1,
      records: 2,
      roomExpiries: 1,
      recordExpiries: 1,
    });
    expect(await store.roomsHeldBy('dead')).toEqual([keep]);
    expect(await store.getRecord(gone, null)).toBeNull();
    expect(await store.getRecord(keep, 1)).toBe('{"keep":1}');
    expect((await store.load(keep))?.version).toBe(1);
    await store.close();
  });

  it('a server starting on a data directory sweeps the rooms that expired while it was down', async () => {
    const dir = join(dataDir, 'startup');
    const before = new LmdbStore(dir);
    await before.create(room('CSTALE', 0), 1);
    await before.create(room('CFRESH', 0), 600_000);
    await before.close();
    await new Promise((r) => setTimeout(r, 20));
    const server = await build('memory', { embeddedStore: 'lmdb', dataDir: dir });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    await server.close();
    const after = new LmdbStore(dir);
    expect(after.counts().rooms).toBe(1);
    expect((await after.load('CFRESH'))?.version).toBe(0);
    await after.close();
  });
});
