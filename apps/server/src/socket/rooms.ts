// Socket.IO channels of a room: one per seat (frames redacted for that seat), one for spectators,
// and one per seat token holding every socket of that token (two tabs, two devices). A socket is
// always in its token's channel and in exactly one of the seat/spectator channels. With the Redis
// Streams adapter the channels span every server process, but each process moves and serves only
// its own sockets (io.local), in the order it handles the room's changes.
import type { Server, Socket } from 'socket.io';
import type { Said, Snapshot, UpdateFrame } from '@boneyard/protocol';
import {
  frameFor,
  seatOfToken,
  snapshotFor,
  type Placement,
  type RoomChange,
  type RoomState,
} from '@boneyard/table';
import { LiveStates } from './live-states.ts';
import type { Mover } from '../room/service.ts';

export const seatRoom = (code: string, seat: number): string => `r:${code}:s${seat}`;
export const spectatorRoom = (code: string): string => `r:${code}:spec`;
/** Server-internal (never sent to a client); a prefix of the hash is plenty to tell tokens apart. */
export const tokenRoom = (code: string, tokenHash: string): string =>
  `r:${code}:t:${tokenHash.slice(0, 24)}`;

const seatOrSpectators = (code: string, seat: number | null): string =>
  seat === null ? spectatorRoom(code) : seatRoom(code, seat);

/** Puts one socket in its token's channel and the channel for `seat` (null = spectators; undefined = out of the room). */
export function placeSocket(
  socket: Socket,
  code: string,
  tokenHash: string,
  seat: number | null | undefined,
): void {
  const prefix = `r:${code}:`;
  const keep = seat === undefined ? [] : [tokenRoom(code, tokenHash), seatOrSpectators(code, seat)];
  for (const room of socket.rooms)
    if (room.startsWith(prefix) && !keep.includes(room)) void socket.leave(room);
  for (const room of keep) void socket.join(room);
}

/**
 * THE way a seat change reaches sockets: moves every socket of the token on this process into the
 * channel of its new seat. Synchronous (io.local applies at once; a cluster-wide call would apply
 * only after a Redis round trip), so it is done before the change's frames are emitted.
 */
export function placeToken(io: Server, room: RoomState, placement: Placement): void {
  const sockets = io.local.in(tokenRoom(room.code, placement.tokenHash));
  const target = seatOrSpectators(room.code, placement.seat);
  const others = [
    spectatorRoom(room.code),
    ...room.seats.map((_seat, index) => seatRoom(room.code, index)),
  ].filter((channel) => channel !== target);
  sockets.socketsLeave(others);
  sockets.socketsJoin(target);
}

const MAX_TRACKED_ROOMS = 10_000;

/** Reads a room from the store (for a catch-up after a version gap). */
export type RoomLoader = (
  code: string,
) => Promise<{ readonly room: RoomState; readonly version: number } | null>;

/**
 * Serves this process's sockets of a room. Every process runs this for every stored change, its own
 * and the others' (from the room's channel): first the seat moves, then the frames, then a snapshot
 * to each moved token (its sockets learn their new seat). No frame of a change can therefore reach a
 * socket in a channel its token left in that change.
 *
 * Changes must be delivered in version order. Cross-process messages can be lost (a Redis outage)
 * or overtaken (two processes publishing one after the other), so a change that is not the next
 * version is never delivered as a change: an older one is dropped, and one that skips a version
 * makes the process read the room from the store, re-place every local socket of the room by the
 * stored seats and push them snapshots (`catchUp`).
 */
export class LocalDelivery {
  /** code → newest room version whose change this process has delivered. */
  private readonly versions = new Map<
    string,
    { readonly version: number; readonly createdAt: number }
  >();
  /** Rooms being read for a catch-up, and those to read again once that read is done. */
  private readonly catchingUp = new Set<string>();
  private readonly catchUpAgain = new Set<string>();
  /** What each recipient was last sent, so the next frame can be a patch. */
  private readonly live = new LiveStates();

  constructor(
    private readonly io: Server,
    private readonly load: RoomLoader,
    private readonly onError: (error: unknown, code: string) => void,
  ) {}

  deliver(change: RoomChange, version: number, mover: Mover | null = null): void {
    const { room } = change;
    const last = this.deliveredOf(room);
    if (last !== -1 && version <= last) return; // already delivered, or overtaken by a catch-up
    if (last !== -1 && version > last + 1) return this.catchUpFromStore(room.code);
    this.track(room, version);
    for (const placement of change.placements ?? []) placeToken(this.io, room, placement);
    const channels = this.io.of('/').adapter.rooms;
    const frameOf = this.live.begin(room, version);
    const now = Date.now();
    // Sockets whose token moved in this change hold another seat's state: they get whole frames
    // (then their snapshot), never a patch.
    const moved = (change.placements ?? []).map(({ tokenHash }) => tokenRoom(room.code, tokenHash));
    const whole = new Map<number | null, UpdateFrame>();
    const emit = (channel: string, recipient: number | null) => {
      const members = channels.get(channel);
      if (members === undefined) return;
      const frame = frameFor(change, version, recipient, now);
      whole.set(recipient, frame);
      const sent = frameOf(recipient, frame);
      // The mover's socket gets this frame in its acknowledgement (Mover), the channel's others here.
      const answering = mover !== null && members.has(mover.socketId) && moved.length === 0;
      if (!answering) return void this.io.local.to(channel).except(moved).emit('update', sent);
      if (members.size > 1) this.io.local.to(channel).except(mover.socketId).emit('update', sent);
      mover.answer(sent);
    };
    room.seats.forEach((_seat, index) => emit(seatRoom(room.code, index), index));
    emit(spectatorRoom(room.code), null);
    for (const { tokenHash, seat } of change.placements ?? []) {
      const host = tokenHash === room.hostTokenHash;
      const sockets = this.io.local.to(tokenRoom(room.code, tokenHash));
      sockets.emit('update', whole.get(seat) ?? frameFor(change, version, seat, now));
      sockets.emit('snapshot', snapshotFor(room, version, seat, host, now));
    }
  }

