// Issue 9's new switches online: four socket clients (each picking at random among the legal
// actions the server sends, Skip included) play a custom Kozyol set with two doubles in a turn,
// closing arms, doubles in line, only the worst hand recording and the blocked round's difference
// over a fixed number of deals; every frame matches the protocol and the match record verifies.
import { presetRules, type Rules } from '@boneyard/engine';
import { verifyRecord, type MatchRecord } from '@boneyard/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import {
  build,
  fetchJson,
  fourPlayers,
  send,
  untilEnded,
  type TestPlayer,
  type TestServer,
} from './helpers.ts';

function customSet(): Rules {
  const made = presetRules('kozyol-table', { players: 4 });
  if (!made.ok) throw new Error(made.message);
  return {
    ...made.value,
    agreements: {
      ...made.value.agreements,
      twoDoubles: true,
      doubleClosesArm: true,
      doublesAcross: false,
      recording: 'worst-hand',
      blockedScoring: 'difference',
      deals: 4,
    },
  };
}

describe('the new agreements online', () => {
  let server: TestServer;
  let players: TestPlayer[] = [];
  afterEach(async () => {
    for (const player of players) player.close();
    await server.close();
  });

  it(
    'a custom set with every doubles switch plays to its end and its record verifies',
    { timeout: 120_000 },
    async () => {
      server = await build('memory');
      const rules = customSet();
      const table = await fourPlayers(server.url, { custom: rules });
      players = table.players;
      expect(await send(players[0]!.socket, 'host:start', {})).toEqual({ ok: true, value: {} });
      await untilEnded(players, 100_000);
      for (const player of players) expect(player.errors).toEqual([]);
      const { status, body } = await fetchJson(`${server.url}/api/rooms/${table.code}/record`);
      expect(status).toBe(200);
      const record = body as MatchRecord;
      expect(record.rules).toEqual(rules);
      expect(record.hands).toHaveLength(4);
      const verified = verifyRecord(record);
      expect(verified.ok, JSON.stringify(verified)).toBe(true);
    },
  );
});
