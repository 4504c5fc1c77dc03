// Redis GameStore (ioredis), on one Redis or on Redis Cluster (REDIS_CLUSTER). Every change is ONE
// Lua script — check the action id and the version, write what changed of the room, append its
// events, bump the version, move the deadline — so a change is atomic and costs one round trip. Every key a change
// touches shares one hash tag, so the script is cluster-safe (store/keys.ts has the layout).
import type { RoomState } from '@boneyard/table';
import { clusterLayout, singleLayout, type KeyLayout } from './keys.ts';
import { liveJson, WrittenParts } from './room-parts.ts';
import {
  EVENT_LOG_LENGTH,
  EXPIRY_BATCH,
  type ActionResult,
  type CommitInput,
  type CommitOutcome,
  type Expired,
  type GameStore,
  type LoggedEvents,
  type StoredRoom,
} from './types.ts';
import {
  connectScripted,
  type Client,
  type RedisTarget,
  type ScriptedRedis,
} from './redis-client.ts';

export class RedisStore implements GameStore {
  readonly kind = 'redis';
  private readonly redis: ScriptedRedis;
  /** The room parts as stored at the version this process last wrote or read (room-parts.ts). */
  private readonly written = new WrittenParts();
  readonly layout: KeyLayout;
  /** Where the deadline poller starts among the shards (rotates, so no shard waits behind others). */
  private nextShard = 0;

  constructor(
    readonly target: RedisTarget,
    private readonly prefix: string,
  ) {
    this.layout = typeof target === 'string' ? singleLayout(prefix) : clusterLayout(prefix);
    this.redis = connectScripted(target);
  }

  /** The client, for the Socket.IO adapter and the benchmark's PING. */
  get client(): Client {
    return this.redis;
  }

  private key(code: string, part = ''): string {
    return this.layout.room(code, part);
  }

  private shardOf(code: string) {
    return this.layout.shard(this.layout.shardOf(code));
  }

  /** Every shard's index keys (one on a single Redis). */
  private get shards() {
    return Array.from({ length: this.layout.shardCount }, (_unused, index) =>
      this.layout.shard(index),
    );
  }

  /** Liveness lease of one process id (expires by itself when the process stops renewing it). */
  private processKey(id: string): string {
    return `${this.prefix}process:${id}`;
  }

  async create(room: RoomState, ttlMs: number): Promise<boolean> {
    const expiries = this.shardOf(room.code).expiries;
    return (
      (await this.redis.boneyardCreate(
        this.key(room.code),
        expiries,
        JSON.stringify(room),
        ttlMs,
        Date.now() + ttlMs,
        room.code,
      )) === 1
    );
  }

  async load(code: string): Promise<StoredRoom | null> {
    const [version, json, history, rules, seats, revealed] = await this.redis.hmget(
      this.key(code),
      'v',
      's',
      'h',
      'u',
      'p',
      'r',
    );
    if (version == null || json == null) return null;
    const room = this.written.parse(code, json, { u: rules, p: seats, r: revealed, h: history });
    return { room, version: Number(version) };
  }

  async commit(input: CommitInput): Promise<CommitOutcome> {
    const parts = this.written.changed(input.code, input.room);
    const shard = this.shardOf(input.code);
    const [kind, value] = await this.redis.boneyardCommit(
      this.key(input.code),
      this.key(input.code, ':log'),
      this.key(input.code, ':actions'),
      shard.deadlines,
      shard.registry,
      shard.expiries,
      input.expectVersion,
      input.actionId ?? '',
      liveJson(input.room),
      JSON.stringify(input.events),
      input.ttlMs,
      input.deadlineAt === null ? '' : Math.round(input.deadlineAt),
      input.code,
      EVENT_LOG_LENGTH,
      parts.h,
      shard.heldPrefix,
      input.holders.added.join(' '),
      input.holders.removed.join(' '),
      parts.u,
      parts.p,
      parts.r,
      Date.now() + input.ttlMs,
    );
    if (kind !== 'ok') this.written.forget(input.code); // not written after all
    if (kind === 'ok') return { kind: 'ok', version: Number(value) };
    if (kind === 'duplicate')
      return { kind: 'duplicate', result: JSON.parse(value) as ActionResult };
    return { kind: 'conflict' };
  }

  async actionResult(code: string, actionId: string): Promise<ActionResult | null> {
    const json = await this.redis.hget(this.key(code, ':actions'), actionId);
    return json === null ? null : (JSON.parse(json) as ActionResult);
  }

