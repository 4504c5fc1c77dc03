// What this browser itself knows about a deal, kept so /verify can compare the record with it:
// the client seed it sent and the tiles it was dealt. Keyed by room and hand; a room can play
// several matches (rematch), so each key keeps a short list, newest last.
const PREFIX = 'boneyard:deal:';
const MAX_KEYS = 200;
const MAX_PER_KEY = 8;

export interface DealMemory {
  readonly seat: number;
  /** Hex of the client seed this browser sent ("" if none). */
  readonly seed: string;
  /** The tiles this browser saw dealt to its seat, when it saw them. */
  readonly tiles: readonly string[] | null;
}

function key(room: string, hand: number): string {
  return `${PREFIX}${room}:${hand}`;
}

function load(room: string, hand: number): DealMemory[] {
  if (typeof localStorage === 'undefined') return [];
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key(room, hand)) ?? '[]');
    return Array.isArray(value)
      ? (value as DealMemory[]).filter((m) => typeof m?.seat === 'number')
      : [];
  } catch {
    return [];
  }
}

function store(room: string, hand: number, entries: readonly DealMemory[]): void {
  try {
    localStorage.setItem(key(room, hand), JSON.stringify(entries.slice(-MAX_PER_KEY)));
    prune();
  } catch {
    // Storage full or disabled: verification then says this browser did not keep the deal.
  }
}

/** A new seed this browser sent: a new entry. */
export function rememberSeed(room: string, hand: number, seat: number, seed: string): void {
  store(room, hand, [...load(room, hand), { seat, seed, tiles: null }]);
}

/** The tiles dealt to this browser's seat: completes the newest entry for that seat. */
export function rememberTiles(
  room: string,
  hand: number,
  seat: number,
  tiles: readonly string[],
): void {
  const entries = load(room, hand);
  const last = entries[entries.length - 1];
  const same = (a: readonly string[]) => [...a].sort().join() === [...tiles].sort().join();
  if (last && last.seat === seat && last.tiles === null)
    entries[entries.length - 1] = { ...last, tiles: [...tiles] };
  else if (last && last.seat === seat && last.tiles !== null && same(last.tiles)) return;
  else entries.push({ seat, seed: '', tiles: [...tiles] });
  store(room, hand, entries);
}

/** Both at once (games on this device know them together). */
export function rememberDeal(room: string, hand: number, memory: DealMemory): void {
  store(room, hand, [...load(room, hand), memory]);
}

/**
 * What this browser remembers about a hand, matched to a record: the entry whose seed is the one
 * the record gives its seat, else the newest (so a wrong seed in the record shows as a mismatch).
 */
export function recallDeal(
  room: string,
  hand: number,
  recordSeeds: readonly string[] = [],
): DealMemory | null {
  const entries = load(room, hand);
  return (
    entries.find((m) => m.seed !== '' && recordSeeds[m.seat] === m.seed) ??
    entries[entries.length - 1] ??
    null
  );
}

function prune(): void {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (k?.startsWith(PREFIX)) keys.push(k);
  }
  for (const k of keys.slice(0, Math.max(0, keys.length - MAX_KEYS))) localStorage.removeItem(k);
}
