// Reactions and chat (issue 48): talk:react and talk:chat. Only a seated person talks (the seat is
// the one their token holds in the stored room); spectators read. Nothing is stored: each line is
// relayed to the room's sockets on every process as it is said (Fanout.say), so it never reaches
// a record. Each socket may talk TALK_BURST times at once and then once per TALK_EVERY_MS; past
// that a line is refused `rate-limited` and counts as abuse, like any excessive message.
import { fail, ok, seatOfToken, type Outcome } from '@boneyard/table';
import type { Said } from '@boneyard/protocol';
import { joinedRoom, type SocketContext } from './context.ts';
import { TokenBucket } from './limits.ts';

const TALK_BURST = 5;
const TALK_EVERY_MS = 2_000;

export function registerTalkHandlers(context: SocketContext): void {
  const { data, service } = context;
  const bucket = new TokenBucket(TALK_BURST, 1 / TALK_EVERY_MS);

  /** Relays what `line` makes of the speaker's seat, after the checks every line passes. */
  const talk = async (
    line: (seat: number) => Said,
    needsChat: boolean,
  ): Promise<Outcome<Record<string, never>>> => {
    const me = joinedRoom(data);
    if (!me.ok) return me;
    if (!bucket.take()) {
      const error = {
        code: 'rate-limited',
        message: 'too many reactions or messages; slow down',
      } as const;
      context.strike(error);
      return fail(error.code, error.message);
    }
    const stored = await service.load(me.value.code);
    if (stored === null) return fail('not-found', 'no such room (it may have expired)');
    const seat = seatOfToken(stored.room, me.value.tokenHash);
    if (seat === null) return fail('not-seated', 'only people at the table talk; spectators read');
    if (needsChat && stored.room.chat === false)
      return fail('chat-off', 'chat is off in this room (reactions still work)');
    context.say(me.value.code, line(seat));
    return ok({});
  };

  context.handle('talk:react', ({ reaction }) => talk((seat) => ({ seat, reaction }), false));
  context.handle('talk:chat', ({ text }) => talk((seat) => ({ seat, text }), true));
}
