// One swarm process of the idle-capacity part of `pnpm bench:load`: creates its rooms (HTTP only),
// then on request connects four sockets per room (join + seat:take) and leaves them idle.
import { io, type Socket } from 'socket.io-client';
import type { Result } from '@boneyard/result';

type Ack<T> = Result<T, { error: { code: string } }>;
const sockets: Socket[] = [];
const rooms: { code: string; token: string }[] = [];

function call<T>(socket: Socket, name: string, payload: unknown): Promise<Ack<T>> {
  return socket
    .timeout(60_000)
    .emitWithAck(name, payload)
    .catch(() => ({ ok: false, error: { code: 'timeout' } })) as Promise<Ack<T>>;
}

async function create(url: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, count - i) }, async () => {
        const response = await fetch(`${url}/api/rooms`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Host', rules: { preset: 'kozel' } }),
        });
        if (response.status !== 201) throw new Error(`create: ${response.status}`);
        rooms.push((await response.json()) as { code: string; token: string });
      }),
    );
  }
}

async function connectAll(url: string): Promise<number> {
  let failed = 0;
  for (let i = 0; i < rooms.length; i += 10) {
    await Promise.all(
      rooms.slice(i, i + 10).map(async (room) => {
        const table = [0, 1, 2, 3].map(() =>
          io(url, { transports: ['websocket'], forceNew: true, reconnection: false }),
        );
        sockets.push(...table);
        const joins = await Promise.all(
          table.map((socket, seat) =>
            call(socket, 'room:join', {
              code: room.code,
              ...(seat === 0 ? { token: room.token } : {}),
            }),
          ),
        );
        failed += joins.filter((ack) => !ack.ok).length;
        for (const seat of [1, 2, 3])
          if (!(await call(table[seat]!, 'seat:take', { seat, name: `P${seat}` })).ok) failed += 1;
      }),
    );
  }
  return failed;
}

process.on(
  'message',
  (
    message:
      | { type: 'create'; url: string; rooms: number }
      | { type: 'connect'; url: string }
      | { type: 'stop' },
  ) => {
    const fail = (error: unknown) => {
      console.error(error);
      process.exit(1);
    };
    if (message.type === 'create')
      create(message.url, message.rooms).then(() => process.send!({ type: 'created' }), fail);
    else if (message.type === 'connect')
      connectAll(message.url).then(
        (failed) =>
          process.send!({
            type: 'connected',
            sockets: sockets.filter((s) => s.connected).length,
            failed,
          }),
        fail,
      );
    else {
      for (const socket of sockets) socket.disconnect();
      setTimeout(() => process.exit(0), 200);
    }
  },
);
