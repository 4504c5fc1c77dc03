// Host controls: host:bot, host:start, host:rematch, host:kick, host:readmit. Only the room's
// creator (by seat token) may use them; the removed person's sockets are moved out of the seat by
// the delivery of the kick itself (socket/rooms.ts), on every process, before its frames.
import * as commands from '../room/commands.ts';
import { fail, ok, type Outcome } from '../room/result.ts';
import type { RoomChange, RoomState } from '../room/state.ts';
import { joinedRoom, type SocketContext } from './context.ts';

type HostCommand = (room: RoomState, now: number) => Outcome<RoomChange>;

export function registerHostHandlers(context: SocketContext): void {
  const { data, service, config } = context;

  /** Runs `command` if this socket's token is the host's (checked on the latest room). */
  const asHost = (command: HostCommand) => async (): Promise<Outcome<Record<string, never>>> => {
    const me = joinedRoom(data);
    if (!me.ok) return me;
    const done = await service.mutate(me.value.code, (room, now) =>
      room.hostTokenHash === me.value.tokenHash ? command(room, now) : fail('not-host', 'only the host can do that'),
    );
    return done.ok ? ok({}) : done;
  };

  context.handle('host:bot', ({ seat, level }) => asHost((room) => commands.setBot(room, seat, level))());
  context.handle('host:start', asHost((room, now) => commands.start(room, now, config)));
  context.handle('host:rematch', asHost((room, now) => commands.rematch(room, now, config)));
  context.handle('host:kick', ({ seat }) => asHost((room) => commands.kick(room, seat))());
  context.handle('host:readmit', ({ name }) => asHost((room) => commands.readmit(room, name))());
}