  /** Pushes a fresh snapshot to every seat and the spectators on this process (after a seated player rejoins). */
  pushSnapshots(room: RoomState, version: number): void {
    this.track(room, version);
    const now = Date.now();
    const snapshots = new Map<number | null, Snapshot>();
    room.seats.forEach((seat, index) => {
      const host = seat.kind === 'human' && seat.tokenHash === room.hostTokenHash;
      const snapshot = snapshotFor(room, version, index, host, now);
      snapshots.set(index, snapshot);
      this.io.local.to(seatRoom(room.code, index)).emit('snapshot', snapshot);
    });
    const spectators = snapshotFor(room, version, null, false, now);
    snapshots.set(null, spectators);
    this.io.local.to(spectatorRoom(room.code)).emit('snapshot', spectators);
    this.live.rememberSnapshots(room, version, snapshots);
  }

  /**
   * Brings this process's sockets of the room to `version` when it is newer than what they were
   * sent: every local socket of the room is placed in the channel of its token's seat in `room`
   * (changes skipped may have moved tokens), then every channel gets a snapshot.
   */
  catchUp(room: RoomState, version: number): void {
    if (version <= this.deliveredOf(room)) return;
    const channels = this.io.of('/').adapter.rooms;
    const sockets = this.io.of('/').sockets;
    for (const channel of [
      spectatorRoom(room.code),
      ...room.seats.map((_seat, index) => seatRoom(room.code, index)),
    ]) {
      for (const id of [...(channels.get(channel) ?? [])]) {
        const socket = sockets.get(id);
        const data = socket?.data as
          { code?: string | null; tokenHash?: string | null } | undefined;
        if (socket === undefined || data?.code !== room.code || typeof data.tokenHash !== 'string')
          continue;
        placeSocket(socket, room.code, data.tokenHash, seatOfToken(room, data.tokenHash));
      }
    }
    this.pushSnapshots(room, version);
  }

  /** Reads the room and catches up (once at a time per room; a request meanwhile reads again after). */
  catchUpFromStore(code: string): void {
    if (this.catchingUp.has(code)) return void this.catchUpAgain.add(code);
    this.catchingUp.add(code);
    this.load(code)
      .then((stored) => stored !== null && this.catchUp(stored.room, stored.version))
      .catch((error: unknown) => this.onError(error, code))
      .finally(() => {
        this.catchingUp.delete(code);
        if (this.catchUpAgain.delete(code)) this.catchUpFromStore(code);
      });
  }

  /** The newest version of the room whose change this process delivered (-1: none remembered). */
  deliveredVersion(code: string): number {
    return this.versions.get(code)?.version ?? -1;
  }

  /** Like deliveredVersion, but -1 for an expired room whose code was issued again. */
  private deliveredOf(room: RoomState): number {
    const entry = this.versions.get(room.code);
    return entry === undefined || entry.createdAt !== room.createdAt ? -1 : entry.version;
  }

  private track(room: RoomState, version: number): void {
    const code = room.code;
    if (version <= this.deliveredOf(room)) return;
    this.versions.delete(code);
    this.versions.set(code, { version, createdAt: room.createdAt });
    // Oldest first: forgetting a quiet room only skips the re-check for it.
    if (this.versions.size > MAX_TRACKED_ROOMS)
      this.versions.delete(this.versions.keys().next().value!);
  }
}

/**
 * How snapshots reach sockets on every process. Local sockets are served at once; other processes
 * get one server-side message and serve their own sockets.
 */
export interface Fanout {
  /** Every seat and the spectators get a fresh snapshot (a seated player rejoined: everyone catches
   * up if a process died between storing a change and publishing it). */
  pushSnapshots(room: RoomState, version: number): void;
  /** The newest version of the room whose change this process delivered to its sockets (-1: none remembered). */
  deliveredVersion(code: string): number;
  /** A reaction or chat line to everyone in the room, on every process (never stored). */
  say(code: string, said: Said): void;
}

/** Every socket of the room on this process hears `said` (each is in one seat or the spectators' channel). */
export function sayLocally(io: Server, code: string, said: Said): void {
  const channels = [0, 1, 2, 3].map((seat) => seatRoom(code, seat));
  io.local.to([...channels, spectatorRoom(code)]).emit('said', said);
}
