// Where the Redis store keeps things. A change is one Lua script, and in Redis Cluster a script may
// only touch keys of ONE hash slot. So every key a room's commit touches — the room, its event log,
// its action ids, and the index entries that move with it (its deadline, the processes holding its
// seats) — carries the same hash tag.
//
// - Single Redis: one shard. The room keys carry `{CODE}`, the indexes are global keys (the layout
//   the store always had, so existing data stays readable).
// - Redis Cluster: SHARDS shards. A room belongs to shard crc16(code) mod SHARDS, and that shard's
//   hash tag is in ALL of the room's keys and in the shard's index keys (deadlines, process
//   registry, rooms per process). The tags are picked so the shards' slots are spread evenly over
//   the 16,384 slots: any split of the slots over the masters gives each master its share of rooms.
//   Readers of an index (the deadline poller, the dead-process reaper) ask every shard: SHARDS
//   small commands per poll, pipelined per node, instead of one key that every room writes to.
import { crc16 } from './crc16.ts';

export const CLUSTER_SLOTS = 16_384;
/** Shards of a cluster layout: plenty for tens of masters, few enough to poll every second. */
export const CLUSTER_SHARDS = 64;

/** The slot Redis Cluster gives a key (the hash tag's content when the key has a non-empty one). */
export function keySlot(key: string): number {
  const open = key.indexOf('{');
  if (open !== -1) {
    const close = key.indexOf('}', open + 1);
    if (close > open + 1) return crc16(key.slice(open + 1, close)) % CLUSTER_SLOTS;
  }
  return crc16(key) % CLUSTER_SLOTS;
}

/** The index keys of one shard. */
export interface ShardKeys {
  /** Sorted set: room code → its next deadline (ms). */
  readonly deadlines: string;
  /** Sorted set: room code → when its keys expire (ms): what the expiry tick cleans the indexes of. */
  readonly expiries: string;
  /** A room key of this shard is `roomKey[0] + code + roomKey[1]` (for Lua scripts, which cannot call `room`). */
  readonly roomKey: readonly [string, string];
  /** Set of process ids recorded in some room of this shard. */
  readonly registry: string;
  /** `heldPrefix + processId`: set of this shard's rooms where that process holds a seat. */
  readonly heldPrefix: string;
}

export interface KeyLayout {
  readonly kind: 'single' | 'cluster';
  readonly shardCount: number;
  shardOf(code: string): number;
  shard(index: number): ShardKeys;
  /** A key of the room (`part` '' for the room itself, ':log', ':actions'). */
  room(code: string, part?: string): string;
}

export function singleLayout(prefix: string): KeyLayout {
  const keys: ShardKeys = {
    deadlines: `${prefix}deadlines`,
    expiries: `${prefix}expiries`,
    roomKey: [`${prefix}room:{`, '}'],
    registry: `${prefix}processes`,
    heldPrefix: `${prefix}held:`,
  };
  return {
    kind: 'single',
    shardCount: 1,
    shardOf: () => 0,
    shard: () => keys,
    room: (code, part = '') => `${prefix}room:{${code}}${part}`,
  };
}

/**
 * One hash tag per shard, shard i's tag hashing into the i-th equal stretch of slots. Found by
 * trying short names in order, so every process computes the same tags.
 */
function shardTags(count: number): string[] {
  const width = CLUSTER_SLOTS / count;
  const tags: (string | undefined)[] = new Array<string | undefined>(count).fill(undefined);
  let found = 0;
  for (let n = 0; found < count; n++) {
    const tag = `s${n.toString(36)}`;
    const shard = Math.floor(keySlot(`{${tag}}`) / width);
    if (tags[shard] === undefined) {
      tags[shard] = tag;
      found++;
    }
  }
  return tags as string[];
}

export function clusterLayout(prefix: string, shardCount = CLUSTER_SHARDS): KeyLayout {
  const tags = shardTags(shardCount);
  const shards = tags.map((tag): ShardKeys => ({
    deadlines: `${prefix}deadlines:{${tag}}`,
    expiries: `${prefix}expiries:{${tag}}`,
    roomKey: [`${prefix}room:{${tag}}:`, ''],
    registry: `${prefix}processes:{${tag}}`,
    heldPrefix: `${prefix}held:{${tag}}:`,
  }));
  const shardOf = (code: string) => crc16(code) % shardCount;
  return {
    kind: 'cluster',
    shardCount,
    shardOf,
    shard: (index) => shards[index]!,
    room: (code, part = '') => `${prefix}room:{${tags[shardOf(code)]}}:${code}${part}`,
  };
}
