// Four socket.io clients create/join a Kozel room and play a whole match, on both stores; every
// finished hand's record and the match record verify.
import { verifyRecord, type MatchRecord } from '@boneyard/protocol';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  build,
  fetchJson,
  fourPlayers,
  send,
  STORES,
  untilEnded,
  type TestPlayer,
  type TestServer,
} from './helpers.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

describe.each(STORES)('whole match (%s store)', (store) => {
  let server: TestServer;
  let players: TestPlayer[] = [];
  afterEach(async () => {
    for (const player of players) player.close();
    await server.close();
  });

  it('four clients play a Kozel match to its end and every hand verifies', async () => {
    server = await build(store);
    const table = await fourPlayers(server.url, { preset: 'kozel' });
    players = table.players;
    const start = await send(players[1]!.socket, 'host:start', {});
    expect(start).toMatchObject({ ok: false, error: { code: 'not-host' } });
    expect(await send(players[0]!.socket, 'host:start', {})).toEqual({ ok: true, value: {} });
    await untilEnded(players);
    for (const player of players) expect(player.errors).toEqual([]);

    const { status, body } = await fetchJson(`${server.url}/api/rooms/${table.code}/record`);
    expect(status).toBe(200);
    const record = body as MatchRecord;
    const verified = verifyRecord(record);
    expect(verified.ok, JSON.stringify(verified)).toBe(true);
    expect(record.result).not.toBeNull();
    expect(record.room).toBe(table.code);
    expect(record.seats.map((s) => s.name)).toEqual(['Host', 'P1', 'P2', 'P3']);
    for (let n = 1; n <= record.hands.length; n++) {
      const hand = await fetchJson(`${server.url}/api/rooms/${table.code}/hands/${n}/record`);
      expect(hand.status).toBe(200);
      expect(verifyRecord(hand.body).ok).toBe(true);
    }
    const beyond = await fetchJson(
      `${server.url}/api/rooms/${table.code}/hands/${record.hands.length + 1}/record`,
    );
    expect(beyond.status).toBe(404);
    // Not "expired": the match's record is there, the hand is not (yet).
    expect((beyond.body as { error: { message: string } }).error.message).toBe(
      `hand ${record.hands.length + 1} has no record: hands 1–${record.hands.length} of this match have finished (a hand's record is published when it ends)`,
    );
    // The command-line verifier (`pnpm --silent verify FILE`) accepts the served record too.
    const file = join(mkdtempSync(join(tmpdir(), 'boneyard-')), 'match.json');
    writeFileSync(file, JSON.stringify(record));
    const cli = spawnSync(
      process.execPath,
      ['--import', 'tsx', resolve(ROOT, 'apps/cli/src/verify.ts'), file],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(cli.status, cli.stderr).toBe(0);
    // Everyone saw the same versions in order: the last snapshot/update version is the room's.
    const versions = new Set(players.map((p) => p.version));
    expect(versions.size).toBe(1);
  });
});
