// The transport floor of `pnpm bench:floor`: a bare Socket.IO server with the game server's options
// and JSON-only encoder, no store, no rules, no validation. A 'game:action' is answered with an ack
// carrying the mover's frame and one distinct frame emitted to each other socket of its room, as the
// game server does per move. What this costs per move is what any move costs before Boneyard's own work.
import { createServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { jsonOnlyParser } from '../../src/socket/encoder.ts';

const httpServer = createServer();
const io = new Server(httpServer, {
  maxHttpBufferSize: 64 * 1024,
  serveClient: false,
  parser: jsonOnlyParser,
  pingInterval: 10_000,
  pingTimeout: 8_000,
});
const versions = new Map<string, number>();

/** A frame shaped and sized like a Kozel move's patch frame (~0.3 KB of JSON). */
function frameFor(version: number, seat: number, tile: [number, number]) {
  return {
    version,
    events: [{ type: 'played', seat: (seat + 3) % 4, tile, end: 'right' }],
    patch: [
      { path: ['view', 'board', 'right'], value: tile[1] },
      { path: ['view', 'hand', 'counts'], value: [6, 5, 6, 6] },
      { path: ['view', 'hand', 'turn'], value: (seat + 1) % 4 },
      {
        path: ['view', 'hand', 'legal'],
        value: [
          { type: 'play', tile: [tile[1], 4], end: 'right' },
          { type: 'play', tile: [2, tile[1]], end: 'right' },
        ],
      },
      { path: ['view', 'hand', 'deadline'], value: Date.now() + 60_000 },
    ],
  };
}

io.on('connection', (socket: Socket) => {
  const room = String(socket.handshake.query.room ?? '');
  const seat = Number(socket.handshake.query.seat ?? 0);
  void socket.join(room);
  socket.on(
    'game:action',
    (
      payload: { version: number; action: { tile: [number, number] } },
      ack: (answer: unknown) => void,
    ) => {
      const version = (versions.get(room) ?? 0) + 1;
      versions.set(room, version);
      const tile = payload.action.tile;
      for (const other of io.sockets.adapter.rooms.get(room) ?? []) {
        if (other === socket.id) continue;
        const peer = io.sockets.sockets.get(other);
        peer?.emit('update', frameFor(version, Number(peer.handshake.query.seat), tile));
      }
      ack({ ok: true, value: { version, frame: frameFor(version, seat, tile) } });
    },
  );
});

httpServer.listen(0, '127.0.0.1', () => {
  const address = httpServer.address();
  process.send?.({
    type: 'listening',
    port: typeof address === 'object' && address ? address.port : 0,
  });
});
