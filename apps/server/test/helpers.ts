// Test helpers: a server on a random port (either store), a per-run Redis prefix that is cleaned
// up, and a scripted socket.io player that records every frame it receives.
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import type { Action } from '@boneyard/engine';
import {
  liveAfter,
  liveOfSnapshot,
  SnapshotSchema,
  UpdateFrameSchema,
  type LiveState,
  type Ack,
  type ClientMessage,
  type ClientMessageName,
  type ClientReply,
  type CreateRoomRequest,
  type CreateRoomResponse,
  type Snapshot,
  type UpdateFrame,
} from '@boneyard/protocol';
import { buildApp } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';

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
  config: Config;
  close(): Promise<void>;
}

/** Starts buildApp on 127.0.0.1:0 with the given store. */
export async function build(store: StoreKind, overrides: Partial<Config> = {}, logLines?: string[]): Promise<TestServer> {
  const config = testConfig({
    port: 0,
    host: '127.0.0.1',
    redisUrl: store === 'redis' ? REDIS_URL : null,
    redisPrefix: overrides.redisPrefix ?? newPrefix(),
    deadlinePollMs: 100,
    // Scripted players move at bot speed: far above any person's rate.
    limits: { socketPerSecond: 1000, ipPerSecond: 100_000, createPerMinute: 1000, joinPerMinute: 10_000, abuse: 20 },
    ...overrides,
  });
  const app = await buildApp(config, logLines === undefined ? {} : { logStream: { write: (line) => void logLines.push(line) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    async close() {
      await app.close();
      if (store === 'redis' && overrides.redisPrefix === undefined) await cleanRedis(config.redisPrefix);
    },
  };
}

export async function createRoom(url: string, request: CreateRoomRequest): Promise<CreateRoomResponse> {
  const response = await fetch(`${url}/api/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as CreateRoomResponse;
}

export function connect(url: string): Socket {
  return io(url, { transports: ['websocket'], reconnectionDelay: 100, reconnectionDelayMax: 300, forceNew: true });
}

export function send<N extends ClientMessageName>(socket: Socket, name: N, payload: ClientMessage<N> | unknown): Promise<Ack<ClientReply<N>>> {
  return socket.timeout(10_000).emitWithAck(name, payload) as Promise<Ack<ClientReply<N>>>;
}

export function until(predicate: () => boolean, timeoutMs = 20_000, what = 'condition'): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      if (predicate()) return resolve();
      if (Date.now() - started > timeoutMs) return reject(new Error(`timed out waiting for ${what}`));
      setTimeout(check, 5);
    };
    check();
  });
}

/** An update frame with its live state whole (a patch frame as the client saw it after applying it). */
export function expandFrame(frame: UpdateFrame, live: LiveState): UpdateFrame {
  const { patch: _patch, ...rest } = frame;
  return { ...rest, view: live.view, fair: live.fair, nextHand: live.nextHand };
}

export interface Received {
  kind: 'update' | 'snapshot' | 'ack';
  payload: UpdateFrame | Snapshot | unknown;
}

/**
 * A scripted player (or spectator): joins on every (re)connect, keeps the latest state, sends its
 * client seed, plays a random legal tile when it is its turn, resyncs on a version gap, and
 * records every frame it receives.
 */
export class TestPlayer {
  socket: Socket;
  token: string | undefined;
  seat: number | null = null;
  version = -1;
  snapshot: Snapshot | null = null;
  last: { view: Snapshot['view'] | UpdateFrame['view']; legal: Action[]; fair: Snapshot['fair'] } | null = null;
  readonly frames: Received[] = [];
  /** The state update frames patch (protocol frames.ts). */
  live: LiveState | null = null;
  autoPlay = true;
  autoSeed = true;
  gaps = 0;
  private acting = -1;
  private seeded = new Set<string>();
  private counter = 0;
  errors: string[] = [];

  constructor(
    public url: string,
    readonly code: string,
    token?: string,
    readonly name = 'Player',
  ) {
    this.token = token;
    this.socket = this.open(url);
  }

  private open(url: string): Socket {
    const socket = connect(url);
    socket.on('connect', () => void this.join());
    socket.on('update', (frame: UpdateFrame) => this.onUpdate(frame));
    socket.on('snapshot', (snapshot: Snapshot) => this.onSnapshot(snapshot));
    return socket;
  }

  /** Reconnects to another (or the same) server as a fresh socket, like a reload. */
  reload(url = this.url): void {
    this.socket.removeAllListeners();
    this.socket.disconnect();
    this.url = url;
    this.socket = this.open(url);
  }

  async join(): Promise<void> {
    const ack = await send(this.socket, 'room:join', { code: this.code, ...(this.token ? { token: this.token } : {}) }).catch(
      (error: Error) => ({ ok: false as const, error: { code: 'internal' as const, message: error.message } }),
    );
    if (!ack.ok) {
      this.errors.push(`join: ${ack.error.code}`);
      return;
    }
    this.frames.push({ kind: 'ack', payload: ack.value });
    this.token = ack.value.token;
    this.onSnapshot(ack.value.snapshot);
    this.sendPending();
  }

  get joined(): boolean {
    return this.version >= 0;
  }

  /** Every frame the server sends must match the protocol's schema. */
  private checkShape(kind: string, parsed: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): void {
    if (!parsed.success) this.errors.push(`${kind} shape: ${JSON.stringify(parsed.error?.issues[0])}`);
  }

  private onSnapshot(snapshot: Snapshot): void {
    this.frames.push({ kind: 'snapshot', payload: snapshot });
    this.checkShape('snapshot', SnapshotSchema.safeParse(snapshot));
    if (snapshot.version < this.version) return; // older than what this client has seen
    this.snapshot = snapshot;
    this.seat = snapshot.you.seat;
    this.version = snapshot.version;
    this.last = { view: snapshot.view, legal: [...(snapshot.view?.hand?.legal ?? [])], fair: snapshot.fair };
    this.live = liveOfSnapshot(snapshot);
    const early = this.early;
    this.early = [];
    for (const received of early) this.onUpdate(received.payload as UpdateFrame, received);
    this.react();
  }

  /** Frames that arrive before the join ack's snapshot is applied (same socket read). */
  private early: Received[] = [];

  private onUpdate(frame: UpdateFrame, replay: Received | null = null): void {
    const received = replay ?? { kind: 'update' as const, payload: frame };
    if (replay === null) {
      this.frames.push(received);
      this.checkShape('update', UpdateFrameSchema.safeParse(frame));
    }
    if (this.version < 0) {
      this.early.push(received);
      return;
    }
    if (frame.version <= this.version) return;
    if (frame.version !== this.version + 1) {
      this.gaps += 1;
      void this.resync();
      return;
    }
    let live: LiveState;
    try {
      live = liveAfter(this.live, frame);
    } catch (error) {
      this.errors.push(`patch: ${(error as Error).message}`);
      void this.resync();
      return;
    }
    this.live = live;
    // What was shown, whole (the leak checks read frames' views).
    received.payload = expandFrame(frame, live);
    this.version = frame.version;
    if (this.snapshot !== null && frame.room) this.snapshot = { ...this.snapshot, room: frame.room };
    this.last = { view: live.view, legal: [...(live.view?.hand?.legal ?? [])], fair: live.fair };
    this.react();
  }

  async resync(): Promise<void> {
    const ack = await send(this.socket, 'sync:request', {}).catch(() => null);
    if (ack?.ok) this.onSnapshot(ack.value);
  }

  get status(): string | undefined {
    return this.snapshot?.room.status;
  }

  private react(): void {
    const state = this.last;
    if (state === null || this.seat === null) return;
    const fair = state.fair;
    if (this.autoSeed && fair !== null && fair.stage === 'collecting' && !fair.seedsFrom.includes(this.seat)) {
      const key = `${fair.commitment}`;
      if (!this.seeded.has(key)) {
        this.seeded.add(key);
        const answer = { match: this.snapshot?.room.match ?? 1, hand: fair.hand, commitment: fair.commitment };
        void send(this.socket, 'seed:submit', { ...answer, seed: randomBytes(32).toString('hex') }).catch(() => {
          this.seeded.delete(key);
        });
      }
    }
    if (this.autoPlay && state.legal.length > 0 && this.acting !== this.version) {
      this.acting = this.version;
      const action = state.legal[Math.floor(Math.random() * state.legal.length)]!;
      this.pending = { id: `${this.name}-${++this.counter}`, version: this.version, action };
      this.sendPending();
    }
  }

  /** An action whose ack has not arrived; resent with the same id after a reconnect. */
  pending: { id: string; version: number; action: Action } | null = null;

  private sendPending(): void {
    const pending = this.pending;
    if (pending === null) return;
    void send(this.socket, 'game:action', pending).then(
      (ack) => {
        this.frames.push({ kind: 'ack', payload: ack });
        if (this.pending === pending) this.pending = null;
        if (!ack.ok && ack.error.code !== 'stale') this.errors.push(`action: ${ack.error.code}`);
      },
      () => undefined, // disconnected: resent after the next join
    );
  }

  close(): void {
    this.socket.removeAllListeners();
    this.socket.disconnect();
  }
}

/** Creates a 4-seat room with the host in seat 0 and three more players who take seats 1–3. */
export async function fourPlayers(url: string | readonly string[], rules: CreateRoomRequest['rules']): Promise<{ code: string; players: TestPlayer[] }> {
  const urls = typeof url === 'string' ? [url, url, url, url] : url;
  const created = await createRoom(urls[0]!, { name: 'Host', rules });
  const players = [new TestPlayer(urls[0]!, created.code, created.token, 'p0')];
  for (let seat = 1; seat < 4; seat++) players.push(new TestPlayer(urls[seat]!, created.code, undefined, `p${seat}`));
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
export async function untilEnded(players: readonly TestPlayer[], timeoutMs = 40_000, match?: number): Promise<void> {
  const ended = (p: TestPlayer) => p.status === 'ended' && (match === undefined || p.snapshot?.room.match === match);
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
      recent: p.frames.slice(-6).map((f) => `${f.kind}:${(f.payload as { version?: number; snapshot?: { version: number } }).version ?? (f.payload as { snapshot?: { version: number } }).snapshot?.version ?? JSON.stringify(f.payload).slice(0, 60)}`),
    }));
    throw new Error(`${error.message}: ${JSON.stringify(states)}`);
  });
}
