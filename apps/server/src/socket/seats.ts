// Seats: seat:take, seat:leave, name:set. Who may sit where is decided by @boneyard/table's seat-rules.ts (via
// commands.takeSeat); moving the token's sockets is done for every stored change by the delivery
// (socket/rooms.ts), before the change's frames go out, on every process.
import { commands, fail, ok, seatOfToken } from '@boneyard/table';
import { joinedRoom, type SocketContext } from './context.ts';

export function registerSeatHandlers(context: SocketContext): void {
  const { data, service } = context;
  const presence = service.presence;

  context.handle('seat:take', async ({ seat, name }) => {
    const me = joinedRoom(data);
    if (!me.ok) return me;
    const taken = await service.mutate(me.value.code, (room, now) =>
      commands.takeSeat(room, seat, me.value.tokenHash, name, [presence.id], now),
    );
    return taken.ok ? ok({ seat }) : taken;
  });

  context.handle('seat:leave', async () => {
    const me = joinedRoom(data);
    if (!me.ok) return me;
    const left = await service.mutate(me.value.code, (room) => {
      const seat = seatOfToken(room, me.value.tokenHash);
      return seat === null
        ? fail('not-seated', 'you have no seat')
        : commands.leaveSeat(room, seat);
    });
    return left.ok ? ok({}) : left;
  });

  context.handle('name:set', async ({ name }) => {
    const me = joinedRoom(data);
    if (!me.ok) return me;
    const renamed = await service.mutate(me.value.code, (room) => {
      const seat = seatOfToken(room, me.value.tokenHash);
      return seat === null
        ? fail('not-seated', 'take a seat first')
        : commands.rename(room, seat, name);
    });
    return renamed.ok ? ok({}) : renamed;
  });
}
