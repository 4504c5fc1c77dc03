// The evening's tally as the table shows it (issue 48): from the room's list of finished matches,
// the matches won per side (sides are seat lists: the same seats across rematches) and per
// player (by the name shown, so a person who moved seats keeps their count), and how often each
// was a goat (lost by reaching the target, as in Kozel and Kozyol).
import type { TallyEntry } from '@boneyard/protocol';

export interface SideCount {
  /** The side's seats, e.g. [0, 2]. */
  readonly seats: readonly number[];
  /** Names at the side in the latest match. */
  readonly names: readonly string[];
  readonly wins: number;
}

export interface PlayerCount {
  readonly name: string;
  readonly wins: number;
  readonly goats: number;
}

export interface TallySummary {
  readonly matches: number;
  /** Only when every match had the same sides (a pairs game, or the same seats all evening). */
  readonly sides: readonly SideCount[];
  readonly players: readonly PlayerCount[];
  /** Someone lost by reaching the target in at least one match: show the goats. */
  readonly goats: boolean;
  /** Match numbers with a record to download, oldest first. */
  readonly records: readonly number[];
}

/** `botName(seat)` names a seat a bot played (its name in the entry is ''). */
export function summarize(
  tally: readonly TallyEntry[],
  botName: (seat: number) => string,
): TallySummary {
  const nameAt = (entry: TallyEntry, seat: number) => entry.names[seat] || botName(seat);
  const players = new Map<string, { wins: number; goats: number }>();
  const key = (entry: TallyEntry) => JSON.stringify(entry.sides);
  const sameSides = tally.every((entry) => key(entry) === key(tally[0]!));
  const sideWins = (tally[0]?.sides ?? []).map(() => 0);
  for (const entry of tally) {
    entry.sides.forEach((_, side) => {
      if (sameSides && entry.winners.includes(side)) sideWins[side]! += 1;
    });
    // Seat by seat, so the list reads in the table's order.
    entry.names.forEach((_, seat) => {
      const side = entry.sides.findIndex((seats) => seats.includes(seat));
      const name = nameAt(entry, seat);
      const count = players.get(name) ?? { wins: 0, goats: 0 };
      const won = entry.winners.includes(side) ? 1 : 0;
      const lost = entry.losers.includes(side) ? 1 : 0;
      players.set(name, { wins: count.wins + won, goats: count.goats + lost });
    });
  }
  const last = tally.at(-1);
  const sides =
    sameSides && last && last.sides.some((seats) => seats.length > 1)
      ? last.sides.map((seats, side) => ({
          seats,
          names: seats.map((seat) => nameAt(last, seat)),
          wins: sideWins[side] ?? 0,
        }))
      : [];
  return {
    matches: tally.length,
    sides,
    players: [...players].map(([name, count]) => ({ name, ...count })),
    goats: tally.some((entry) => entry.losers.length > 0),
    records: tally.map((entry) => entry.match),
  };
}
