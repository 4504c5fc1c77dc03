// The idle part of `pnpm bench:load`: one server process on a private Redis; RSS after start, after
// ROOMS rooms are created (HTTP only), and after four sockets per room have joined and sat down.
// A control room's ack latency (sync:request) is measured with everything idle and connected.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { io } from 'socket.io-client';
import { Histogram } from './histogram.ts';
import { forkWorker, reply } from './ipc.ts';
import { sampleProcess } from './proc.ts';
import { startRedis, startServer } from './servers.ts';

export interface IdleResult {
  rooms: number;
  sockets: number;
  rssMiB: number;
  kibPerRoom: number;
  kibPerSocket: number;
  controlAckMs: number[];
  failed: number;
  /** The server process's open-file limit (`/proc/PID/limits`): every socket is one file. */
  serverOpenFiles: number;
  /** Rooms asked for (IDLE_ROOMS); more than `rooms` when their sockets would not fit that limit. */
  requested: number;
}

/** The soft "Max open files" of a process. */
function openFileLimit(pid: number): number {
  const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  return Number(line?.split(/\s+/)[3] ?? NaN);
}

const settle = () => new Promise((r) => setTimeout(r, 3000));

/** Files the server keeps besides the idle sockets: Redis, logs, the control room, listeners. */
const SERVER_OWN_FILES = 200;

export async function measureIdle(requested: number, workerCount: number): Promise<IdleResult> {
  const redis = await startRedis();
  const server = await startServer(redis.url, `bench:${randomBytes(4).toString('hex')}:`);
  const workers = Array.from({ length: workerCount }, () => forkWorker('idle-worker.ts'));
  try {
    const pid = server.child.pid!;
    const serverOpenFiles = openFileLimit(pid);
    // Every socket is a file of the server process, besides its own few dozen (Redis, logs, …):
    // past the limit the server refuses connections (EMFILE), so hold as many rooms as fit and
    // say so, rather than measure a server that is turning sockets away.
    const fit = Math.floor((serverOpenFiles - SERVER_OWN_FILES) / 4);
    const rooms = Math.min(requested, fit);
    if (rooms < requested)
      console.error(
        `bench:load: ${requested * 4} sockets will not fit under the server's open-file limit (${serverOpenFiles}; raise it with ulimit -n): holding ${rooms} rooms`,
      );
    await settle();
    const base = sampleProcess(pid).rssBytes;
    const share = (i: number) =>
      Math.floor(rooms / workerCount) + (i < rooms % workerCount ? 1 : 0);
    await Promise.all(
      workers.map(
        (w, i) => (
          w.send({ type: 'create', url: server.url, rooms: share(i) }),
          reply(w, 'created')
        ),
      ),
    );
    await settle();
    const withRooms = sampleProcess(pid).rssBytes;
    const connected = await Promise.all(
      workers.map(
        (w) => (
          w.send({ type: 'connect', url: server.url }),
          reply<{ sockets: number; failed: number }>(w, 'connected')
        ),
      ),
    );
    await settle();
    const withSockets = sampleProcess(pid).rssBytes;
    const sockets = connected.reduce((sum, c) => sum + c.sockets, 0);

    // A control room: how fast an idle-loaded process still answers.
    const created = (await (
      await fetch(`${server.url}/api/rooms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Control', rules: { preset: 'kozel' } }),
      })
    ).json()) as { code: string; token: string };
    const control = io(server.url, { transports: ['websocket'], forceNew: true });
    await control
      .timeout(30_000)
      .emitWithAck('room:join', { code: created.code, token: created.token });
    const acks = new Histogram();
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await control.timeout(30_000).emitWithAck('sync:request', {});
      acks.recordMs(performance.now() - t);
    }
    control.disconnect();
    const kib = (bytes: number) => Math.round(bytes / 1024);
    return {
      rooms,
      sockets,
      rssMiB: Math.round(withSockets / 2 ** 20),
      kibPerRoom: Math.round((kib(withRooms - base) / rooms) * 10) / 10,
      kibPerSocket: Math.round((kib(withSockets - withRooms) / Math.max(1, sockets)) * 10) / 10,
      controlAckMs: [50, 99].map((p) => Math.round(acks.percentileMs(p) * 100) / 100),
      failed: connected.reduce((sum, c) => sum + c.failed, 0),
      serverOpenFiles,
      requested,
    };
  } finally {
    for (const w of workers) if (w.exitCode === null) w.send({ type: 'stop' });
    await new Promise((r) => setTimeout(r, 500));
    await server.stop();
    await redis.stop();
  }
}
