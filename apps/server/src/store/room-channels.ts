// Cross-process messages, on one Redis and on Redis Cluster alike: one Pub/Sub channel per room,
// sharded (Redis 7 SPUBLISH / SSUBSCRIBE) and carrying the room's hash tag, so on a cluster a room's
// messages live on the master that holds the room and no channel carries every room. A process
// subscribes to a room's channel while it holds at least one socket of that room (it watches
// Socket.IO's token channels `r:CODE:t:…` appear and disappear) and unsubscribes when the last one
// leaves: a change reaches only the processes that serve someone in that room (Redis drops a
// message nobody listens to), and a process alone sends one cheap SPUBLISH per change.
//
// Pub/Sub keeps no history, so every way a message can be missed ends in a catch-up (the caller
// compares the stored version with what it delivered and pushes snapshots):
// - a subscription just made (a change may have been published a moment before): `onSubscribed`;
// - the subscriber's connection came back (Redis restarted or the network broke: everything
//   published meanwhile is lost): every held room is subscribed again and then caught up;
// - a publish that failed (the change is stored, other processes never heard of it): once the
//   publisher's connection is back, `republish` sends the stored room to the others.
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
    // Connection errors are followed by reconnects (and a catch-up, below); the store logs its own.
    this.subscriber.on('error', (error: unknown) => this.log.debug({ err: error }, 'room channels: connection error'));
  }

  private channel(code: string): string {
    return this.layout.room(code, ':relay');
  }

  /**
   * Follows the local Socket.IO channels and hands every message from another process to `receive`;
   * `onSubscribed(code)` runs once the room's channel is listened to.
   */
  attach(io: Server, receive: (event: string, payload: unknown) => void, onSubscribed: (code: string) => void, republish: (code: string) => void): void {
    this.onSubscribed = onSubscribed;
    this.republish = republish;
    // The first 'ready' finds nothing held; a later one follows a lost connection.
    this.subscriber.on('ready', () => void this.resubscribeAll());
    this.publisher.on('ready', () => {
      const failed = [...this.unpublished];
      this.unpublished.clear();
      for (const code of failed) this.republish(code);
    });
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
  private republish: (code: string) => void = () => undefined;
  /** Rooms whose last publish failed: republished when the publisher's connection is back. */
  private readonly unpublished = new Set<string>();

  private subscribe(code: string): void {
    this.subscriber.ssubscribe(this.channel(code)).then(
      () => this.onSubscribed(code),
      // Subscribed again (and caught up) when the connection is back.
      (error: unknown) => this.log.warn({ err: error, room: code }, 'room channel subscribe failed'),
    );
  }

  /**
   * After a reconnect: subscribes to every held room's channel (ioredis resubscribes too, but
   * without telling when it is done) and catches each up once ITS subscription is confirmed, so a
   * change is either in the store when read or published to a channel already listened to.
   */
  private async resubscribeAll(): Promise<void> {
    const codes = [...this.held.keys()];
    if (codes.length > 0) this.log.info({ rooms: codes.length }, 'room channels: reconnected, catching up');
    await Promise.all(codes.map(async (code) => this.subscribe(code)));
  }

  /**
   * Sends to every other process that holds a socket of the room (none: Redis drops it).
   * `payloadJson` is already JSON (the change message reuses the text the commit stored).
   */
  publish(code: string, event: string, payloadJson: string): void {
    const envelope = `{"from":${JSON.stringify(this.id)},"event":${JSON.stringify(event)},"payload":${payloadJson}}`;
    this.publisher.spublish(this.channel(code), envelope).catch((error: unknown) => {
      // Stored all the same: the others get the stored room once Redis answers again.
      this.log.warn({ err: error, room: code }, 'room channel publish failed');
      if (this.publisher.status === 'ready') this.republish(code);
      else this.unpublished.add(code);
    });
  }

  async close(): Promise<void> {
    this.republish = () => undefined;
    this.subscriber.disconnect();
  }
}
