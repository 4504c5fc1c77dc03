// pnpm bench:floor — what Socket.IO alone costs per move on this machine: the load benchmark's
// shape (WORKERS swarm processes, ROOMS rooms of four sockets, RATE moves/s offered, SECONDS
// measured after a 2 s warm-up) against floor-server.ts, a bare Socket.IO server that answers each
// move with the same frames the game server sends (an ack with the mover's frame, one frame to each
// other seat) and does nothing else. Prints moves/s, ack p50/p99, server CPU per move, swarm CPU.
import { Histogram } from './histogram.ts';
import { forkWorker, reply } from './ipc.ts';
import { sampleProcess } from './proc.ts';
import { readSettings } from '../settings.ts';

const { ROOMS, RATE, SECONDS, WORKERS } = readSettings(
  'bench:floor',
  "The load benchmark's swarm against a bare Socket.IO server that answers each move with the same frames: the transport's own cost.",
  {
    ROOMS: { fallback: 100, min: 1, help: 'rooms of four sockets' },
    RATE: { fallback: 3000, min: 1, help: 'moves/s offered, over all rooms' },
    SECONDS: { fallback: 10, min: 1, help: 'measured seconds, after a 2 s warm-up' },
    WORKERS: { fallback: 4, min: 1, help: 'swarm processes' },
    ARRIVALS: {
      fallback: 'even',
      choices: ['even', 'poisson'],
      help: 'how a room spaces its moves',
    },
  },
);

const server = forkWorker('floor-server.ts');
const { port } = await reply<{ port: number }>(server, 'listening');
const workers = Array.from({ length: WORKERS }, () => forkWorker('floor-worker.ts'));
const share = (i: number) => Math.floor(ROOMS / WORKERS) + (i < ROOMS % WORKERS ? 1 : 0);
let firstRoom = 0;
await Promise.all(
  workers.map((worker, i) => {
    worker.send({
      type: 'setup',
      url: `http://127.0.0.1:${port}`,
      firstRoom,
      rooms: share(i),
      movesPerSecond: (RATE * share(i)) / ROOMS,
    });
    firstRoom += share(i);
    return reply(worker, 'ready');
  }),
);
await new Promise((r) => setTimeout(r, 2000));
const serverBefore = sampleProcess(server.pid!).cpuMs;
const swarmBefore = workers.map((w) => sampleProcess(w.pid!).cpuMs);
const started = performance.now();
for (const worker of workers) worker.send({ type: 'measure' });
await new Promise((r) => setTimeout(r, SECONDS * 1000));
const swarmMs = workers.reduce(
  (sum, w, i) => sum + sampleProcess(w.pid!).cpuMs - swarmBefore[i]!,
  0,
);
const results = await Promise.all(
  workers.map((worker) => {
    worker.send({ type: 'stop' });
    return reply<{ moves: number; ack: [number, number][] }>(worker, 'result');
  }),
);
const elapsed = (performance.now() - started) / 1000;
const serverMs = sampleProcess(server.pid!).cpuMs - serverBefore;
server.kill();
const ack = new Histogram();
let moves = 0;
for (const result of results) {
  ack.merge(result.ack);
  moves += result.moves;
}
const fixed = (n: number, digits = 2) => n.toFixed(digits);
console.log(
  `bench:floor ${new Date().toISOString()} — ROOMS=${ROOMS} RATE=${RATE} SECONDS=${SECONDS} WORKERS=${WORKERS}`,
);
console.log(
  '| moves/s offered | achieved | ack p50 / p99 ms | server CPU % | server CPU ms/move | swarm CPU % | swarm CPU ms/move |',
);
console.log('|---|---|---|---|---|---|---|');
console.log(
  `| ${RATE} | ${Math.round(moves / elapsed)} | ${fixed(ack.percentileMs(50))} / ${fixed(ack.percentileMs(99))} | ${Math.round((serverMs / (elapsed * 1000)) * 100)} | ${fixed(serverMs / Math.max(1, moves), 3)} | ${Math.round((swarmMs / (elapsed * 1000)) * 100)} | ${fixed(swarmMs / Math.max(1, moves), 3)} |`,
);
