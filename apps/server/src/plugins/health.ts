// /healthz: the process answers. /readyz: the store answers too (load balancers use this one).
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    app.get('/healthz', async () => ({ ok: true }));
    app.get('/readyz', async (_request, reply) => {
      try {
        await app.store.ping();
        return { ok: true, store: app.store.kind };
      } catch {
        return reply.status(503).send({ ok: false, store: app.store.kind });
      }
    });
  },
  { name: 'health', dependencies: ['store'] },
);
