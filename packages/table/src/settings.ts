// The few numbers a table runs by. The server's Config has them (BOT_DELAY_MS, GRACE_MS, …) and is
// passed as is; the simulator and the browser give their own. A simulator may also fix where the
// seeds come from and who claims, so its runs repeat exactly; a server leaves those out.
import type { RoomState } from './state.ts';

export interface TableSettings {
  /** A bot moves this long after the room's last game change. */
  readonly botDelayMs: number;
  /** An away person's seat is played by a stand-in (and an away host's controls pass on) after this. */
  readonly graceMs: number;
  /** Client seeds lock this long after a hand's commitment, even if some are missing. */
  readonly seedTimeoutMs: number;
  /** A finished hand's result is shown this long before the next deal (unless everyone is ready). */
  readonly handPauseMs: number;
  /** Where each hand's seeds come from instead of fresh random server seeds (the simulator). */
  readonly seeds?: SeedSource;
  /**
   * Who claims a pending Muggins score instead of the published bots' choice (`published`, see
   * botClaimer): the simulator's tests change one claim to show `verify --bots` catches it.
   */
  readonly claimer?: (room: RoomState, published: number | null) => number | null;
}

/** Seeds fixed in advance for each hand of a room (the simulator derives them from a text). */
export interface SeedSource {
  /** The server seed of hand `hand` (32 bytes). */
  serverSeed(room: string, hand: number): Uint8Array;
  /** The client seed each seat sends for hand `hand`, in at once (as if every browser answered). */
  clientSeeds?(room: string, hand: number, seats: number): readonly Uint8Array[];
}
