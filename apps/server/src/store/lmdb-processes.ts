// The LMDB store's process ids: each one's liveness lease and the rooms whose seats record it.
// They are stored like in Redis: after a restart (or a crash) the old process's id is still
// recorded in seats; once its lease lapses the deadline poller releases those seats
// (room/presence.ts), so players who never come back get a stand-in bot.
import type { RoomState } from '@boneyard/table';
import type { Database, RootDatabase } from 'lmdb';
import { KEY_END } from './lmdb-expiry.ts';

type Key = string | number | (string | number)[];

export class LmdbProcesses {
  /** [process id, code] → null: rooms where a process id is recorded in a seat. */
  readonly held: Database<null, Key>;
  /** process id → epoch ms its liveness lease lapses. */
  private readonly processes: Database<number, string>;

  constructor(private readonly root: RootDatabase) {
    this.held = root.openDB('held', {});
    this.processes = root.openDB('processes', {});
  }

  keepAlive(id: string, ms: number, start: boolean): Promise<boolean> {
    return this.root.transaction(() => {
      const until = this.processes.get(id);
      if (!start && (until === undefined || until <= Date.now())) return false;
      this.processes.putSync(id, Date.now() + ms);
      return true;
    });
  }

  dead(): string[] {
    const now = Date.now();
    return [...this.processes.getRange({})]
      .filter(({ value }) => value <= now)
      .map(({ key }) => key);
  }

  roomsHeldBy(id: string): string[] {
    return [...this.held.getKeys({ start: [id], end: [id, KEY_END] })].map(
      (key) => (key as [string, string])[1],
    );
  }

  async forgetRoomHeldBy(id: string, code: string): Promise<void> {
    await this.held.remove([id, code]);
  }

  forget(id: string): Promise<boolean> {
    return this.root.transaction(() => {
      const { done } = this.held
        .getKeys({ start: [id], end: [id, KEY_END], limit: 1 })
        [Symbol.iterator]()
        .next();
      if (done !== true) return false;
      this.processes.removeSync(id);
      return true;
    });
  }

  /** Inside a transaction: the room's holders as a commit changed them. */
  moveHolders(
    code: string,
    holders: { added: readonly string[]; removed: readonly string[] },
  ): void {
    for (const id of holders.added) this.held.putSync([id, code], null);
    for (const id of holders.removed) this.held.removeSync([id, code]);
  }

  /** Inside a transaction: the room's entries, given its seats' JSON (or a room stored whole). */
  releaseRoom(code: string, seatsOrRoom: string): void {
    for (const id of holdersIn(seatsOrRoom)) this.held.removeSync([id, code]);
  }
}

/** The process ids recorded in the seats' JSON (or a room stored whole). */
function holdersIn(text: string): string[] {
  // JSON of a seat held by someone always contains this (a name cannot: its quotes are escaped),
  // and parsing a whole room only to find none is most of a removal's time.
  if (!text.includes('"heldBy":["')) return [];
  const parsed = JSON.parse(text) as unknown;
  const seats = (
    Array.isArray(parsed) ? parsed : ((parsed as Partial<RoomState>).seats ?? [])
  ) as RoomState['seats'];
  return seats.flatMap((seat) => seat.heldBy ?? []);
}
