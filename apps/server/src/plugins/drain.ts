// Graceful drain (SIGTERM, main.ts): hand every player over to the other processes without losing
// a move.
// 1. /readyz answers 503, so the load balancer stops sending new connections here;
// 2. the listening socket closes: a connection attempt now fails at once, and the load balancer
//    (or the client's retry) goes to another process;
// 3. the messages being handled finish and are acknowledged (the store is still open);
// 4. every socket's connection is closed WITHOUT a Socket.IO disconnect packet — to the client it
//    looks like a dropped connection, so it reconnects by itself (to another process), joins again
//    and resends a move whose acknowledgement it never got (the action id makes that safe);
// 5. the app closes as usual (seats held only here go offline unless their players are back).
// Step 3 waits at most DRAIN_TIMEOUT_MS; moves still running then are stored or not, never half.
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs steps 1–4 (the caller closes the app afterwards). Idempotent. */
    drain(): Promise<void>;
    readonly draining: boolean;
  }
}

export default fp(
  async (app) => {
    let draining: Promise<void> | null = null;
    app.decorate('draining', {
      getter: () => draining !== null,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (draining !== null && request.url === '/readyz')
        return reply.status(503).send({ ok: false, draining: true });
    });
    const run = async () => {
      app.log.info({ inFlight: app.metrics.inFlight }, 'draining');
      await new Promise<void>((resolve) => {
        if (!app.server.listening) return resolve();
        // Resolves when every HTTP connection has ended too; the sockets are closed below.
        app.server.close(() => resolve());
        setImmediate(resolve);
      });
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), app.config.drainTimeoutMs);
      });
      const late = await Promise.race([app.metrics.whenIdle().then(() => false), timedOut]);
      clearTimeout(timer);
      if (late)
        app.log.warn(
          { inFlight: app.metrics.inFlight },
          'drain timed out with messages still being handled',
        );
      // In one go, so no new message can start between the check above and the close.
      for (const socket of app.io.of('/').sockets.values()) socket.conn.close();
      app.log.info('drained');
    };
    app.decorate('drain', () => (draining ??= run()));
  },
  { name: 'drain', dependencies: ['config', 'metrics', 'socket'] },
);
