// The order of one room's frames on this browser. A frame applies only on top of the version just
// before it; anything else is either old news (dropped) or a gap (a full resync), and so is a patch
// that does not fit the state it names (docs/protocol.md, "Flow"). Frames that
// arrive while a join waits for its snapshot are held and replayed after it.
import {
  liveAfter,
  liveOfSnapshot,
  type LiveState,
  type Snapshot,
  type UpdateFrame,
} from '@boneyard/protocol';

export type FrameVerdict =
  | { readonly kind: 'apply'; readonly live: LiveState }
  /** A join is waiting for its snapshot: the frame is kept for release(). */
  | { readonly kind: 'held' }
  /** This version (or a later one) is already applied. */
  | { readonly kind: 'old' }
  /** A version was skipped, or the patch does not fit: ask the server for a snapshot. */
  | { readonly kind: 'resync' };

export class FrameOrder {
  private applied = -1;
  private live: LiveState | null = null;
  private held: UpdateFrame[] | null = null;

  /** The version this browser shows (-1 before the first snapshot); moves are sent against it. */
  get version(): number {
    return this.applied;
  }

  /** A join is under way: hold frames until its snapshot. */
  hold(): void {
    this.held = [];
  }

  /** The join answered: the frames held meanwhile, oldest first (give each to update()). */
  release(): UpdateFrame[] {
    const held = this.held ?? [];
    this.held = null;
    return held.sort((a, b) => a.version - b.version);
  }

  /** A snapshot, pushed or asked for; false (and ignored) when it is older than what is shown. */
  snapshot(snapshot: Snapshot): boolean {
    if (snapshot.version < this.applied) return false;
    this.applied = snapshot.version;
    this.live = liveOfSnapshot(snapshot);
    return true;
  }

  update(frame: UpdateFrame): FrameVerdict {
    if (this.held) {
      this.held.push(frame);
      return { kind: 'held' };
    }
    if (this.applied >= 0 && frame.version !== this.applied + 1)
      return frame.version > this.applied ? { kind: 'resync' } : { kind: 'old' };
    let live: LiveState;
    try {
      // Most frames carry only what changed since the previous version.
      live = liveAfter(this.live, frame);
    } catch {
      return { kind: 'resync' };
    }
    this.live = live;
    this.applied = frame.version;
    return { kind: 'apply', live };
  }
}
