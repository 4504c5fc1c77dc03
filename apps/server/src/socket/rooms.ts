// Socket.IO channels of a room: one per seat (frames redacted for that seat) and one for
// spectators. With the Redis Streams adapter they span every server process.
import type { Server, Socket } from 'socket.io';
import type { RoomState } from '../room/state.ts';
import { snapshotFor } from '../room/views.ts';

export const seatRoom = (code: string, seat: number): string => `r:${code}:s${seat}`;
export const spectatorRoom = (code: string): string => `r:${code}:spec`;

/** Moves the socket into the channel for `seat` (null = spectators; undefined = none of them). */
export function placeSocket(socket: Socket, code: string, seat: number | null | undefined): void {
  const prefix = `r:${code}:`;
  for (const room of socket.rooms) if (room.startsWith(prefix)) void socket.leave(room);
  if (seat === undefined) return;
  void socket.join(seat === null ? spectatorRoom(code) : seatRoom(code, seat));
}

export type SnapshotTarget = 'all' | 'spectators';

/**
 * Pushes fresh snapshots to this process's sockets of the room: every seat and the spectators
 * ('all' — when a seated player rejoins, so everyone catches up if a process died between storing
 * a change and publishing it), or only the spectators (after a kick).
 */
export function pushLocalSnapshots(io: Server, room: RoomState, version: number, target: SnapshotTarget): void {
  if (target === 'all') {
    room.seats.forEach((seat, index) => {
      const host = seat.kind === 'human' && seat.tokenHash === room.hostTokenHash;
      io.local.to(seatRoom(room.code, index)).emit('snapshot', snapshotFor(room, version, index, host));
    });
  }
  io.local.to(spectatorRoom(room.code)).emit('snapshot', snapshotFor(room, version, null, false));
}

/**
 * How changes and snapshots reach sockets on every process. Local sockets are served at once
 * (io.local); other processes get one server-side message each and serve their own sockets — a
 * cluster-wide io.to().emit() would deliver locally only after its Redis publish, i.e. after
 * later local frames.
 */
export interface Fanout {
  pushSnapshots(room: RoomState, version: number, target: SnapshotTarget): void;
}
