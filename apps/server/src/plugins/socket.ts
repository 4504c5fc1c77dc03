// Socket.IO on the Fastify server. On Redis (one server or a cluster) each room's changes go on that
// room's own sharded Pub/Sub channel, to the processes holding its sockets (store/room-channels.ts).
import { MAX_MESSAGE_BYTES } from '@boneyard/protocol';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import type { RoomChange, RoomState } from '../room/state.ts';
import { RedisStore } from '../store/redis.ts';
import { RoomChannels } from '../store/room-channels.ts';
import { registerHandlers } from '../socket/handlers.ts';
import { LocalDelivery, type Fanout } from '../socket/rooms.ts';

const CHANGE_EVENT = 'boneyard:change';
const SNAPSHOT_EVENT = 'boneyard:snapshots';

/** Other processes only build frames and snapshots: the current server seed need not travel. */
function roomWithoutSeed(room: RoomState): RoomState {
  return room.deal === null ? room : { ...room, deal: { ...room.deal, serverSeed: '' } };
}

/**
 * What other processes need to build the frames of a change: finished hands only when they changed,
 * or when tokens moved (their sockets get a full snapshot, history included).
 */
function changeForOthers(change: RoomChange): RoomChange {
  const room = roomWithoutSeed(change.room);
  if (change.historyChanged || (change.placements?.length ?? 0) > 0 || room.game === null) return { ...change, room };
  return { ...change, room: { ...room, game: { ...room.game, history: [] } } };
}

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

export default fp(
  async (app) => {
    const store = app.store;
    const redis = store instanceof RedisStore ? store : null;
    const roomChannels = redis === null ? null : new RoomChannels(redis.target, redis.layout, redis.client, app.log);
    const io = new Server(app.server, {
      // Twice the largest message: bigger frames close the connection before parsing; the handlers
      // answer anything over MAX_MESSAGE_BYTES with a `too-large` error.
      maxHttpBufferSize: MAX_MESSAGE_BYTES * 2,
      serveClient: false,
      pingInterval: 10_000,
      pingTimeout: 8_000,
    });
    app.decorate('io', io);

    // Frames are built only where the recipients are: each process moves and serves its own
    // sockets (Socket.IO's in-memory adapter: every delivery is io.local), and a change made here
    // reaches the processes that hold sockets of the room as ONE message on the room's channel (not
    // one per recipient), which they turn into seat moves and frames for their sockets.
    const delivery = new LocalDelivery(
      io,
      (code) => store.load(code),
      (error, code) => app.log.warn({ err: error, room: code }, 'room catch-up failed'),
    );
    roomChannels?.attach(
      io,
      (event, payload) => {
        if (event === CHANGE_EVENT) {
          const message = payload as { change: RoomChange; version: number };
          delivery.deliver(message.change, message.version);
        }
        if (event === SNAPSHOT_EVENT) {
          const message = payload as { room: RoomState; version: number };
          delivery.catchUp(message.room, message.version);
        }
      },
      // Subscribed (again): a change published before that is in the store.
      (code) => delivery.catchUpFromStore(code),
      // A publish failed: the change is stored, the others get the stored room.
      (code) =>
        void store.load(code).then(
          (stored) => stored !== null && toOthers(code, SNAPSHOT_EVENT, { room: roomWithoutSeed(stored.room), version: stored.version }),
          (error: unknown) => app.log.warn({ err: error, room: code }, 'room republish failed'),
        ),
    );
    // Set when Redis is about to be let go: a change still committing then is stored all the
    // same, and clients on other processes resync when they see the version gap.
    let quitting = false;
    const toOthers = (code: string, event: string, message: unknown) => {
      if (!quitting) roomChannels?.publish(code, event, message);
    };
    app.rooms.setPublisher((change, version) => {
      delivery.deliver(change, version);
      toOthers(change.room.code, CHANGE_EVENT, { change: changeForOthers(change), version });
    });
    const fanout: Fanout = {
      pushSnapshots(room, version) {
        delivery.pushSnapshots(room, version);
        toOthers(room.code, SNAPSHOT_EVENT, { room: roomWithoutSeed(room), version });
      },
      deliveredVersion: (code) => delivery.deliveredVersion(code),
    };
    const handlers = registerHandlers(io, app.rooms, fanout, app.config, app.log);

    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      // Their seats go offline (and the other processes hear of it) before Redis is let go.
      await handlers.settled();
    });
    app.addHook('onClose', async () => {
      await io.close();
      // Publishes are not awaited: a PING on the same connection (answered after every earlier
      // command) lets the pending ones finish before the store lets Redis go.
      await redis?.client.ping().catch(() => undefined);
      quitting = true;
      await roomChannels?.close();
    });
  },
  { name: 'socket', dependencies: ['rooms', 'store', 'config'] },
);
