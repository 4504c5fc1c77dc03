// GameStore.claimSlot on LMDB (room/caps.ts counts rooms with it). One database, three kinds of key:
// ['m', set, member] → until; ['o', set, until, member] → 0 (members in time order, so lapsed ones
// are found without reading the others); ['n', set] → how many are listed. Each call is one write
// transaction, so a claim and the count it checks cannot interleave with another.
import type { Database, RootDatabase } from 'lmdb';

type Key = (string | number)[];
/** Sorts after every member in the last place of a key. */
const KEY_END = '\uffff';

export class LmdbSlots {
  constructor(
    private readonly root: RootDatabase,
    private readonly db: Database<number, Key>,
  ) {}

  claim(set: string, member: string, until: number, limit: number | null): Promise<boolean> {
    const at = Math.round(until);
    return this.root.transaction(() => {
      let count = this.db.get(['n', set]) ?? 0;
      for (const key of [
        ...this.db.getKeys({ start: ['o', set], end: ['o', set, Date.now(), KEY_END] }),
      ]) {
        this.db.removeSync(key);
        this.db.removeSync(['m', set, key[3]!]);
        count -= 1;
      }
      const previous = this.db.get(['m', set, member]);
      if (previous === undefined && limit !== null && count >= limit) {
        this.db.putSync(['n', set], count);
        return false;
      }
      if (previous !== undefined) this.db.removeSync(['o', set, previous, member]);
      this.db.putSync(['m', set, member], at);
      this.db.putSync(['o', set, at, member], 0);
      this.db.putSync(['n', set], previous === undefined ? count + 1 : count);
      return true;
    });
  }

  release(set: string, member: string): Promise<void> {
    return this.root.transaction(() => {
      const previous = this.db.get(['m', set, member]);
      if (previous === undefined) return;
      this.db.removeSync(['m', set, member]);
      this.db.removeSync(['o', set, previous, member]);
      this.db.putSync(['n', set], Math.max(0, (this.db.get(['n', set]) ?? 1) - 1));
    });
  }
}
