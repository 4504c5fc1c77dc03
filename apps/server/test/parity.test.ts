// One driver, three hosts (issue 45): the server on the memory store, `simulate` and the browser's
// local host (run in Node, local-host.ts) play the same
// match — the same rules, room code, seeds (the server is given simulate's seed source) and bots —
// and write the same record, byte for byte as recordToJson writes it. Only presets whose records
// carry no times are compared here, through the whole server (HTTP, sockets); strict and stealing
// Muggins, whose records carry the clock, are compared on a faked clock in parity-clock.test.ts.
import { PRESET_IDS, PRESETS, presetRules, type PresetId, type Rules } from '@boneyard/engine';
import { recordToJson, verifyBots, type MatchRecord } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { simulatedSeedSource, simulateMatch } from '../../cli/src/simulate-match.ts';
import {
  build,
  createRoom,
  fetchJson,
  send,
  TestPlayer,
  until,
  untilEnded,
  type TestServer,
} from './helpers.ts';
import { localRecord } from './local-host.ts';
import { closeAfterEach } from './teardown.ts';

const SEED = 'parity';

function rulesOf(preset: PresetId, players: number): Rules {
  const rules = presetRules(preset, { players });
  if (!rules.ok) throw new Error(rules.message);
  return rules.value;
}

describe('the server and simulate write the same record', () => {
  let server: TestServer | undefined;
  let players: TestPlayer[] = [];
  closeAfterEach(() => ({ server, players }));

  // Every preset at its largest table (Telephone and All Fives: lenient Muggins, no times), and
  // two smaller ones.
  const tables: [PresetId, number][] = [
    ...PRESET_IDS.map((preset): [PresetId, number] => [
      preset,
      Math.max(...PRESETS[preset].players),
    ]),
    ['draw', 2],
    ['block', 3],
  ];
  it.each(tables)('%s for %i, normal bots', { timeout: 180_000 }, async (preset, count) => {
    const rules = rulesOf(preset, count);
    server = await build('memory', { seeds: simulatedSeedSource(SEED, 1) });
    const seats = Array.from({ length: count }, () => ({ bot: 'normal' as const }));
    const created = await createRoom(server.url, {
      name: 'Host',
      rules: { custom: rules },
      seats,
      hostSeat: null,
    });
    const host = new TestPlayer(server.url, created.code, created.token, 'host');
    players = [host];
    await until(() => host.joined, 20_000, 'host join');
    expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
    await untilEnded([host], 170_000);
    const served = (await fetchJson(`${server.url}/api/rooms/${created.code}/record`))
      .body as MatchRecord;

    const simulated = simulateMatch({
      rules,
      seed: SEED,
      match: 1,
      level: 'normal',
      room: created.code,
    });
    expect(served.hands.length).toBeGreaterThan(0);
    expect(recordToJson(served)).toBe(recordToJson(simulated));
    expect(recordToJson(localRecord(rules, created.code, SEED))).toBe(recordToJson(served));
    expect(verifyBots(served)).toMatchObject({ ok: true });
  });
});
