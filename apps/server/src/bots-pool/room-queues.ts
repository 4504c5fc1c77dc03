// The bot pool's waiting decisions, one queue per room, served in turn. With one queue for the
// whole process, a room whose bots ask often (Expert bots thinking back to back, forty such rooms
// from one client) would take the workers in proportion to how much it asks; here each room with a
// decision waiting gets the next free worker in turn, so another room waits for at most one
// decision of each busy room, however many those rooms ask. A room also has at most one decision
// in a worker at a time (it moves one seat at a time; a second decision is one whose room moved
// on meanwhile), so a busy room cannot hold two workers while other rooms wait.

export interface Queued<T> {
  readonly room: string;
  readonly item: T;
  /** performance.now() when it was queued. */
  readonly since: number;
}

export class RoomQueues<T> {
  /** Each room's waiting decisions, oldest first. */
  private readonly queues = new Map<string, Queued<T>[]>();
  /** Rooms that may have a decision handed out now (some waiting, none in a worker), in turn order. */
  private readonly turn = new Set<string>();
  /** Rooms with a decision in a worker now. */
  private readonly deciding = new Set<string>();
  private count = 0;

  /** Decisions waiting, all rooms together. */
  get size(): number {
    return this.count;
  }

  /** Rooms with a decision in a worker now (tests, logs). */
  get roomsDeciding(): string[] {
    return [...this.deciding];
  }

  push(room: string, item: T): void {
    const queue = this.queues.get(room);
    const entry = { room, item, since: performance.now() };
    if (queue === undefined) this.queues.set(room, [entry]);
    else queue.push(entry);
    this.count += 1;
    if (!this.deciding.has(room)) this.turn.add(room); // a Set keeps its place if it is there already
  }

  /**
   * The next decision to hand a worker: the oldest of the room first in turn. That room counts as
   * deciding until `done(room)`, and only then takes a place in the turn again, at its end.
   */
  next(): Queued<T> | null {
    const room = this.turn.values().next().value;
    if (room === undefined) return null;
    this.turn.delete(room);
    const queue = this.queues.get(room)!;
    const entry = queue.shift()!;
    if (queue.length === 0) this.queues.delete(room);
    this.count -= 1;
    this.deciding.add(room);
    return entry;
  }

  /** A decision `next` gave out is answered (or given up): the room's next one, if any, joins the turn. */
  done(room: string): void {
    this.deciding.delete(room);
    if (this.queues.has(room)) this.turn.add(room);
  }

  /** Takes every waiting decision out (oldest room first): for closing, or deciding them inline. */
  drain(): Queued<T>[] {
    const all = [...this.queues.values()].flat();
    this.queues.clear();
    this.turn.clear();
    this.count = 0;
    return all;
  }
}
