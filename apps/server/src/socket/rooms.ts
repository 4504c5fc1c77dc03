// Socket.IO channels of a room: one per seat (frames redacted for that seat) and one for
// spectators. With the Redis Streams adapter they span every server process.
import type { Socket } from 'socket.io';

export const seatRoom = (code: string, seat: number): string => `r:${code}:s${seat}`;
export const spectatorRoom = (code: string): string => `r:${code}:spec`;

/** Moves the socket into the channel for `seat` (null = spectators; undefined = none of them). */
export function placeSocket(socket: Socket, code: string, seat: number | null | undefined): void {
  const prefix = `r:${code}:`;
  for (const room of socket.rooms) if (room.startsWith(prefix)) void socket.leave(room);
  if (seat === undefined) return;
  void socket.join(seat === null ? spectatorRoom(code) : seatRoom(code, seat));
}
