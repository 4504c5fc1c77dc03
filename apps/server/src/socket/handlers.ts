// Socket.IO message handlers. Every message is schema-checked, rate-limited and answered through
// its ack with a value or a coded error; the sender's seat always comes from the room state via the
// socket's token, never from the payload.
import {
  ClientMessages,
  MAX_MESSAGE_BYTES,
  type ClientMessage,
  type ClientMessageName,
  type ClientReply,
  type ErrorPayload,
} from '@boneyard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { hashToken, newSeatToken } from '../codes.ts';
import type { Config } from '../config.ts';
import * as commands from '../room/commands.ts';
import { fail, ok, type Outcome } from '../room/result.ts';
import type { RoomService } from '../room/service.ts';
import { seatOfToken, type RoomState } from '../room/state.ts';
import { snapshotFor } from '../room/views.ts';
import { KeyedLimiter, TokenBucket } from './limits.ts';
import { handReady } from './ready.ts';
import { placeSocket, seatRoom, spectatorRoom, type Fanout } from './rooms.ts';

interface SocketData {
  code: string | null;
  tokenHash: string | null;
}

type Handler<N extends ClientMessageName> = (payload: ClientMessage<N>) => Promise<Outcome<ClientReply<N>>>;

function clientIp(socket: Socket, trustProxy: boolean): string {
  const forwarded = socket.handshake.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') return forwarded.split(',')[0]!.trim();
  return socket.handshake.address;
}

function payloadBytes(payload: unknown): number {
  try {
    return JSON.stringify(payload ?? null).length;
  } catch {
    return Infinity;
  }
}

function isHost(room: RoomState, tokenHash: string): Outcome<null> {
  return room.hostTokenHash === tokenHash ? ok(null) : fail('not-host', 'only the host can do that');
}

export interface Handlers {
  /** Resolves once every leave started so far is stored (so a shutdown publishes them before closing). */
  settled(): Promise<void>;
}

