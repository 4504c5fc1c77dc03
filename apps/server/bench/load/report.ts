// What pnpm bench:load (main.ts) prints: one row per configuration, then the idle part, as
// Markdown tables.
import type { IdleResult } from './idle.ts';

export interface LoadResult {
  config: string;
  rooms: number;
  sockets: number;
  offered: number;
  achieved: number;
  ackMs: number[];
  fanoutMs: number[];
  errors: Record<string, number>;
  serverRssMiB: number[];
  serverCpuPercent: number[];
  serverCpuMsPerMove: number;
  /** The swarm's processes together, and Redis (summed over the cluster's masters): where the rest of the cores went. */
  swarmCpuPercent: number;
  redisCpuPercent: number | null;
  redisCommandsPerMove: number | null;
  redisPingP50Ms: number | null;
  /** The servers' own ack times (handler to ack, their /metrics histograms), p50 and p99. */
  serverAckMs: number[];
  /** Each server's event-loop timer over the window, p99 and max (10 = on time). */
  serverLoopDelayMs: number[][];
}

export const PERCENTILES = [50, 95, 99, 99.9];
export const round = (n: number, digits = 2) =>
  Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : NaN;

export function printLoad(results: readonly LoadResult[]): void {
  const header = [
    'configuration',
    'rooms',
    'sockets',
    'moves/s offered',
    'achieved',
    'ack p50/p95/p99/p99.9 ms',
    'fan-out p50/p95/p99/p99.9 ms',
    'errors',
    'server RSS MiB',
    'server CPU %',
    'CPU ms/move',
    'swarm CPU %',
    'Redis CPU %',
    'Redis cmds/move',
    'Redis PING p50 ms',
    'server-side ack p50/p99 ms',
    'server event-loop timer p99/max ms (10 = on time)',
  ];
  const rows = results.map((r) => [
    r.config,
    r.rooms,
    r.sockets,
    r.offered,
    r.achieved,
    r.ackMs.join(' / '),
    r.fanoutMs.join(' / '),
    Object.entries(r.errors)
      .map(([c, n]) => `${c}×${n}`)
      .join(' ') || '0',
    r.serverRssMiB.join(' + '),
    r.serverCpuPercent.join(' + '),
    r.serverCpuMsPerMove,
    r.swarmCpuPercent,
    r.redisCpuPercent ?? '–',
    r.redisCommandsPerMove ?? '–',
    r.redisPingP50Ms ?? '–',
    r.serverAckMs.join(' / '),
    r.serverLoopDelayMs.map((delays) => delays.join(' / ')).join(' + '),
  ]);
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

export function printIdle(result: IdleResult): void {
  console.log(
    '\n| idle rooms | idle sockets | server RSS MiB | KiB per idle room | KiB per idle socket | control-room ack p50 / p99 ms | failed joins | server open-file limit |\n|---|---|---|---|---|---|---|---|',
  );
  const rooms =
    result.rooms < result.requested
      ? `${result.rooms} (of ${result.requested} asked: open-file limit)`
      : `${result.rooms}`;
  console.log(
    `| ${rooms} | ${result.sockets} | ${result.rssMiB} | ${result.kibPerRoom} | ${result.kibPerSocket} | ${result.controlAckMs.join(' / ')} | ${result.failed} | ${result.serverOpenFiles} |`,
  );
}
