// The few numbers a table runs by. The server's Config has them (BOT_DELAY_MS, GRACE_MS, …) and is
// passed as is; the simulator and the browser give their own.

export interface TableSettings {
  /** A bot moves this long after the room's last game change. */
  readonly botDelayMs: number;
  /** An away person's seat is played by a stand-in (and an away host's controls pass on) after this. */
  readonly graceMs: number;
  /** Client seeds lock this long after a hand's commitment, even if some are missing. */
  readonly seedTimeoutMs: number;
  /** A finished hand's result is shown this long before the next deal (unless everyone is ready). */
  readonly handPauseMs: number;
}
