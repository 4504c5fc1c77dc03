// Playing: seed:submit (the browser's client seed, bound to the commitment it answers),
// game:action and hand:ready. The seat always comes from the socket's token in the stored room.
import type { UpdateFrame } from '@boneyard/protocol';
import { commands, fail, ok, seatOfToken } from '@boneyard/table';
import { joinedRoom, type SocketContext } from './context.ts';
import { resync } from './join.ts';
import { handReady } from './ready.ts';

export function registerGameHandlers(context: SocketContext): void {
  const { socket, data, service } = context;

  context.handle('seed:submit', async (answer) => {
    const me = joinedRoom(data);
    if (!me.ok) return me;
    const sent = await service.mutate(me.value.code, (room, now) => {
      const seat = seatOfToken(room, me.value.tokenHash);
      return seat === null
        ? fail('not-seated', 'only seated players send seeds')
        : commands.submitSeed(room, seat, answer, now, service.config);
    });
    return sent.ok ? ok({}) : sent;
  });

  context.handle('game:action', async ({ id, version, action }, answerNow) => {
    const me = joinedRoom(data);
    if (!me.ok) return me;
    // The mover's frame of its own change travels in this acknowledgement (one message, not two).
    const mover = {
      socketId: socket.id,
      answer: (frame: UpdateFrame) => answerNow({ version: frame.version, frame }),
    };
    const result = await service.action(
      me.value.code,
      me.value.tokenHash,
      id,
      version,
      action,
      mover,
    );
    if (!result.ok && result.error.code === 'stale') {
      const snapshot = await resync(context, me.value);
      if (snapshot.ok) socket.emit('snapshot', snapshot.value);
    }
    return result;
  });

  context.handle('hand:ready', (payload) => handReady(service, joinedRoom(data), payload));
}
