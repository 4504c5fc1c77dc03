// Test helpers: a server on a random port (either store), a per-run Redis prefix that is cleaned
// up, and tables of scripted players (player.ts).
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { CreateRoomRequest, CreateRoomResponse } from '@boneyard/protocol';
import { buildApp } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';
import { send, TestPlayer } from './player.ts';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const STORES = ['memory', 'redis'] as const;
export type StoreKind = (typeof STORES)[number];

export function newPrefix(): string {
  return `test:${randomBytes(6).toString('hex')}:`;
}

/** Deletes every key under a test prefix. */
export async function cleanRedis(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
  redis.disconnect();
}

export interface TestServer {
  url: string;
  /** The metrics listener's /metrics (null with METRICS=false). */
  metricsUrl: string | null;
  config: Config;
  close(): Promise<void>;
}

/** Starts buildApp on 127.0.0.1:0 with the given store. */
export async function build(
  store: StoreKind,
  overrides: Partial<Config> = {},
  logLines?: string[],
): Promise<TestServer> {
  const config = testConfig({
    port: 0,
    host: '127.0.0.1',
    redisUrl: store === 'redis' ? REDIS_URL : null,
    redisPrefix: overrides.redisPrefix ?? newPrefix(),
    deadlinePollMs: 100,
    // Scripted players move at bot speed: far above any person's rate.
    limits: {
      socketPerSecond: 1000,
      ipPerSecond: 100_000,
      createPerMinute: 1000,
      joinPerMinute: 10_000,
      abuse: 20,
    },
    ...overrides,
  });
  const app = await buildApp(
    config,
    logLines === undefined ? {} : { logStream: { write: (line) => void logLines.push(line) } },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    metricsUrl: app.metricsUrl,
    config,
    async close() {
      await app.close();
      if (store === 'redis' && overrides.redisPrefix === undefined)
        await cleanRedis(config.redisPrefix);
    },
  };
}

export async function createRoom(
  url: string,
  request: CreateRoomRequest,
): Promise<CreateRoomResponse> {
  const response = await fetch(`${url}/api/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (response.status !== 201)
    throw new Error(`create failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as CreateRoomResponse;
}

export function until(
  predicate: () => boolean,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      if (predicate()) return resolve();
      if (Date.now() - started > timeoutMs)
        return reject(new Error(`timed out waiting for ${what}`));
      setTimeout(check, 5);
    };
    check();
  });
}

export { connect, expandFrame, send, TestPlayer, type Received } from './player.ts';

/** Creates a 4-seat room with the host in seat 0 and three more players who take seats 1–3. */
export async function fourPlayers(
  url: string | readonly string[],
  rules: CreateRoomRequest['rules'],
  more: Omit<CreateRoomRequest, 'name' | 'rules'> = {},
): Promise<{ code: string; players: TestPlayer[] }> {
  const urls = typeof url === 'string' ? [url, url, url, url] : url;
  const created = await createRoom(urls[0]!, { name: 'Host', rules, ...more });
  const players = [new TestPlayer(urls[0]!, created.code, created.token, 'p0')];
  for (let seat = 1; seat < 4; seat++)
    players.push(new TestPlayer(urls[seat]!, created.code, undefined, `p${seat}`));
  await until(() => players.every((p) => p.joined), 10_000, 'joins');
  for (let seat = 1; seat < 4; seat++) {
    const ack = await send(players[seat]!.socket, 'seat:take', { seat, name: `P${seat}` });
    if (!ack.ok) throw new Error(`seat:take ${seat}: ${ack.error.code}`);
  }
  await until(() => players.every((p, seat) => p.seat === seat), 10_000, 'seats');
  return { code: created.code, players };
}

export async function fetchJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
}

/** Waits until every player saw the match end; on timeout the error describes each player. */
export async function untilEnded(
  players: readonly TestPlayer[],
  timeoutMs = 40_000,
  match?: number,
): Promise<void> {
  const ended = (p: TestPlayer) =>
    p.status === 'ended' && (match === undefined || p.snapshot?.room.match === match);
  await until(() => players.every(ended), timeoutMs, 'match end').catch((error: Error) => {
    const states = players.map((p) => ({
      name: p.name,
      seat: p.seat,
      version: p.version,
      connected: p.socket.connected,
      status: p.status,
      turn: p.last?.view?.hand?.turn,
      legal: p.last?.legal.length,
      fair: p.last?.fair?.stage,
      pending: p.pending,
      errors: p.errors,
      gaps: p.gaps,
      recent: p.frames
        .slice(-6)
        .map(
          (f) =>
            `${f.kind}:${(f.payload as { version?: number; snapshot?: { version: number } }).version ?? (f.payload as { snapshot?: { version: number } }).snapshot?.version ?? JSON.stringify(f.payload).slice(0, 60)}`,
        ),
    }));
    throw new Error(`${error.message}: ${JSON.stringify(states)}`);
  });
}
