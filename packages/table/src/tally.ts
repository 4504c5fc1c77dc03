// The evening's tally (issue 48): a room remembers how each of its matches ended — the sides, who
// won, who lost by reaching the target (Kozel's and Kozyol's goats) and the names at the table —
// so a series of rematches adds up. Bounded: the last MAX_TALLY matches (their records are kept by
// the server under the same match numbers while they last).
import type { TallyEntry } from '@boneyard/protocol';
import type { RoomState } from './state.ts';

/** Matches a room's tally remembers (the oldest go first). */
export const MAX_TALLY = 20;

/** The room's tally with the match just finished added (unchanged when it has no result or is in already). */
export function tallied(room: RoomState): readonly TallyEntry[] {
  const tally = room.tally ?? [];
  const result = room.game?.result;
  if (!room.game || !result || tally.some((entry) => entry.match === room.match)) return tally;
  const entry: TallyEntry = {
    match: room.match,
    sides: room.game.sides.map((side) => [...side]),
    winners: [...result.winners],
    losers: [...result.losers],
    // A person's name; '' where a bot sat (the table names it "Bot N" in the language shown).
    names: room.seats.map((seat) => (seat.kind === 'human' ? seat.name : '')),
  };
  return [...tally, entry].slice(-MAX_TALLY);
}
