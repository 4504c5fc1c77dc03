// The Redis client of the store: one server or a cluster, and the store's Lua scripts defined on
// it as commands (redis-scripts.ts).
import { Cluster, Redis } from 'ioredis';
import {
  CLAIM_SLOT_SCRIPT,
  COMMIT_SCRIPT,
  CREATE_SCRIPT,
  EXPIRE_SCRIPT,
  FORGET_PROCESS_SCRIPT,
  RECORD_SCRIPT,
} from './redis-scripts.ts';

export type Client = Redis | Cluster;

export type ScriptedRedis = Client & {
  boneyardCreate(
    room: string,
    expiries: string,
    json: string,
    ttl: number,
    expiresAt: number,
    code: string,
  ): Promise<number>;
  boneyardExpire(
    expiries: string,
    deadlines: string,
    registry: string,
    now: number,
    limit: number,
    heldPrefix: string,
    roomBefore: string,
    roomAfter: string,
  ): Promise<number>;
  boneyardCommit(...args: (string | number)[]): Promise<[string, string]>;
  boneyardRecord(key: string, match: number, record: string, ttl: number): Promise<number>;
  boneyardForgetProcess(index: string, registry: string, id: string): Promise<number>;
  boneyardClaimSlot(
    set: string,
    now: number,
    member: string,
    until: number,
    limit: number,
  ): Promise<number>;
};

/** Where Redis is: one server (a redis:// URL) or the seed nodes of a cluster. */
export type RedisTarget =
  string | { readonly cluster: readonly { readonly host: string; readonly port: number }[] };

/** A new client for `target`. `sharded`: it may SSUBSCRIBE (one extra connection per cluster master). */
export function connectRedis(target: RedisTarget, sharded = false): Client {
  if (typeof target === 'string')
    return new Redis(target, {
      maxRetriesPerRequest: 3,
      enableAutoPipelining: true,
      lazyConnect: false,
    });
  return new Cluster(
    target.cluster.map((node) => ({ host: node.host, port: node.port })),
    {
      enableAutoPipelining: true,
      shardedSubscribers: sharded,
      redisOptions: { maxRetriesPerRequest: 3 },
      // A slot that moves (resharding, failover) is followed; commands wait for the new owner.
      retryDelayOnFailover: 200,
      retryDelayOnClusterDown: 300,
    },
  );
}

/** A client for `target` with the store's scripts defined on it. */
export function connectScripted(target: RedisTarget): ScriptedRedis {
  const redis = connectRedis(target);
  redis.defineCommand('boneyardCreate', { numberOfKeys: 2, lua: CREATE_SCRIPT });
  redis.defineCommand('boneyardCommit', { numberOfKeys: 6, lua: COMMIT_SCRIPT });
  redis.defineCommand('boneyardExpire', { numberOfKeys: 3, lua: EXPIRE_SCRIPT });
  redis.defineCommand('boneyardForgetProcess', { numberOfKeys: 2, lua: FORGET_PROCESS_SCRIPT });
  redis.defineCommand('boneyardRecord', { numberOfKeys: 1, lua: RECORD_SCRIPT });
  redis.defineCommand('boneyardClaimSlot', { numberOfKeys: 1, lua: CLAIM_SLOT_SCRIPT });
  return redis as ScriptedRedis;
}