export function registerHandlers(io: Server, service: RoomService, fanout: Fanout, config: Config, log: FastifyBaseLogger): Handlers {
  const leaving = new Set<Promise<void>>();
  const createLimiter = new KeyedLimiter(config.limits.createPerMinute);
  const joinLimiter = new KeyedLimiter(config.limits.joinPerMinute);
  const ipLimiter = new KeyedLimiter(config.limits.ipPerSecond * 60, config.limits.ipPerSecond * 2);
  const presence = service.presence;

  io.on('connection', (socket) => {
    const ip = clientIp(socket, config.trustProxy);
    const data: SocketData = { code: null, tokenHash: null };
    const bucket = new TokenBucket(config.limits.socketPerSecond * 2, config.limits.socketPerSecond / 1000);
    let strikes = 0;

    const strike = (error: ErrorPayload): void => {
      strikes += 1;
      log.debug({ ip, code: error.code, strikes }, 'bad or excessive message');
      if (strikes >= config.limits.abuse) {
        socket.emit('error', { code: 'rate-limited', message: 'too many bad or excessive messages: disconnected' });
        socket.disconnect(true);
      }
    };

    function handle<N extends ClientMessageName>(name: N, handler: Handler<N>): void {
      socket.on(name as string, async (payload: unknown, ack: unknown) => {
        if (typeof ack !== 'function') {
          const error: ErrorPayload = { code: 'bad-request', message: `${name} must be sent with an ack callback` };
          socket.emit('error', error);
          return strike(error);
        }
        const reply = ack as (answer: Outcome<ClientReply<N>>) => void;
        const refuse = (error: ErrorPayload): void => {
          reply({ ok: false, error });
          strike(error);
        };
        if (!bucket.take() || !ipLimiter.take(ip)) return refuse({ code: 'rate-limited', message: 'too many messages; slow down' });
        if (payloadBytes(payload) > MAX_MESSAGE_BYTES) {
          return refuse({ code: 'too-large', message: `messages are limited to ${MAX_MESSAGE_BYTES} bytes` });
        }
        const parsed = ClientMessages[name].safeParse(payload);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const where = issue === undefined || issue.path.length === 0 ? '' : `${issue.path.join('.')}: `;
          return refuse({ code: 'bad-request', message: `${where}${issue?.message ?? 'malformed payload'}` });
        }
        try {
          reply(await handler(parsed.data as ClientMessage<N>));
        } catch (error) {
          log.error({ err: error, room: data.code, message: name }, 'handler failed');
          reply({ ok: false, error: { code: 'internal', message: 'internal error; nothing was applied' } });
        }
      });
    }

    socket.onAny((name: string) => {
      if (!(name in ClientMessages)) {
        const error: ErrorPayload = { code: 'bad-request', message: `unknown message ${JSON.stringify(name).slice(0, 40)}` };
        socket.emit('error', error);
        strike(error);
      }
    });

    /** The joined room and identity, or not-joined. */
    const joined = (): Outcome<{ code: string; tokenHash: string }> =>
      data.code === null || data.tokenHash === null
        ? fail('not-joined', 'join a room first')
        : ok({ code: data.code, tokenHash: data.tokenHash });

    /** Puts the socket in its current seat's channel and pushes it a fresh snapshot. */
    const resync = async (code: string, tokenHash: string) => {
      const stored = await service.load(code);
      if (stored === null) return fail<never>('not-found', 'no such room (it may have expired)');
      const seat = seatOfToken(stored.room, tokenHash);
      placeSocket(socket, code, seat);
      return ok(snapshotFor(stored.room, stored.version, seat, stored.room.hostTokenHash === tokenHash));
    };

    handle('room:create', async (payload) => {
      if (!createLimiter.take(ip)) return fail('rate-limited', 'too many rooms created from this address');
      const created = await service.create(payload);
      return created.ok ? ok({ ...created.value, url: `/r/${created.value.code}` }) : created;
    });

    handle('room:join', async ({ code, token, name }) => {
      if (!joinLimiter.take(ip)) return fail('rate-limited', 'too many joins from this address');
      const seatToken = token ?? newSeatToken();
      const tokenHash = hashToken(seatToken);
      const again = data.code === code && data.tokenHash === tokenHash;
      if (data.code !== null && !again) await leaveRoom();
      // Counted before the change is computed, so a leave of another socket of this seat on this
      // process, serialised after it, still sees this one.
      if (!again) presence.hold(code, tokenHash);
      const joinedRoom = await service.mutate(code, (room, now) => {
        const seat = seatOfToken(room, tokenHash);
        if (seat === null) return ok(null);
        const online = presence.update(room, tokenHash, now);
        if (name === undefined || room.seats[seat]?.name === name) return ok(online);
        const renamed = commands.rename(online?.room ?? room, seat, name);
        return ok(renamed.ok ? renamed.value : online); // a name another seat shows: keep the old one, still join
      });
      if (!joinedRoom.ok && !again) presence.release(code, tokenHash);
      if (!joinedRoom.ok) return joinedRoom;
      data.code = code;
      data.tokenHash = tokenHash;
      if (socket.disconnected) {
        // It left while the join was being stored (its disconnect saw no room yet): leave now, or
        // this process would count it as holding the seat forever.
        await leaveRoom();
        return fail('not-joined', 'disconnected while joining');
      }
      const { room, version } = joinedRoom.value.stored;
      const seat = seatOfToken(room, tokenHash);
      if (seat !== null && room.status === 'playing') fanout.pushSnapshots(room, version, 'all');
      placeSocket(socket, code, seat);
      log.info({ room: code, seat }, 'joined');
      return ok({ token: seatToken, snapshot: snapshotFor(room, version, seat, room.hostTokenHash === tokenHash) });
    });

    /**
     * After a seat change: move the socket to its new channel at once (before any await, so no
     * frame of a seat it left can reach it), then push it a snapshot of the stored room.
     */
    const reseat = (code: string, tokenHash: string, stored: { room: RoomState; version: number }) => {
      const seat = seatOfToken(stored.room, tokenHash);
      placeSocket(socket, code, seat);
      socket.emit('snapshot', snapshotFor(stored.room, stored.version, seat, stored.room.hostTokenHash === tokenHash));
    };

    handle('seat:take', async ({ seat, name }) => {
      const me = joined();
      if (!me.ok) return me;
      const taken = await service.mutate(me.value.code, (room, now) =>
        commands.takeSeat(room, seat, me.value.tokenHash, name, [presence.id], now),
      );
      if (!taken.ok) return taken;
      reseat(me.value.code, me.value.tokenHash, taken.value.stored);
      return ok({ seat });
    });

    handle('seat:leave', async () => {
      const me = joined();
      if (!me.ok) return me;
      const left = await service.mutate(me.value.code, (room) => {
        const seat = seatOfToken(room, me.value.tokenHash);
        return seat === null ? fail('not-seated', 'you have no seat') : commands.leaveSeat(room, seat);
      });
      if (!left.ok) return left;
      reseat(me.value.code, me.value.tokenHash, left.value.stored);
      return ok({});
    });

    handle('name:set', async ({ name }) => {
      const me = joined();
      if (!me.ok) return me;
      const renamed = await service.mutate(me.value.code, (room) => {
        const seat = seatOfToken(room, me.value.tokenHash);
        return seat === null ? fail('not-seated', 'take a seat first') : commands.rename(room, seat, name);
      });
      return renamed.ok ? ok({}) : renamed;
    });

    const hostChange = async (fn: (room: RoomState, now: number) => ReturnType<typeof commands.start>) => {
      const me = joined();
      if (!me.ok) return me;
      return service.mutate(me.value.code, (room, now) => {
        const host = isHost(room, me.value.tokenHash);
        return host.ok ? fn(room, now) : host;
      });
    };
    const hostOnly = (fn: (room: RoomState, now: number) => ReturnType<typeof commands.start>) => async () => {
      const done = await hostChange(fn);
      return done.ok ? ok({}) : done;
    };

    handle('host:bot', ({ seat, level }) => hostOnly((room) => commands.setBot(room, seat, level))());
    handle('host:start', hostOnly((room, now) => commands.start(room, now, config)));
    handle('host:rematch', hostOnly((room, now) => commands.rematch(room, now, config)));
    handle('host:kick', async ({ seat }) => {
      const kicked = await hostChange((room) => commands.kick(room, seat));
      if (!kicked.ok) return kicked;
      // The removed person's sockets (on any process) become spectators — moved before any await,
      // so no later frame of that seat reaches them — and get a spectator snapshot.
      const { room, version } = kicked.value.stored;
      const seatChannel = seatRoom(room.code, seat);
      // Local sockets first and synchronously (the cluster-wide call applies locally only after
      // its Redis publish), then the other processes' sockets, in stream order before later changes.
      io.local.in(seatChannel).socketsJoin(spectatorRoom(room.code));
      io.local.in(seatChannel).socketsLeave(seatChannel);
      io.in(seatChannel).socketsJoin(spectatorRoom(room.code));
      io.in(seatChannel).socketsLeave(seatChannel);
      fanout.pushSnapshots(room, version, 'spectators');
      return ok({});
    });

    handle('seed:submit', async ({ hand, seed }) => {
      const me = joined();
      if (!me.ok) return me;
      const sent = await service.mutate(me.value.code, (room, now) => {
        const seat = seatOfToken(room, me.value.tokenHash);
        return seat === null ? fail('not-seated', 'only seated players send seeds') : commands.submitSeed(room, seat, hand, seed, now);
      });
      return sent.ok ? ok({}) : sent;
    });

    handle('game:action', async ({ id, version, action }) => {
      const me = joined();
      if (!me.ok) return me;
      const result = await service.action(me.value.code, me.value.tokenHash, id, version, action);
      if (!result.ok && result.error.code === 'stale') {
        const snapshot = await resync(me.value.code, me.value.tokenHash);
        if (snapshot.ok) socket.emit('snapshot', snapshot.value);
      }
      return result;
    });

    handle('hand:ready', (payload) => handReady(service, joined(), payload));

    handle('sync:request', async () => {
      const me = joined();
      return me.ok ? resync(me.value.code, me.value.tokenHash) : me;
    });

    /** This socket leaves its room; its seat goes offline unless another socket (on any live process) holds it. */
    async function leaveRoom(): Promise<void> {
      const { code, tokenHash } = data;
      data.code = null;
      data.tokenHash = null;
      if (code === null || tokenHash === null) return;
      presence.release(code, tokenHash);
      placeSocket(socket, code, undefined);
      await presence.sync(code, tokenHash);
    }

    socket.on('disconnect', () => {
      const left = leaveRoom().catch((error: unknown) => log.warn({ err: error }, 'leaving a room on disconnect failed'));
      leaving.add(left);
      void left.finally(() => leaving.delete(left));
    });
  });

  return {
    async settled() {
      await Promise.allSettled([...leaving]);
    },
  };
}