  async eventsSince(code: string, afterVersion: number): Promise<LoggedEvents[]> {
    const entries = await this.redis.lrange(this.key(code, ':log'), 0, -1);
    return entries
      .map((json) => JSON.parse(json) as LoggedEvents)
      .filter((entry) => entry.version > afterVersion);
  }

  async dueRooms(now: number, limit: number): Promise<string[]> {
    await this.expire(Date.now(), EXPIRY_BATCH);
    const shards = this.shards;
    const start = this.nextShard;
    this.nextShard = (start + 1) % shards.length;
    const order = [...shards.slice(start), ...shards.slice(0, start)];
    const due = await Promise.all(
      order.map((shard) =>
        this.redis.zrangebyscore(shard.deadlines, '-inf', now, 'LIMIT', 0, limit),
      ),
    );
    return due.flat().slice(0, limit);
  }

  /** Every shard's tick (`limit` each, pipelined per node); records expire by their key's TTL alone. */
  async expire(now: number, limit: number): Promise<Expired> {
    const removed = await Promise.all(
      this.shards.map((shard) =>
        this.redis.boneyardExpire(
          shard.expiries,
          shard.deadlines,
          shard.registry,
          now,
          limit,
          shard.heldPrefix,
          ...shard.roomKey,
        ),
      ),
    );
    return { rooms: removed.reduce((sum, count) => sum + count, 0), records: 0 };
  }

  async dropDeadline(code: string): Promise<void> {
    await this.redis.zrem(this.shardOf(code).deadlines, code);
  }

  async lease(name: string, owner: string, ms: number): Promise<boolean> {
    return (await this.redis.set(`${this.prefix}lease:${name}`, owner, 'PX', ms, 'NX')) === 'OK';
  }

  async keepAlive(id: string, ms: number, start: boolean): Promise<boolean> {
    const key = this.processKey(id);
    const set = start
      ? this.redis.set(key, '1', 'PX', ms)
      : this.redis.set(key, '1', 'PX', ms, 'XX');
    return (await set) === 'OK';
  }

  async deadProcesses(): Promise<string[]> {
    const perShard = await Promise.all(
      this.shards.map((shard) => this.redis.smembers(shard.registry)),
    );
    const ids = [...new Set(perShard.flat())];
    const alive = await Promise.all(ids.map((id) => this.redis.exists(this.processKey(id))));
    return ids.filter((_id, index) => alive[index] === 0);
  }

  async roomsHeldBy(id: string): Promise<string[]> {
    const perShard = await Promise.all(
      this.shards.map((shard) => this.redis.smembers(shard.heldPrefix + id)),
    );
    return perShard.flat();
  }

  async forgetRoomHeldBy(id: string, code: string): Promise<void> {
    await this.redis.srem(this.shardOf(code).heldPrefix + id, code);
  }

  /** Forgotten shard by shard: true once no shard's rooms list the id any more. */
  async forgetProcess(id: string): Promise<boolean> {
    const forgotten = await Promise.all(
      this.shards.map((shard) =>
        this.redis.boneyardForgetProcess(shard.heldPrefix + id, shard.registry, id),
      ),
    );
    return forgotten.every((answer) => answer === 1);
  }

  /** One key per set (its own hash tag: a set is one key, whatever the cluster). */
  private slotKey(set: string): string {
    return `${this.prefix}slots:{${set}}`;
  }

  async claimSlot(
    set: string,
    member: string,
    until: number,
    limit: number | null,
  ): Promise<boolean> {
    return (
      (await this.redis.boneyardClaimSlot(
        this.slotKey(set),
        Date.now(),
        member,
        Math.round(until),
        limit ?? -1,
      )) === 1
    );
  }

  async releaseSlot(set: string, member: string): Promise<void> {
    await this.redis.zrem(this.slotKey(set), member);
  }

  async putRecord(code: string, match: number, record: string, ttlMs: number): Promise<void> {
    await this.redis.boneyardRecord(`${this.prefix}records:{${code}}`, match, record, ttlMs);
  }

  async getRecord(code: string, match: number | null): Promise<string | null> {
    const key = `${this.prefix}records:{${code}}`;
    const field = match ?? (await this.redis.hget(key, 'latest'));
    return field === null ? null : this.redis.hget(key, String(field));
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
