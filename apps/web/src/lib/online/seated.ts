// The rooms this device holds a seat in, kept beside the seat tokens (storage.ts): noted on every
// snapshot a room receives, read by the home page's "Your tables". Apart from storage.ts, which
// every page loads first, since only the online table and that list need it.
import { SEATED_KEY } from './storage.ts';

/** The home page lists this many rooms at most, the most recently joined first. */
const SEATED_SHOWN = 8;

function seatedMap(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SEATED_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([, at]) => typeof at === 'number'),
    ) as Record<string, number>;
  } catch {
    return {};
  }
}

/** This device holds a seat in `code` (joined now), or no longer does (`seated` false). */
export function noteSeat(code: string, seated: boolean): void {
  const map = seatedMap();
  if (seated) map[code] = Date.now();
  else if (code in map) delete map[code];
  else return;
  localStorage.setItem(SEATED_KEY, JSON.stringify(map));
}

/** The rooms this device sits in, the most recently joined first. */
export function seatedRooms(): string[] {
  return Object.entries(seatedMap())
    .sort((a, b) => b[1] - a[1])
    .slice(0, SEATED_SHOWN)
    .map(([code]) => code);
}
