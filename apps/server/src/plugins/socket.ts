// Socket.IO on the Fastify server. With Redis, the Redis Streams adapter carries room broadcasts
// between processes (and survives short Redis outages); every change is published per recipient.
import { MAX_MESSAGE_BYTES } from '@boneyard/protocol';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { frameFor } from '../room/views.ts';
import { RedisStore } from '../store/redis.ts';
import { registerHandlers } from '../socket/handlers.ts';
import { seatRoom, spectatorRoom } from '../socket/rooms.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

export default fp(
  async (app) => {
    const store = app.store;
    const adapterClient = store instanceof RedisStore ? store.client.duplicate() : null;
    const io = new Server(app.server, {
      // Twice the largest message: bigger frames close the connection before parsing; the handlers
      // answer anything over MAX_MESSAGE_BYTES with a `too-large` error.
      maxHttpBufferSize: MAX_MESSAGE_BYTES * 2,
      serveClient: false,
      pingInterval: 10_000,
      pingTimeout: 8_000,
      ...(adapterClient === null
        ? {}
        : {
            adapter: createAdapter(adapterClient, {
              streamName: `${app.config.redisPrefix}socket.io`,
              channelPrefix: `${app.config.redisPrefix}socket.io`,
              onlyPlaintext: true,
              heartbeatInterval: 2_000,
              heartbeatTimeout: 6_000,
              blockTimeInMs: 1_000,
            }),
          }),
    });
    app.decorate('io', io);

    app.rooms.setPublisher((change, version) => {
      const code = change.room.code;
      change.room.seats.forEach((_seat, index) => {
        io.to(seatRoom(code, index)).emit('update', frameFor(change, version, index));
      });
      io.to(spectatorRoom(code)).emit('update', frameFor(change, version, null));
    });
    registerHandlers(io, app.rooms, app.config, app.log);

    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      await io.close();
      adapterClient?.disconnect();
    });
  },
  { name: 'socket', dependencies: ['rooms', 'store', 'config'] },
);
