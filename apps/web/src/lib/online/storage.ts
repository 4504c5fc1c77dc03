// What the browser keeps between visits: the seat token per room (it reclaims the seat after a
// reload), the rooms where this device holds a seat (the home page links back to them), and the
// player's name.
const TOKEN_PREFIX = 'boneyard:token:';
const NAME_KEY = 'boneyard:name';
const SEATED_KEY = 'boneyard:seated';
/** The home page lists this many rooms at most, the most recently joined first. */
const SEATED_SHOWN = 8;

export function savedToken(code: string): string | undefined {
  return localStorage.getItem(TOKEN_PREFIX + code) ?? undefined;
}

export function saveToken(code: string, token: string): void {
  localStorage.setItem(TOKEN_PREFIX + code, token);
}

export function savedName(): string {
  return localStorage.getItem(NAME_KEY) ?? '';
}

export function saveName(name: string): void {
  localStorage.setItem(NAME_KEY, name);
}

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
