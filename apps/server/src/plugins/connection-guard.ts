// Registers the per-IP socket cap (net/connection-cap.ts) on the Socket.IO server. Its middleware
// runs before any 'connection' handler, so it also fixes the client IP every handler sees.
import fp from 'fastify-plugin';
import { capConnectionsPerIp, type ConnectionCap } from '../net/connection-cap.ts';

declare module 'fastify' {
  interface FastifyInstance {
    connectionCap: ConnectionCap;
  }
}

export default fp(
  async (app) => {
    app.decorate('connectionCap', capConnectionsPerIp(app.io, app.config));
  },
  { name: 'connection-guard', dependencies: ['socket', 'config'] },
);
