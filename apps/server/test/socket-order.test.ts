// A crafted client does not wait for one answer before sending the next message: messages on one
// socket are still handled one after another, in the order sent. Two joins sent at once (one to
// each of two rooms) must leave the socket in one room only, holding one seat; before, both
// handlers ran side by side, neither left the other's room, and the first room's seat stayed
// "online" for ever after the socket was gone (so no bot ever stood in for it).
import type { RoomInfo } from '@boneyard/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { build, connect, createRoom, fetchJson, send, STORES, type TestServer } from './helpers.ts';

describe.each(STORES)('one socket, one message at a time (%s store)', (store) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  const seatOnline = async (code: string, seat: number) =>
    ((await fetchJson(`${server.url}/api/rooms/${code}`)).body as RoomInfo).seats[seat]?.online;

  it('two joins sent at once: the socket ends in the later room only, and leaving frees both seats', async () => {
    server = await build(store);
    const rules = { preset: 'kozel', target: 150 } as const;
    const seats = [{ bot: null }, { bot: null }, { bot: null }, { bot: null }];
    const first = await createRoom(server.url, { name: 'Ann', rules, seats, hostSeat: 0 });
    const second = await createRoom(server.url, { name: 'Ben', rules, seats, hostSeat: 0 });
    const socket = connect(server.url);
    try {
      const [a, b] = await Promise.all([
        send(socket, 'room:join', { code: first.code, token: first.token }),
        send(socket, 'room:join', { code: second.code, token: second.token }),
      ]);
      expect(a.ok && b.ok).toBe(true);
      expect(await seatOnline(second.code, 0)).toBe(true);
      // The later join left the first room: its seat is offline again, with the socket still open.
      expect(await seatOnline(first.code, 0)).toBe(false);
    } finally {
      socket.close();
    }
    // Gone: both seats offline (on this process nothing holds either).
    for (const code of [first.code, second.code]) {
      let online: boolean | undefined = true;
      for (let tries = 0; tries < 100 && online; tries++) {
        online = await seatOnline(code, 0);
        if (online) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(online, code).toBe(false);
    }
  });
});
