// Socket.IO on the Fastify server. On Redis (one server or a cluster) each room's changes go on that
// room's own sharded Pub/Sub channel, to the processes holding its sockets (store/room-channels.ts).
import { MAX_MESSAGE_BYTES, type Said } from '@boneyard/protocol';
import type { RoomState } from '@boneyard/table';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { RedisStore } from '../store/redis.ts';
import { RoomChannels } from '../store/room-channels.ts';
import { ChangeMessages, type ChangeMessage } from '../socket/change-messages.ts';
import { jsonOnlyParser } from '../socket/encoder.ts';
import { registerHandlers } from '../socket/handlers.ts';
import { LocalDelivery, sayLocally, type Fanout } from '../socket/rooms.ts';

const CHANGE_EVENT = 'boneyard:change';
const SNAPSHOT_EVENT = 'boneyard:snapshots';
/** A reaction or chat line (issue 48): relayed to the other processes' sockets, never stored. */
const SAID_EVENT = 'boneyard:said';

/** Other processes only build frames and snapshots: the current server seed is not kept there. */
function roomWithoutSeed(room: RoomState): RoomState {
  return room.deal === null ? room : { ...room, deal: { ...room.deal, serverSeed: '' } };
}

function createIo(server: FastifyInstance['server']): Server {
  return new Server(server, {
    // Twice the largest message: bigger frames close the connection before parsing; the handlers
    // answer anything over MAX_MESSAGE_BYTES with a `too-large` error.
    maxHttpBufferSize: MAX_MESSAGE_BYTES * 2,
    serveClient: false,
    // Every message is JSON: no per-packet walk for binaries (socket/encoder.ts).
    parser: jsonOnlyParser,
    pingInterval: 10_000,
    pingTimeout: 8_000,
  });
}

/** What this process does with a message on a room's channel from another process. */
function channelListener(
  app: FastifyInstance,
  io: Server,
  messages: ChangeMessages,
  delivery: LocalDelivery,
): (event: string, payload: unknown) => void {
  return (event, payload) => {
    if (event === CHANGE_EVENT) {
      const message = payload as ChangeMessage;
      const room = messages.decode(message);
      // A part left out of a room this process does not hold at the version before: a gap.
      if (room === null) return delivery.catchUpFromStore(message.room.code);
      messages.remember(room, message.version);
      // The room as stored: this process's next change to it needs no read (a stale one is
      // refused by the commit's version check and read again).
      app.rooms.adopt({ room, version: message.version });
      delivery.deliver({ ...message.change, room: roomWithoutSeed(room) }, message.version);
    }
    if (event === SAID_EVENT) {
      const message = payload as { code: string; said: Said };
      sayLocally(io, message.code, message.said);
    }
    if (event === SNAPSHOT_EVENT) {
      const message = payload as { room: RoomState; version: number };
      messages.remember(message.room, message.version);
      delivery.catchUp(message.room, message.version);
    }
  };
}

type Publish = (code: string, event: string, json: () => string) => void;

/** How the socket handlers reach every recipient: this process's sockets, then (on Redis) the others. */
function makeFanout(
  io: Server,
  delivery: LocalDelivery,
  messages: ChangeMessages,
  toOthers: Publish | null,
): Fanout {
  return {
    pushSnapshots(room, version) {
      delivery.pushSnapshots(room, version);
      messages.remember(room, version);
      toOthers?.(room.code, SNAPSHOT_EVENT, () =>
        JSON.stringify({ room: roomWithoutSeed(room), version }),
      );
    },
    deliveredVersion: (code) => delivery.deliveredVersion(code),
    say(code, said) {
      sayLocally(io, code, said);
      toOthers?.(code, SAID_EVENT, () => JSON.stringify({ code, said }));
    },
  };
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
    const roomChannels =
      redis === null ? null : new RoomChannels(redis.target, redis.layout, redis.client, app.log);
    const io = createIo(app.server);
    app.decorate('io', io);

    // Frames are built only where the recipients are: each process moves and serves its own
    // sockets (Socket.IO's in-memory adapter: every delivery is io.local), and a change made here
    // reaches the processes that hold sockets of the room as ONE message on the room's channel (not
    // one per recipient), which they turn into seat moves and frames for their sockets.
    const messages = new ChangeMessages();
    const delivery = new LocalDelivery(
      io,
      (code) =>
        store.load(code).then((stored) => {
          if (stored !== null) messages.remember(stored.room, stored.version);
          return stored;
        }),
      (error, code) => app.log.warn({ err: error, room: code }, 'room catch-up failed'),
    );
    roomChannels?.attach(
      io,
      channelListener(app, io, messages, delivery),
      // Subscribed (again): a change published before that is in the store.
      (code) => delivery.catchUpFromStore(code),
      // A publish failed: the change is stored, the others get the stored room.
      (code) =>
        void store.load(code).then(
          (stored) =>
            stored !== null &&
            toOthers(code, SNAPSHOT_EVENT, () =>
              JSON.stringify({ room: roomWithoutSeed(stored.room), version: stored.version }),
            ),
          (error: unknown) => app.log.warn({ err: error, room: code }, 'room republish failed'),
        ),
    );
    // Set when Redis is about to be let go: a change still committing then is stored all the
    // same, and clients on other processes resync when they see the version gap.
    let quitting = false;
    /** `json` is only made when someone else listens (a process alone in a room publishes nothing). */
    const toOthers = (code: string, event: string, json: () => string) => {
      if (!quitting) roomChannels?.publish(code, event, json);
    };
    app.rooms.setPublisher((change, version, mover) => {
      delivery.deliver(change, version, mover);
      if (roomChannels === null) return;
      toOthers(change.room.code, CHANGE_EVENT, () => messages.encode(change, version));
      messages.remember(change.room, version);
    });
    const fanout = makeFanout(io, delivery, messages, roomChannels === null ? null : toOthers);
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
