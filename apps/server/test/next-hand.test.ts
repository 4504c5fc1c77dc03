// Between hands the result stays up until every person at the table has pressed "Next hand"
// (hand:ready) or HAND_PAUSE_MS has passed; bots and people who are away never hold it up. Every
// frame carries the deadline and who is still waited for.
import { presetRules, type Rules } from '@boneyard/engine';
import type { CreateRoomRequest } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { createRoom, fourPlayers, send, TestPlayer, until, type TestServer } from './helpers.ts';
import { ALL_STORES, buildOn, latestFrame } from './kinds.ts';
import { closeAfterEach } from './teardown.ts';

const LONG_PAUSE = 600_000;

/** A preset whose target no single hand reaches, so hand 1 never ends the match. */
function longMatch(preset: 'kozel' | 'draw', players: number): CreateRoomRequest['rules'] {
  const rules = presetRules(preset, preset === 'kozel' ? {} : { players, pairs: false });
  if (!rules.ok) throw new Error(rules.message);
  const custom: Rules = { ...rules.value, target: { ...rules.value.target, score: 1000 } };
  return { custom };
}
const phaseOf = (player: TestPlayer) => player.last?.view?.phase;
const handOf = (player: TestPlayer) => player.last?.view?.hand?.number;

describe.each(ALL_STORES)('next hand (%s store)', (store) => {
  let server: TestServer;
  let players: TestPlayer[] = [];
  closeAfterEach(() => ({ server, players }));

  it('waits for every person to press "Next hand", then deals at once', async () => {
    server = await buildOn(store, { handPauseMs: LONG_PAUSE });
    const table = await fourPlayers(server.url, longMatch('kozel', 4));
    players = table.players;
    const watcher = new TestPlayer(server.url, table.code, undefined, 'watcher');
    players.push(watcher);
    const seated = table.players;
    expect((await send(seated[0]!.socket, 'host:start', {})).ok).toBe(true);
    await until(() => seated.every((p) => phaseOf(p) === 'hand-over'), 30_000, 'hand 1 over');
    const ended = Date.now();

    const shown = latestFrame(seated[2]!)?.nextHand;
    expect(shown).toMatchObject({ hand: 1, waiting: [0, 1, 2, 3] });
    expect(shown!.at).toBeGreaterThan(ended + LONG_PAUSE - 60_000);
    expect(shown!.at).toBeLessThanOrEqual(ended + LONG_PAUSE);

    expect(await send(watcher.socket, 'hand:ready', { hand: 1 })).toMatchObject({
      ok: false,
      error: { code: 'not-seated' },
    });
    expect(await send(seated[1]!.socket, 'hand:ready', { hand: 2 })).toMatchObject({
      ok: false,
      error: { code: 'wrong-status' },
    });
    expect(await send(seated[1]!.socket, 'hand:ready', { hand: 1, seat: 3 })).toMatchObject({
      ok: false,
      error: { code: 'bad-request' },
    });
    for (const seat of [1, 0, 2])
      expect(await send(seated[seat]!.socket, 'hand:ready', { hand: 1 })).toEqual({
        ok: true,
        value: {},
      });
    await until(
      () => latestFrame(seated[3]!)?.nextHand?.waiting.length === 1,
      10_000,
      'three ready',
    );
    expect(latestFrame(seated[3]!)?.nextHand?.waiting).toEqual([3]);
    // Pressing twice changes nothing, and one person short of everyone the result stays up.
    const version = seated[3]!.version;
    expect((await send(seated[1]!.socket, 'hand:ready', { hand: 1 })).ok).toBe(true);
    const state = await send(seated[3]!.socket, 'sync:request', {});
    expect(state.ok && state.value.version).toBe(version);
    expect(state.ok && state.value.view?.phase).toBe('hand-over');
    expect(state.ok && state.value.nextHand?.waiting).toEqual([3]);

    expect((await send(seated[3]!.socket, 'hand:ready', { hand: 1 })).ok).toBe(true);
    await until(
      () => seated.every((p) => handOf(p) === 2 && phaseOf(p) === 'playing'),
      10_000,
      'hand 2 dealt',
    );
    expect(latestFrame(seated[0]!)?.nextHand ?? null).toBeNull();
    for (const player of seated) expect(player.errors).toEqual([]);
  });

  it('deals when the pause runs out, without anyone pressing', async () => {
    server = await buildOn(store, { handPauseMs: 300 });
    const created = await createRoom(server.url, {
      name: 'Host',
      rules: longMatch('draw', 2),
      seats: [{ bot: null }, { bot: 'easy' }],
    });
    const host = new TestPlayer(server.url, created.code, created.token, 'host');
    players = [host];
    await until(() => host.joined, 10_000, 'join');
    expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
    await until(() => phaseOf(host) === 'hand-over', 30_000, 'hand 1 over');
    const at = latestFrame(host)!.nextHand!.at;
    await until(() => handOf(host) === 2 && phaseOf(host) === 'playing', 30_000, 'hand 2 dealt');
    // Not before the deadline the clients were shown.
    expect(latestFrame(host)!.serverTime!).toBeGreaterThanOrEqual(at);
  });

  it('bots and people who are away count as ready', async () => {
    server = await buildOn(store, { handPauseMs: LONG_PAUSE });
    const created = await createRoom(server.url, {
      name: 'Host',
      rules: longMatch('draw', 4),
      seats: [{ bot: null }, { bot: null }, { bot: 'easy' }, { bot: 'easy' }],
    });
    const host = new TestPlayer(server.url, created.code, created.token, 'host');
    const guest = new TestPlayer(server.url, created.code, undefined, 'guest');
    players = [host, guest];
    await until(() => host.joined && guest.joined, 10_000, 'joins');
    expect((await send(guest.socket, 'seat:take', { seat: 1, name: 'Guest' })).ok).toBe(true);
    expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
    await until(
      () => phaseOf(host) === 'hand-over' && phaseOf(guest) === 'hand-over',
      30_000,
      'hand 1 over',
    );
    expect(latestFrame(host)?.nextHand?.waiting).toEqual([0, 1]);
    expect((await send(host.socket, 'hand:ready', { hand: 1 })).ok).toBe(true);
    await until(() => latestFrame(host)?.nextHand?.waiting.length === 1, 10_000, 'host ready');
    expect(phaseOf(host)).toBe('hand-over');
    // The guest leaves without pressing: nobody is waited for any more.
    guest.close();
    await until(() => handOf(host) === 2 && phaseOf(host) === 'playing', 10_000, 'hand 2 dealt');
    expect(host.snapshot?.room.seats[1]).toMatchObject({ online: false, standIn: false });
    expect(host.errors).toEqual([]);
  });
});
