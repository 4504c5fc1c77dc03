// The 'hand:ready' message ("Next hand"): the seat is the socket's own (looked up by its token),
// never taken from the payload. Called from registerHandlers with one line.
import type { ClientMessage, ClientReply } from '@boneyard/protocol';
import { fail, markReady, ok, seatOfToken, type Outcome } from '@boneyard/table';
import type { RoomService } from '../room/service.ts';

export async function handReady(
  service: RoomService,
  me: Outcome<{ code: string; tokenHash: string }>,
  { hand }: ClientMessage<'hand:ready'>,
): Promise<Outcome<ClientReply<'hand:ready'>>> {
  if (!me.ok) return me;
  const marked = await service.mutate(me.value.code, (room, now) => {
    const seat = seatOfToken(room, me.value.tokenHash);
    return seat === null
      ? fail('not-seated', 'only seated players start the next hand')
      : markReady(room, seat, hand, now, service.config);
  });
  return marked.ok ? ok({}) : marked;
}
