// The GameStore: Redis when REDIS_URL is set, else in memory. Closed with the app.
import fp from 'fastify-plugin';
import { MemoryStore } from '../store/memory.ts';
import { RedisStore } from '../store/redis.ts';
import type { GameStore } from '../store/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    store: GameStore;
  }
}

export default fp(
  async (app) => {
    const { redisUrl, redisPrefix } = app.config;
    const store: GameStore = redisUrl === null ? new MemoryStore() : new RedisStore(redisUrl, redisPrefix);
    app.decorate('store', store);
    app.addHook('onClose', async () => store.close());
    app.log.info({ store: store.kind }, 'store ready');
  },
  { name: 'store', dependencies: ['config'] },
);
