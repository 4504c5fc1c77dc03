// "Next hand": a seated person has read the finished hand's result. The next hand is dealt as soon
// as nobody is waited for any more (room/pause.ts) — right here when this press was the last one
// and the client seeds are in, else by the room's deadline.
import { change, dealNow } from './commands.ts';
import { lockTime } from './fair.ts';
import { showingResult } from './pause.ts';
import { fail, ok, type Outcome } from './result.ts';
import type { TableSettings } from './settings.ts';
import type { RoomChange, RoomState } from './state.ts';
import { actedInPerson, timeoutsOf } from './turn-clock.ts';

export function markReady(
  room: RoomState,
  seat: number,
  hand: number,
  now: number,
  timing: TableSettings,
): Outcome<RoomChange | null> {
  const shown = showingResult(room) ? room.game?.hand?.number : undefined;
  if (shown !== hand || room.deal === null) {
    return fail(
      'wrong-status',
      `the result of hand ${hand} is not being shown (the next hand may have started)`,
    );
  }
  const ready = room.deal.ready ?? [];
  if (ready.includes(seat)) return ok(null); // pressed twice: nothing new to store
  // Pressing "Next hand" is acting in person: a seat shown as away for its time-outs is back.
  const back = timeoutsOf(room, seat) > 0;
  const next: RoomState = {
    ...actedInPerson(room, seat),
    deal: { ...room.deal, ready: [...ready, seat].sort((a, b) => a - b) },
  };
  const at = lockTime(next);
  const done = at !== null && at <= now ? dealNow(next, [], now, timing) : change(next, []);
  return ok(back ? { ...done, roomChanged: true } : done);
}
