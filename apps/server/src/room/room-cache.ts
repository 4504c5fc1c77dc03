// What RoomService keeps in memory per room: the latest stored version it knows (a bounded cache:
// it only saves round trips to the store) and the queue that runs this process's changes to one
// room one after another.
import type { StoredRoom } from '../store/types.ts';

const MAX_CACHED_ROOMS = 10_000;

/** The latest known stored version of each room; the least recently stored room goes first. */
export class RoomCache {
  private readonly rooms = new Map<string, StoredRoom>();

  get(code: string): StoredRoom | undefined {
    return this.rooms.get(code);
  }

  delete(code: string): void {
    this.rooms.delete(code);
  }

  /** Cached unless an even newer version is. */
  remember(code: string, stored: StoredRoom): void {
    const cached = this.rooms.get(code);
    if (cached === undefined || cached.version <= stored.version) this.set(code, stored);
  }

  set(code: string, stored: StoredRoom): void {
    this.rooms.delete(code);
    this.rooms.set(code, stored);
    if (this.rooms.size > MAX_CACHED_ROOMS) this.rooms.delete(this.rooms.keys().next().value!);
  }
}

/** Runs each room's work after every earlier work on that room. */
export class SerialQueues {
  private readonly queues = new Map<string, Promise<unknown>>();

  run<T>(code: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(code) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const tail = run.catch(() => undefined);
    this.queues.set(code, tail);
    void tail.then(() => {
      if (this.queues.get(code) === tail) this.queues.delete(code);
    });
    return run;
  }
}
