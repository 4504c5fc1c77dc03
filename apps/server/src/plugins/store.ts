// The GameStore: Redis Cluster when REDIS_CLUSTER is set, one Redis when REDIS_URL is, else the embedded one — LMDB in DATA_DIR (persistent,
// the default) or memory (STORE=memory, tests). Closed with the app.
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { LmdbStore } from '../store/lmdb.ts';
import { MemoryStore } from '../store/memory.ts';
import { RedisStore } from '../store/redis.ts';
import type { GameStore } from '../store/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    store: GameStore;
  }
}

async function openStore(config: Config): Promise<GameStore> {
  if (config.redisCluster !== null)
    return new RedisStore({ cluster: config.redisCluster }, config.redisPrefix);
  if (config.redisUrl !== null) return new RedisStore(config.redisUrl, config.redisPrefix);
  if (config.embeddedStore === 'memory') return new MemoryStore();
  const store = new LmdbStore(config.dataDir);
  await store.sweep(); // rooms that expired while the server was down
  return store;
}

export default fp(
  async (app) => {
    const opened = await openStore(app.config);
    // Every call timed for /metrics (boneyard_store_seconds).
    const store = app.metrics.instrumentStore(opened);
    app.decorate('store', store);
    app.addHook('onClose', async () => store.close());
    app.log.info(
      { store: store.kind, ...(store instanceof LmdbStore ? { dir: store.dir } : {}) },
      'store ready',
    );
  },
  { name: 'store', dependencies: ['config', 'metrics'] },
);
