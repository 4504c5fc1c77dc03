// Cross-process messages on Redis Cluster: one sharded Pub/Sub channel per room (Redis 7 SPUBLISH /
// SSUBSCRIBE), carrying the room's hash tag, so a room's messages live on the master that holds the
// room and no channel carries every room. A process subscribes to a room's channel while it holds
// at least one socket of that room (it watches Socket.IO's token channels `r:CODE:t:…` appear and
// disappear) and unsubscribes when the last one leaves: a change reaches only the processes that
// serve someone in that room. A socket whose process subscribed a moment after a change was
// published would miss it, so once a subscription is active the process compares the stored version
// with what it delivered and catches up with snapshots (`onSubscribed`).
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Server } from 'socket.io';
import type { KeyLayout } from './keys.ts';
import { connectRedis, type RedisTarget } from './redis.ts';

type Client = ReturnType<typeof connectRedis>;

/** Socket.IO's per-token channel of a room (socket/rooms.ts `tokenRoom`): `r:CODE:t:HASH`. */
const TOKEN_CHANNEL = /^r:([^:]+):t:/;

interface Envelope {
  readonly from: string;
  readonly event: string;
  readonly payload: unknown;
}

export class RoomChannels {
  private readonly id = randomUUID();
  private readonly subscriber: Client;
  /** code → this process's token channels of the room. */
  private readonly held = new Map<string, number>();

  constructor(
    target: RedisTarget,
    private readonly layout: KeyLayout,
    private readonly publisher: Client,
    private readonly log: FastifyBaseLogger,
  ) {
    this.subscriber = connectRedis(target, true);
  }

  private channel(code: string): string {
    return this.layout.room(code, ':relay');
  }

  /**
   * Follows the local Socket.IO channels and hands every message from another process to `receive`;
   * `onSubscribed(code)` runs once the room's channel is listened to.
   */
  attach(io: Server, receive: (event: string, payload: unknown) => void, onSubscribed: (code: string) => void): void {
    this.onSubscribed = onSubscribed;
    const adapter = io.of('/').adapter;
    adapter.on('create-room', (name: string) => {
      const code = TOKEN_CHANNEL.exec(name)?.[1];
      if (code === undefined) return;
      const count = (this.held.get(code) ?? 0) + 1;
      this.held.set(code, count);
      if (count === 1) this.subscribe(code);
    });
    adapter.on('delete-room', (name: string) => {
      const code = TOKEN_CHANNEL.exec(name)?.[1];
      if (code === undefined) return;
      const count = (this.held.get(code) ?? 1) - 1;
      if (count > 0) return void this.held.set(code, count);
      this.held.delete(code);
      this.subscriber.sunsubscribe(this.channel(code)).catch((error: unknown) => this.log.warn({ err: error, room: code }, 'room channel unsubscribe failed'));
    });
    this.subscriber.on('smessage', (_channel: string, text: string) => {
      const envelope = JSON.parse(text) as Envelope;
      if (envelope.from !== this.id) receive(envelope.event, envelope.payload);
    });
  }

  private onSubscribed: (code: string) => void = () => undefined;

  private subscribe(code: string): void {
    this.subscriber.ssubscribe(this.channel(code)).then(
      () => this.onSubscribed(code),
      (error: unknown) => this.log.warn({ err: error, room: code }, 'room channel subscribe failed'),
    );
  }

  /** Sends to every other process that holds a socket of the room (none: Redis drops it). */
  publish(code: string, event: string, payload: unknown): void {
    const envelope: Envelope = { from: this.id, event, payload };
    this.publisher.spublish(this.channel(code), JSON.stringify(envelope)).catch((error: unknown) => {
      // Stored all the same: sockets on other processes resync when they see the version gap.
      this.log.warn({ err: error, room: code }, 'room channel publish failed');
    });
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }
}
