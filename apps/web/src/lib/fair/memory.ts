// What this browser itself knows about a deal, kept so /verify can compare the record with it:
// the client seed it sent and the tiles it was dealt. Keyed by room and hand.
const PREFIX = 'boneyard:deal:';
const MAX_KEPT = 200;

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

export function rememberDeal(
  room: string,
  hand: number,
  memory: Partial<DealMemory> & { seat: number },
): void {
  if (typeof localStorage === 'undefined') return;
  const previous = recallDeal(room, hand);
  const merged: DealMemory = {
    seat: memory.seat,
    seed: memory.seed ?? previous?.seed ?? '',
    tiles: memory.tiles ?? previous?.tiles ?? null,
  };
  try {
    localStorage.setItem(key(room, hand), JSON.stringify(merged));
    prune();
  } catch {
    // Storage full or disabled: verification then reports "this browser did not keep it".
  }
}

export function recallDeal(room: string, hand: number): DealMemory | null {
  if (typeof localStorage === 'undefined') return null;
  const raw = localStorage.getItem(key(room, hand));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as DealMemory;
    return typeof value.seat === 'number' ? value : null;
  } catch {
    return null;
  }
}

function prune(): void {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (k?.startsWith(PREFIX)) keys.push(k);
  }
  for (const k of keys.slice(0, Math.max(0, keys.length - MAX_KEPT))) localStorage.removeItem(k);
}
