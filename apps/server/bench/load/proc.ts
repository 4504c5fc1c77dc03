// What the benchmark measures outside the clients: a process's CPU time and resident memory from
// /proc/PID/stat (Linux), and Redis's per-command call counts (INFO commandstats).
import { readFileSync } from 'node:fs';
import type { Redis } from 'ioredis';

const TICKS_PER_SECOND = 100; // USER_HZ: `getconf CLK_TCK` is 100 on Linux
const PAGE_BYTES = 4096;

export interface ProcSample {
  /** User + system CPU time so far, in milliseconds. */
  readonly cpuMs: number;
  readonly rssBytes: number;
}

export function sampleProcess(pid: number): ProcSample {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  const rssPages = Number(fields[21]);
  return { cpuMs: ((utime + stime) * 1000) / TICKS_PER_SECOND, rssBytes: rssPages * PAGE_BYTES };
}

/** Total calls of every command Redis has run (from INFO commandstats). */
export async function redisCommandCalls(redis: Redis): Promise<Map<string, number>> {
  const text = await redis.info('commandstats');
  const calls = new Map<string, number>();
  for (const match of text.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm))
    calls.set(match[1]!, Number(match[2]));
  return calls;
}

/** CPU time Redis has used so far (INFO cpu: user + system of the main thread and its children), in ms. */
export async function redisCpuMs(redis: Redis): Promise<number> {
  const text = await redis.info('cpu');
  const seconds = (name: string) =>
    Number(new RegExp(`^${name}:([0-9.]+)`, 'm').exec(text)?.[1] ?? 0);
  return (
    1000 *
    (seconds('used_cpu_sys') +
      seconds('used_cpu_user') +
      seconds('used_cpu_sys_children') +
      seconds('used_cpu_user_children'))
  );
}

/** Commands run between two samples, leaving out the benchmark's own probes (INFO, PING). */
export function commandsBetween(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [name, calls] of after) {
    if (name === 'info' || name === 'ping') continue;
    total += calls - (before.get(name) ?? 0);
  }
  return total;
}
