// Countdowns shown at the table ("next hand in 0:17", "back in 0:25, then a bot plays").

/** Milliseconds left as m:ss, never below 0:00 (rounded up: "0:01" until the moment itself). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
