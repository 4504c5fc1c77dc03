// Joining and leaving a room: room:create, room:join, sync:request, and the leave on disconnect.
import type { Snapshot } from '@boneyard/protocol';
import { commands, fail, ok, seatOfToken, snapshotFor, type Outcome } from '@boneyard/table';
import { hashToken, newSeatToken } from '../codes.ts';
import type { StoredRoom } from '../store/types.ts';
import { joinedRoom, type Joined, type SocketContext } from './context.ts';
import { placeSocket } from './rooms.ts';

/** Re-reads the room this many times at most when changes keep overtaking a join's placement. */
const MAX_PLACEMENT_READS = 5;

/**
 * Puts the socket in its token's channel and its seat's, as `stored` says. From then on every
 * change that moves the token moves this socket too (socket/rooms.ts). A change this process
 * delivered after `stored` was read may already have moved the token without this socket, so then
 * the room is read again and the socket placed again.
 */
async function place(
  context: SocketContext,
  code: string,
  tokenHash: string,
  stored: StoredRoom,
): Promise<Outcome<StoredRoom>> {
  const { fanout, service, socket } = context;
  let current = stored;
  placeSocket(socket, code, tokenHash, seatOfToken(current.room, tokenHash));
  for (let reads = 0; ; reads++) {
    const delivered = fanout.deliveredVersion(code);
    if (current.version >= delivered) return ok(current);
    if (reads === MAX_PLACEMENT_READS)
      return fail('busy', 'the room is changing too fast; try again');
    const fresh = await service.load(code);
    if (fresh === null) return fail('not-found', 'no such room (it may have expired)');
    current = fresh;
    placeSocket(socket, code, tokenHash, seatOfToken(current.room, tokenHash));
    // Read after that delivery, with none since: the read reflects everything delivered (even if
    // the remembered version is of an expired room whose code was issued again).
    if (fanout.deliveredVersion(code) === delivered) return ok(current);
  }
}

/** This socket leaves its room; its seat goes offline unless another socket (on any live process) holds it. */
export async function leaveRoom(context: SocketContext): Promise<void> {
  const { code, tokenHash } = context.data;
  context.data.code = null;
  context.data.tokenHash = null;
  if (code === null || tokenHash === null) return;
  context.service.presence.release(code, tokenHash);
  placeSocket(context.socket, code, tokenHash, undefined);
  await context.service.presence.sync(code, tokenHash);
}

export function registerJoinHandlers(context: SocketContext): void {
  const { socket, data, service, fanout, limits, ip, log } = context;
  const presence = service.presence;

  context.handle('room:create', async (payload) => {
    if (!limits.create.take(ip))
      return fail('rate-limited', 'too many rooms created from this address');
    const created = await service.create(payload, ip);
    return created.ok ? ok({ ...created.value, url: `/r/${created.value.code}` }) : created;
  });

  context.handle('room:join', async ({ code, token, name }) => {
    if (!limits.join.take(ip)) return fail('rate-limited', 'too many joins from this address');
    const seatToken = token ?? newSeatToken();
    const tokenHash = hashToken(seatToken);
    const again = data.code === code && data.tokenHash === tokenHash;
    if (data.code !== null && !again) await leaveRoom(context);
    // Counted before the change is computed, so a leave of another socket of this seat on this
    // process, serialised after it, still sees this one.
    if (!again) presence.hold(code, tokenHash);
    const joined = await service.mutate(code, (room, now) => {
      // A seat goes online; a host with no seat is recorded as watching (@boneyard/table's watching.ts).
      const online = presence.update(room, tokenHash, now);
      const seat = seatOfToken(room, tokenHash);
      if (seat === null) return ok(online);
      if (name === undefined || room.seats[seat]?.name === name) return ok(online);
      const renamed = commands.rename(online?.room ?? room, seat, name);
      return ok(renamed.ok ? renamed.value : online); // a name another seat shows: keep the old one, still join
    });
    if (!joined.ok && !again) presence.release(code, tokenHash);
    if (!joined.ok) return joined;
    data.code = code;
    data.tokenHash = tokenHash;
    if (socket.disconnected) {
      // It left while the join was being stored (its disconnect saw no room yet): leave now, or
      // this process would count it as holding the seat forever.
      await leaveRoom(context);
      return fail('not-joined', 'disconnected while joining');
    }
    const placed = await place(context, code, tokenHash, joined.value.stored);
    if (!placed.ok) {
      await leaveRoom(context);
      return placed;
    }
    const { room, version } = placed.value;
    const seat = seatOfToken(room, tokenHash);
    if (seat !== null && room.status === 'playing') fanout.pushSnapshots(room, version);
    log.info({ room: code, seat }, 'joined');
    return ok({
      token: seatToken,
      snapshot: snapshotFor(room, version, seat, room.hostTokenHash === tokenHash, Date.now()),
    });
  });

  context.handle('sync:request', async () => {
    const me = joinedRoom(data);
    return me.ok ? resync(context, me.value) : me;
  });
}

/** The stored room as this socket's seat sees it; the socket is re-placed too (self-healing). */
export async function resync(
  context: SocketContext,
  { code, tokenHash }: Joined,
): Promise<Outcome<Snapshot>> {
  const stored = await context.service.load(code);
  if (stored === null) return fail('not-found', 'no such room (it may have expired)');
  const placed = await place(context, code, tokenHash, stored);
  if (!placed.ok) return placed;
  const { room, version } = placed.value;
  return ok(
    snapshotFor(
      room,
      version,
      seatOfToken(room, tokenHash),
      room.hostTokenHash === tokenHash,
      Date.now(),
    ),
  );
}
