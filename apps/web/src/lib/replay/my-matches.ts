// "My matches": the record of every match this device played (online and local), kept in this
// browser's IndexedDB, one entry per match with what the home page lists (date, game, players,
// result). Loaded only where used (a finished match's save, the home list, /replay): never part
// of a first load. A localStorage mark says whether there is anything to list, so the home page
// opens no database on a device that never finished a match.
const DB_NAME = 'boneyard';
const STORE = 'matches';
/** Set once a match is saved; cleared when the last is deleted. */
export const HAS_MATCHES_KEY = 'boneyard:my-matches';

export interface SavedMatch {
  /** The room and its first hand's commitment: the same match saved twice is one entry. */
  readonly id: string;
  /** When this device saved it (epoch ms). */
  readonly savedAt: number;
  readonly preset: string;
  readonly players: readonly string[];
  /** Seats of the winning sides. */
  readonly winners: readonly number[];
  readonly totals: readonly number[];
  /** Played through the server (its room code is worth sharing while the server holds it). */
  readonly online: boolean;
  /** The match number in its room (online rematches), for the share link. */
  readonly match?: number;
  readonly record: unknown;
}

interface RecordShape {
  room: string;
  preset: string;
  seats: { name: string }[];
  sides: number[][];
  hands: { deal: { commitment: string }; totals: number[] }[];
  result: { winners: number[] } | null;
}

/** The entry for a finished match's record (null when it is not one). */
export function entryOf(
  record: unknown,
  online: boolean,
  savedAt: number,
  match?: number,
): SavedMatch | null {
  const shape = record as RecordShape;
  if (
    typeof shape !== 'object' ||
    shape === null ||
    !Array.isArray(shape.hands) ||
    shape.hands.length === 0 ||
    !shape.result
  )
    return null;
  const winners = shape.result.winners.flatMap((side) => shape.sides[side] ?? []);
  return {
    id: `${shape.room}:${shape.hands[0]!.deal.commitment}`,
    savedAt,
    preset: shape.preset,
    players: shape.seats.map((seat) => seat.name),
    winners,
    totals: shape.hands.at(-1)!.totals,
    online,
    ...(match === undefined ? {} : { match }),
    record,
  };
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export async function saveMatch(entry: SavedMatch): Promise<void> {
  await run('readwrite', (store) => store.put(entry));
  localStorage.setItem(HAS_MATCHES_KEY, '1');
}

/** Newest first. */
export async function listMatches(): Promise<SavedMatch[]> {
  const all = await run<SavedMatch[]>('readonly', (store) => store.getAll());
  if (all.length === 0) localStorage.removeItem(HAS_MATCHES_KEY);
  return all.sort((a, b) => b.savedAt - a.savedAt);
}

export function getMatch(id: string): Promise<SavedMatch | undefined> {
  return run<SavedMatch | undefined>('readonly', (store) => store.get(id));
}

export async function deleteMatch(id: string): Promise<void> {
  await run('readwrite', (store) => store.delete(id));
}

export async function deleteAllMatches(): Promise<void> {
  await run('readwrite', (store) => store.clear());
  localStorage.removeItem(HAS_MATCHES_KEY);
}

/** Saves a finished match's record once (called by the table when a match ends; errors are the browser's, e.g. private mode). */
export async function keepFinished(record: unknown, online: boolean, room: unknown): Promise<void> {
  // The table's room: online, the room state with its match number (for the share link); local, its code.
  const match =
    typeof room === 'object' && room !== null ? (room as { match?: unknown }).match : undefined;
  const entry = entryOf(record, online, Date.now(), typeof match === 'number' ? match : undefined);
  if (entry !== null) await saveMatch(entry);
}
