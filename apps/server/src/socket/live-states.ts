// Patch frames. A move changes a few fields of a recipient's ~2 KB view, so each process remembers,
// per room, the live state ({ view without finished hands, fair, nextHand }) it last sent each
// recipient (a seat's channel or the spectators') and the version it was for. The frame of the
// next version then carries only the steps from that state (`patch`, protocol patch.ts); a client
// holds exactly that state, because it applied the previous frame or snapshot of that version
// (anything else is a version gap, and it resyncs). Without a remembered state of the previous
// version the frame is whole. States are per recipient, computed from that recipient's own view,
// so a patch carries nothing its whole frame would not.
import {
  diffState,
  liveOfSnapshot,
  type LiveState,
  type Snapshot,
  type UpdateFrame,
} from '@boneyard/protocol';
import type { RoomState } from '@boneyard/table';

/** A seat index, or null for the spectators. */
export type Recipient = number | null;

interface RoomStates {
  /** Tells a room apart from an expired one whose code was issued again. */
  readonly createdAt: number;
  readonly version: number;
  readonly states: Map<Recipient, LiveState>;
}

/** Rooms remembered at most (oldest change forgotten first: its next frame is whole). */
const MAX_ROOMS = 10_000;

export function liveOfFrame(frame: UpdateFrame): LiveState {
  return { view: frame.view ?? null, fair: frame.fair ?? null, nextHand: frame.nextHand ?? null };
}

/** The frame with its live state replaced by the steps from `previous`. */
function patchFrame(frame: UpdateFrame, previous: LiveState, next: LiveState): UpdateFrame {
  const { view: _view, fair: _fair, nextHand: _nextHand, ...rest } = frame;
  return { ...rest, patch: diffState(previous, next) };
}

export class LiveStates {
  private readonly rooms = new Map<string, RoomStates>();

  /**
   * Starts the frames of `version` of the room: answers a function that turns one recipient's whole
   * frame into the frame to send (a patch when its state at version − 1 is remembered).
   */
  begin(
    room: RoomState,
    version: number,
  ): (recipient: Recipient, whole: UpdateFrame) => UpdateFrame {
    const before = this.rooms.get(room.code);
    const previous =
      before !== undefined && before.createdAt === room.createdAt && before.version === version - 1
        ? before.states
        : null;
    const states = new Map<Recipient, LiveState>();
    this.store(room.code, { createdAt: room.createdAt, version, states });
    return (recipient, whole) => {
      const next = liveOfFrame(whole);
      states.set(recipient, next);
      const last = previous?.get(recipient);
      return last === undefined ? whole : patchFrame(whole, last, next);
    };
  }

  /** Remembers the live states of snapshots pushed at `version` (the next frame can be a patch). */
  rememberSnapshots(
    room: RoomState,
    version: number,
    snapshots: ReadonlyMap<Recipient, Snapshot>,
  ): void {
    const before = this.rooms.get(room.code);
    if (before !== undefined && before.createdAt === room.createdAt && before.version > version)
      return;
    const same =
      before !== undefined && before.createdAt === room.createdAt && before.version === version;
    const states = same ? before.states : new Map<Recipient, LiveState>();
    for (const [recipient, snapshot] of snapshots) states.set(recipient, liveOfSnapshot(snapshot));
    if (!same) this.store(room.code, { createdAt: room.createdAt, version, states });
  }

  private store(code: string, entry: RoomStates): void {
    this.rooms.delete(code);
    this.rooms.set(code, entry);
    if (this.rooms.size > MAX_ROOMS) this.rooms.delete(this.rooms.keys().next().value!);
  }
}
