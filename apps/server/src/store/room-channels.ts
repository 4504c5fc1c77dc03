// Cross-process messages, on one Redis and on Redis Cluster alike: one Pub/Sub channel per room,
// sharded (Redis 7 SPUBLISH / SSUBSCRIBE) and carrying the room's hash tag, so on a cluster a room's
// messages live on the master that holds the room and no channel carries every room. A process
// subscribes to a room's channel while it holds at least one socket of that room (it watches
// Socket.IO's token channels `r:CODE:t:…` appear and disappear) and unsubscribes when the last one
// leaves: a change reaches only the processes that serve someone in that room.
//
// A process alone in a room publishes nothing. SPUBLISH answers how many subscribers heard it;
// when that is only this process's own subscription, the room is marked `alone` and later changes
// are not published. A process that subscribes to a room's channel announces itself on it
// (`hello`) once its subscription is confirmed: whoever hears that stops skipping and sends the
// stored room (a change skipped just before is in the store by then), so the newcomer misses
// nothing. A process marks a room alone only while its own subscription to it is confirmed (else it
// could not hear a hello), confirmed before the publish was sent (so Redis counted it), and only if
// no hello arrived between its publish and the answer (the answer and a hello come on different
// connections, in either order); it forgets every mark when
// its subscriber connection drops, and a mark lasts ALONE_RECHECK_MS at most: then, if a change was
// skipped meanwhile, the stored room is published (counting the listeners again). So a listener
// the count missed — another process whose subscription the client library restored by itself
// after a failover, without a hello — is at most that far behind, even if no change follows.
//
// Messages start with the sender's id (fixed length), so a process drops its own echo without
// parsing it.
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
import { connectRedis, type RedisTarget } from './redis-client.ts';

type Client = ReturnType<typeof connectRedis>;

/** Socket.IO's per-token channel of a room (socket/rooms.ts `tokenRoom`): `r:CODE:t:HASH`. */
const TOKEN_CHANNEL = /^r:([^:]+):t:/;

interface Envelope {
  readonly event: string;
  readonly payload: unknown;
}

/** The event a process sends on a room's channel once it listens there. */
const HELLO = 'hello';
const ID_LENGTH = 36; // randomUUID()
const ALONE_RECHECK_MS = 5000;

export class RoomChannels {
  private readonly id = randomUUID();
  private readonly subscriber: Client;
  /** code → this process's token channels of the room. */
  private readonly held = new Map<string, number>();
  /** Rooms whose channel this process listens to (subscription confirmed). */
  private readonly subscribed = new Set<string>();
  /** Rooms where no other process listens: their changes are not published (see the file comment). */
  private readonly alone = new Map<string, { skipped: boolean; readonly timer: NodeJS.Timeout }>();
  /** Hellos heard so far (from any room): a publish answered after one may have missed its sender. */
  private hellos = 0;
  /** Rooms whose hello could not be sent: sent when the publisher's connection is back. */
  private readonly unannounced = new Set<string>();

  constructor(
    target: RedisTarget,
    private readonly layout: KeyLayout,
    private readonly publisher: Client,
    private readonly log: FastifyBaseLogger,
  ) {
    this.subscriber = connectRedis(target, true);
    // Connection errors are followed by reconnects (and a catch-up, below); the store logs its own.
    this.subscriber.on('error', (error: unknown) =>
      this.log.debug({ err: error }, 'room channels: connection error'),
    );
  }

  private channel(code: string): string {
    return this.layout.room(code, ':relay');
  }

  /**
   * Follows the local Socket.IO channels and hands every message from another process to `receive`;
   * `onSubscribed(code)` runs once the room's channel is listened to.
   */
  attach(
    io: Server,
    receive: (event: string, payload: unknown) => void,
    onSubscribed: (code: string) => void,
    republish: (code: string) => void,
  ): void {
    this.onSubscribed = onSubscribed;
    this.republish = republish;
    // The first 'ready' finds nothing held; a later one follows a lost connection.
    this.subscriber.on('ready', () => void this.resubscribeAll());
    this.subscriber.on('close', () => {
      // Hellos published while this connection is down are lost: publish again until heard of.
      this.subscribed.clear();
      for (const code of [...this.alone.keys()]) this.unmark(code);
    });
    this.publisher.on('ready', () => {
      const failed = [...this.unpublished];
      this.unpublished.clear();
      for (const code of failed) this.republish(code);
      const unannounced = [...this.unannounced];
      this.unannounced.clear();
      for (const code of unannounced) this.hello(code);
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
      this.subscribed.delete(code);
      this.unmark(code);
      this.subscriber
        .sunsubscribe(this.channel(code))
        .catch((error: unknown) =>
          this.log.warn({ err: error, room: code }, 'room channel unsubscribe failed'),
        );
    });
    this.subscriber.on('smessage', (_channel: string, text: string) => {
      if (text.startsWith(this.id)) return; // this process's own message
      const envelope = JSON.parse(text.slice(ID_LENGTH)) as Envelope;
      if (envelope.event !== HELLO) return receive(envelope.event, envelope.payload);
      // Another process listens now: publish again, and send it the stored room (a change whose
      // publish was skipped before this point is in the store).
      const code = envelope.payload as string;
      this.hellos += 1;
      if (this.unmark(code) !== null) this.republish(code);
    });
  }

