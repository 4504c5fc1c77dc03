// Socket.IO on the Fastify server. On one Redis, the Redis Streams adapter carries room changes
// between processes (and survives short Redis outages); on Redis Cluster, each room's changes go on
// that room's own sharded Pub/Sub channel, to the processes holding its sockets (store/room-channels.ts).
import { MAX_MESSAGE_BYTES } from '@boneyard/protocol';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import type { RoomChange, RoomState } from '../room/state.ts';
import { RedisStore } from '../store/redis.ts';
import { RoomChannels } from '../store/room-channels.ts';
import { registerHandlers } from '../socket/handlers.ts';
import { LocalDelivery, type Fanout } from '../socket/rooms.ts';

const CHANGE_EVENT = 'boneyard:change';
const SNAPSHOT_EVENT = 'boneyard:snapshots';
const HELLO_EVENT = 'boneyard:hello';
const SERVER_COUNT_POLL_MS = 1_000;
const ALONE_AFTER_MS = 15_000;

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
    const roomChannels = redis !== null && redis.layout.kind === 'cluster' ? new RoomChannels(redis.target, redis.layout, redis.client, app.log) : null;
    const adapterClient = redis !== null && roomChannels === null ? redis.client.duplicate() : null;
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
              // Each entry is one room change; other processes read them within milliseconds.
              maxLen: 2_000,
            }),
          }),
    });
    app.decorate('io', io);

    // Frames are built only where the recipients are: each process moves and serves its own
    // sockets, and a change made here reaches the other processes as ONE server-side message (not
    // one per recipient), which they turn into seat moves and frames for their sockets — in the
    // stream's order, so a seat move on another process also lands before that change's frames.
    const delivery = new LocalDelivery(io);
    // Cross-process messages cost an encode and a decode per change, so a process that is alone
    // skips them. It learns of others from Redis (PUBSUB NUMSUB, polled) and, without delay, from
    // the hello every process sends at start-up — before it listens, so before any of its sockets
    // could miss a frame.
    let otherServers = adapterClient === null ? 0 : 1;
    let lastHello = 0;
    const receiveChange = (message: { change: RoomChange; version: number }) => delivery.deliver(message.change, message.version);
    const receiveSnapshots = (message: { room: RoomState; version: number }) => delivery.pushSnapshots(message.room, message.version);
    // A change published before this process listened to the room's channel is caught up here.
    const catchUp = async (code: string) => {
      const stored = await store.load(code);
      if (stored !== null && stored.version > delivery.deliveredVersion(code)) delivery.pushSnapshots(stored.room, stored.version);
    };
    roomChannels?.attach(
      io,
      (event, payload) => {
        if (event === CHANGE_EVENT) receiveChange(payload as { change: RoomChange; version: number });
        if (event === SNAPSHOT_EVENT) receiveSnapshots(payload as { room: RoomState; version: number });
      },
      (code) => void catchUp(code).catch((error: unknown) => app.log.warn({ err: error, room: code }, 'room catch-up failed')),
    );
    if (adapterClient !== null) {
      io.on(CHANGE_EVENT, receiveChange);
      io.on(SNAPSHOT_EVENT, receiveSnapshots);
      io.on(HELLO_EVENT, () => {
        lastHello = Date.now();
        otherServers = Math.max(otherServers, 1);
      });
      const adapter = io.of('/').adapter as unknown as { serverCount(): Promise<number> };
      // Heartbeats stop while Redis is down, so the count falls to one although the others live:
      // "alone" is only believed after it held ALONE_AFTER_MS since Redis was last (re)connected,
      // or changes made just after an outage never reach their sockets (test/faults/redis-outage).
      let aloneSince: number | null = null;
      adapterClient.on('ready', () => {
        aloneSince = null;
        otherServers = Math.max(otherServers, 1);
      });
      const poll = setInterval(() => {
        adapter.serverCount().then(
          (count) => {
            const recentHello = Date.now() - lastHello < SERVER_COUNT_POLL_MS * 3;
            if (count > 1 || recentHello) {
              aloneSince = null;
              otherServers = Math.max(count - 1, 1);
              return;
            }
            aloneSince ??= Date.now();
            if (Date.now() - aloneSince >= ALONE_AFTER_MS) otherServers = 0;
          },
          () => (otherServers = 1),
        );
      }, SERVER_COUNT_POLL_MS);
      poll.unref();
      app.addHook('onClose', async () => clearInterval(poll));
      app.addHook('onReady', async () => {
        io.serverSideEmit(HELLO_EVENT);
      });
    }
    // Set when the adapter's client is about to quit: a change still committing then is stored
    // all the same, and clients on other processes resync when they see the version gap.
    let quitting = false;
    const toOthers = (code: string, event: string, message: unknown) => {
      if (quitting) return;
      if (roomChannels !== null) roomChannels.publish(code, event, message);
      else if (otherServers > 0) io.serverSideEmit(event, message);
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
      // The adapter does not await its PUBLISHes, so one still pending when the client closes is
      // rejected with nobody listening. Nothing new is sent, then a PING on the same connection
      // (answered after every earlier command) lets the pending ones finish before the client goes.
      quitting = true;
      await adapterClient?.ping().catch(() => undefined);
      await adapterClient?.quit().catch(() => adapterClient.disconnect());
      await roomChannels?.close();
    });
  },
  { name: 'socket', dependencies: ['rooms', 'store', 'config'] },
);
