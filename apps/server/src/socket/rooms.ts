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

/**
 * Pushes every seat and the spectators a fresh snapshot. Used when a seated player rejoins: if a
 * process died between storing a change and publishing it, the others catch up here.
 */
export function pushSnapshots(io: Server, room: RoomState, version: number): void {
  room.seats.forEach((seat, index) => {
    const host = seat.kind === 'human' && seat.tokenHash === room.hostTokenHash;
    io.to(seatRoom(room.code, index)).emit('snapshot', snapshotFor(room, version, index, host));
  });
  io.to(spectatorRoom(room.code)).emit('snapshot', snapshotFor(room, version, null, false));
}