  private onSubscribed: (code: string) => void = () => undefined;
  private republish: (code: string) => void = () => undefined;
  /** Rooms whose last publish failed: republished when the publisher's connection is back. */
  private readonly unpublished = new Set<string>();

  private subscribe(code: string): void {
    this.subscriber.ssubscribe(this.channel(code)).then(
      () => {
        if (!this.held.has(code)) return; // left meanwhile
        this.subscribed.add(code);
        this.hello(code);
        this.onSubscribed(code);
      },
      // Subscribed again (and caught up) when the connection is back.
      (error: unknown) =>
        this.log.warn({ err: error, room: code }, 'room channel subscribe failed'),
    );
  }

  /**
   * After a reconnect: subscribes to every held room's channel (ioredis resubscribes too, but
   * without telling when it is done) and catches each up once ITS subscription is confirmed, so a
   * change is either in the store when read or published to a channel already listened to.
   */
  private async resubscribeAll(): Promise<void> {
    const codes = [...this.held.keys()];
    if (codes.length > 0)
      this.log.info({ rooms: codes.length }, 'room channels: reconnected, catching up');
    await Promise.all(codes.map(async (code) => this.subscribe(code)));
  }

  /**
   * Sends to every other process that holds a socket of the room (nothing while it is alone in it).
   * `payloadJson` makes the JSON (the change message reuses the text the commit stored), only if sent.
   */
  publish(code: string, event: string, payloadJson: () => string): void {
    const mark = this.alone.get(code);
    if (mark !== undefined) return void (mark.skipped = true);
    const envelope = `${this.id}{"event":${JSON.stringify(event)},"payload":${payloadJson()}}`;
    const hellosBefore = this.hellos;
    // Confirmed before the publish is sent, the subscription is counted among the receivers (the
    // publisher's and the subscriber's connections are not ordered with each other otherwise).
    const listening = this.subscribed.has(code);
    this.publisher.spublish(this.channel(code), envelope).then(
      (receivers) => {
        if (!listening || !this.subscribed.has(code)) return;
        // Only this process's own subscription heard it, and it would hear a newcomer's hello.
        if (receivers === 1 && this.hellos === hellosBefore) this.mark(code);
        // Not even this process's own subscription heard it: the client library is restoring the
        // subscriptions (a failover); whoever else listens gets the stored room after the recheck.
        if (receivers === 0) this.mark(code, true);
      },
      (error: unknown) => {
        // Stored all the same: the others get the stored room once Redis answers again.
        this.log.warn({ err: error, room: code }, 'room channel publish failed');
        if (this.publisher.status === 'ready') this.republish(code);
        else this.unpublished.add(code);
      },
    );
  }

  private mark(code: string, skipped = false): void {
    if (this.alone.has(code)) return;
    const timer = setTimeout(() => {
      // Recount: the stored room goes out if something was skipped (and marks the room again if nobody heard it).
      if (this.unmark(code)?.skipped) this.republish(code);
    }, ALONE_RECHECK_MS);
    timer.unref();
    this.alone.set(code, { skipped, timer });
  }

  /** Drops the room's mark; answers it (null: none). */
  private unmark(code: string): { skipped: boolean } | null {
    const mark = this.alone.get(code);
    if (mark === undefined) return null;
    clearTimeout(mark.timer);
    this.alone.delete(code);
    return mark;
  }

  /** Whether the room's changes are being skipped (no other process listens): for tests and metrics. */
  isAlone(code: string): boolean {
    return this.alone.has(code);
  }

  /** Tells the processes already listening to the room that this one listens too. */
  private hello(code: string): void {
    const envelope = `${this.id}{"event":"${HELLO}","payload":${JSON.stringify(code)}}`;
    this.publisher.spublish(this.channel(code), envelope).catch((error: unknown) => {
      this.log.warn({ err: error, room: code }, 'room channel hello failed');
      this.unannounced.add(code);
    });
  }

  async close(): Promise<void> {
    this.republish = () => undefined;
    for (const code of [...this.alone.keys()]) this.unmark(code);
    this.subscriber.disconnect();
  }
}
