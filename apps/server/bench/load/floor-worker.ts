// One swarm process of `pnpm bench:floor`: ROOMS rooms of four bare socket.io clients against
// floor-server.ts. As in a game, a seat moves when the frame of the move before reaches it (the next
// seat in turn), spaced at the room's share of the offered rate; acks are timed like worker.ts's.
import { io, type Socket } from 'socket.io-client';
import { Arrivals } from './arrivals.ts';
import { Histogram } from './histogram.ts';

interface Setup {
  readonly type: 'setup';
  readonly url: string;
  readonly firstRoom: number;
  readonly rooms: number;
  readonly movesPerSecond: number;
}
type Frame = { version: number };

const ack = new Histogram();
let measuring = false;
let stopped = false;
let moves = 0;
const sockets: Socket[] = [];

async function openRoom(url: string, code: string, intervalMs: number): Promise<void> {
  const arrivals = new Arrivals(intervalMs);
  const seats = [0, 1, 2, 3].map((seat) =>
    io(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      timeout: 120_000,
      query: { room: code, seat },
    }),
  );
  sockets.push(...seats);
  const move = (seat: number, version: number) => {
    if (stopped) return;
    const sent = performance.now();
    const tile = [Math.floor(Math.random() * 7), Math.floor(Math.random() * 7)];
    seats[seat]!.timeout(120_000).emit(
      'game:action',
      { id: `m${version}`, version, action: { type: 'play', tile, end: 'right' } },
      (error: Error | null) => {
        if (error || !measuring) return;
        ack.recordMs(performance.now() - sent);
        moves += 1;
      },
    );
  };
  const schedule = (seat: number, version: number) => {
    setTimeout(() => move(seat, version), arrivals.waitMs());
  };
  seats.forEach((socket, seat) =>
    socket.on('update', (frame: Frame) => {
      // The frame of the move made by the seat before this one: this seat's turn.
      if ((frame.version - 1) % 4 === (seat + 3) % 4) schedule(seat, frame.version);
    }),
  );
  await Promise.all(
    seats.map((socket) => new Promise((done) => socket.once('connect', () => done(null)))),
  );
  schedule(0, 0);
}

process.on('message', (message: Setup | { type: 'measure' } | { type: 'stop' }) => {
  if (message.type === 'setup') {
    const intervalMs = (1000 * message.rooms) / message.movesPerSecond;
    void Promise.all(
      Array.from({ length: message.rooms }, (_, i) =>
        openRoom(message.url, `R${message.firstRoom + i}`, intervalMs),
      ),
    ).then(() => process.send!({ type: 'ready' }));
  } else if (message.type === 'measure') {
    measuring = true;
  } else {
    measuring = false;
    stopped = true;
    process.send!({ type: 'result', moves, ack: ack.toJSON() }, () => {
      for (const socket of sockets) socket.disconnect();
      setTimeout(() => process.exit(0), 200);
    });
  }
});
