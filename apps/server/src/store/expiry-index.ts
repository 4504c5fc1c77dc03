// The in-memory store's index of expiries: codes in (expiry, code) order, so a tick reads only
// the front of it — the entries that are due — instead of every room. A sorted array: inserting
// moves at most the array's length of pointers (microseconds at tens of thousands of rooms).
interface Slot {
  readonly at: number;
  readonly code: string;
}

function before(a: Slot, b: Slot): boolean {
  return a.at < b.at || (a.at === b.at && a.code < b.code);
}

export class ExpiryIndex {
  private readonly slots: Slot[] = [];
  private readonly expiryOf = new Map<string, number>();

  /** Sets (or moves) the code's expiry. */
  set(code: string, at: number): void {
    this.delete(code);
    const slot = { at, code };
    this.slots.splice(this.position(slot), 0, slot);
    this.expiryOf.set(code, at);
  }

  delete(code: string): void {
    const at = this.expiryOf.get(code);
    if (at === undefined) return;
    this.slots.splice(this.position({ at, code }), 1);
    this.expiryOf.delete(code);
  }

  /** Up to `limit` codes whose expiry is at or before `now`, soonest first. */
  due(now: number, limit: number): string[] {
    const due: string[] = [];
    for (const slot of this.slots) {
      if (slot.at > now || due.length >= limit) break;
      due.push(slot.code);
    }
    return due;
  }

  get size(): number {
    return this.slots.length;
  }

  /** The first index whose slot does not sort before `slot` (binary search). */
  private position(slot: Slot): number {
    let low = 0;
    let high = this.slots.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(this.slots[middle]!, slot)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
