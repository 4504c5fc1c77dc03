// What the server benchmarks (bench.ts: throughput; bots.ts: bots beside people) share: a
// socket.io client at one room that follows its frames the way the web app does (a patch applies
// to the previous version only; a skipped version waits for the next snapshot), sends its client
// seed when a deal asks, and calls with an ack; four of them at a Kozel table; the percentile and
// rounding of the printed figures; and clearing a run's Redis keys.
import {
  liveAfter,
  liveOfSnapshot,
  type LiveState,
  type Snapshot,
  type UpdateFrame,
} from '@boneyard/protocol';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import type { Result } from '@boneyard/result';

export type Ack<T> = Result<T, { error: { code: string } }>;
export type TableState = Pick<UpdateFrame, 'view' | 'fair' | 'version'>;

/** One client at a room: a seat, or (seat null) a host who only watches. */
export abstract class TableClient {
  readonly socket: Socket;
  /** The version of the last state applied (-1 before any). */
  protected version = -1;
  /** The room's status as last announced (frames without room information keep it). */
  protected status: string | undefined;
  /** What update frames patch (protocol frames.ts). */
  private live: LiveState | null = null;
  private seeded = '';
  /** The match being played (seeds name it with the commitment they answer). */
  private match = 1;
  private moves = 0;

  constructor(
    url: string,
    readonly code: string,
    private token: string | undefined,
    readonly seat: number | null,
    private readonly callTimeoutMs: number,
  ) {
    this.socket = io(url, { transports: ['websocket'], forceNew: true });
    this.socket.on('update', (frame: UpdateFrame) => this.applyFrame(frame));
    this.socket.on('snapshot', (snapshot: Snapshot) => {
      this.match = snapshot.room.match;
      this.live = liveOfSnapshot(snapshot);
      this.accept(snapshot, snapshot.room.status);
    });
  }

  /** Every update frame as it arrives, before it is applied (for measurements). */
  protected onFrame(_frame: UpdateFrame): void {}

  /** A newer state: `status` is the room status this frame or snapshot announced, if any. */
  protected abstract react(state: TableState, status: string | undefined): void;

  private applyFrame(frame: UpdateFrame): void {
    this.onFrame(frame);
    if (frame.room) this.match = frame.room.match;
    // A patch applies to the previous version's state only (a skipped version waits for a snapshot).
    if (frame.patch !== undefined && this.version !== frame.version - 1) return;
    try {
      this.live = liveAfter(this.live, frame);
    } catch {
      return;
    }
    this.accept({ ...this.live, version: frame.version }, frame.room?.status);
  }

  private accept(state: TableState, status: string | undefined): void {
    if (state.version <= this.version) return;
    this.version = state.version;
    this.status = status ?? this.status;
    this.react(state, status);
  }

  async call<T>(name: string, payload: unknown): Promise<Ack<T>> {
    try {
      return (await this.socket.timeout(this.callTimeoutMs).emitWithAck(name, payload)) as Ack<T>;
    } catch {
      return { ok: false, error: { code: 'disconnected' } };
    }
  }

  async join(): Promise<void> {
    const ack = await this.call<{ token: string; snapshot: Snapshot }>('room:join', {
      code: this.code,
      token: this.token,
    });
    if (!ack.ok) throw new Error(`join: ${ack.error.code}`);
    this.token = ack.value.token;
    this.match = ack.value.snapshot.room.match;
    this.live = liveOfSnapshot(ack.value.snapshot);
    this.accept(ack.value.snapshot, ack.value.snapshot.room.status);
  }

  /**
   * At a match's end: a seated client accepts the rematch (it starts once every connected seated
   * person has), the host watching from no seat proposes it. Once per match.
   */
  protected agreeToRematch(): void {
    if (this.rematchVoted === this.match) return;
    this.rematchVoted = this.match;
    if (this.seat === null) void this.call('host:rematch', {});
    else void this.call('rematch:vote', { match: this.match });
  }
  private rematchVoted = 0;

  /** Sends this seat's client seed once per deal that is still collecting seeds without it. */
  protected answerSeed(fair: TableState['fair']): void {
    if (
      this.seat === null ||
      !fair ||
      fair.stage !== 'collecting' ||
      fair.seedsFrom.includes(this.seat) ||
      this.seeded === fair.commitment
    )
      return;
    this.seeded = fair.commitment;
    void this.call('seed:submit', {
      match: this.match,
      hand: fair.hand,
      commitment: fair.commitment,
      seed: randomBytes(32).toString('hex'),
    });
  }

  /**
   * Plays `action` at `version`; the ack carries the version it made and this seat's frame of the
   * change (the mover gets no separate update). The frame is applied in the ack callback itself:
   * the next update may sit in the same network read, and waiting a microtask would let it
   * arrive first and look like a gap.
   */
  protected act(
    version: number,
    action: unknown,
  ): Promise<Ack<{ version: number; frame?: UpdateFrame }>> {
    type Acked = Ack<{ version: number; frame?: UpdateFrame }>;
    return new Promise((resolve) => {
      const payload = { id: `m${++this.moves}`, version, action };
      this.socket
        .timeout(this.callTimeoutMs)
        .emit('game:action', payload, (error: Error | null, ack: Acked) => {
          if (error) return resolve({ ok: false, error: { code: 'disconnected' } });
          if (ack.ok && ack.value.frame !== undefined) this.applyFrame(ack.value.frame);
          resolve(ack);
        });
    });
  }
}

/** A Kozel room of four clients (`client` makes each; the host is seat 0), started. */
export async function kozelTable<C extends TableClient>(
  url: string,
  client: (code: string, token: string | undefined, seat: number) => C,
): Promise<C[]> {
  const created = await createRoom(url, { name: 'Host', rules: { preset: 'kozel' } });
  const table = [0, 1, 2, 3].map((seat) =>
    client(created.code, seat === 0 ? created.token : undefined, seat),
  );
  await Promise.all(table.map((c) => c.join()));
  for (const seat of [1, 2, 3]) await table[seat]!.call('seat:take', { seat, name: `P${seat}` });
  await table[0]!.call('host:start', {});
  return table;
}

export async function createRoom(
  url: string,
  body: unknown,
): Promise<{ code: string; token: string }> {
  const response = await fetch(`${url}/api/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`create: ${response.status} ${await response.text()}`);
  return (await response.json()) as { code: string; token: string };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** `n` rounded to `places` decimals (the printed figures). */
export const roundTo = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** Deletes the run's keys (nothing writes under the prefix any more). */
export async function clearPrefix(redis: Redis, prefix: string): Promise<void> {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
}
