// The GameStore: Redis when REDIS_URL is set, else the embedded one — LMDB in DATA_DIR (persistent,
// the default) or memory (STORE=memory, tests). Closed with the app.
import fp from 'fastify-plugin';
import { LmdbStore } from '../store/lmdb.ts';
import { MemoryStore } from '../store/memory.ts';
import { RedisStore } from '../store/redis.ts';
import type { GameStore } from '../store/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    store: GameStore;
  }
}

async function openStore(config: { redisUrl: string | null; redisPrefix: string; embeddedStore: 'lmdb' | 'memory'; dataDir: string }): Promise<GameStore> {
  if (config.redisUrl !== null) return new RedisStore(config.redisUrl, config.redisPrefix);
  if (config.embeddedStore === 'memory') return new MemoryStore();
  const store = new LmdbStore(config.dataDir);
  await store.sweep(); // rooms that expired while the server was down
  return store;
}

export default fp(
  async (app) => {
    const store = await openStore(app.config);
    app.decorate('store', store);
    app.addHook('onClose', async () => store.close());
    app.log.info({ store: store.kind, ...(store instanceof LmdbStore ? { dir: store.dir } : {}) }, 'store ready');
  },
  { name: 'store', dependencies: ['config'] },
);
