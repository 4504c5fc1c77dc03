// A stored room is split by how often its parts change: the live part (the hand in play, the
// deal, status …), rewritten by every change, and the rules (`u`), the seats (`p`), the revealed
// deals (`r`) and the finished hands (`h`, the engine's `history`), each stored apart and written
// only when it changed — a move rewrites none of them. The engine and the room commands make a new
// object (array) for a part they change, so "changed" is "another object than the one stored".
// Both persistent stores (Redis: fields of the room's hash; LMDB: entries of a `parts` database)
// use this, each in its one atomic write per change.
import type { MatchState } from '@boneyard/engine';
import type { RoomState } from '@boneyard/table';

export const PART_FIELDS = ['u', 'p', 'r', 'h'] as const;
export type PartField = (typeof PART_FIELDS)[number];
type Parts = Record<PartField, unknown>;

export function partsOf(room: RoomState): Parts {
  return { u: room.rules, p: room.seats, r: room.revealed, h: room.game?.history ?? null };
}

/**
 * The room's live part as JSON, made once per room object: the commit stores it and the room's
 * channel sends the same text to the other processes (plugins/socket.ts), so a change is not
 * serialised twice.
 */
const liveJsons = new WeakMap<RoomState, string>();
export function liveJson(room: RoomState): string {
  let json = liveJsons.get(room);
  if (json === undefined) {
    const { rules: _rules, seats: _seats, revealed: _revealed, ...live } = room;
    json = JSON.stringify(
      room.game === null ? live : { ...live, game: { ...room.game, history: [] } },
    );
    liveJsons.set(room, json);
  }
  return json;
}

/**
 * The room from its live part and its other parts. A part not given stays as the live part has it
 * (a room stored whole, before the split, or just created).
 */
export function withParts(live: RoomState, parts: Partial<Record<PartField, unknown>>): RoomState {
  const room = {
    ...live,
    ...(parts.u === undefined ? {} : { rules: parts.u as RoomState['rules'] }),
    ...(parts.p === undefined ? {} : { seats: parts.p as RoomState['seats'] }),
    ...(parts.r === undefined ? {} : { revealed: parts.r as RoomState['revealed'] }),
  };
  if (room.game === null || parts.h === undefined) return room;
  return { ...room, game: { ...room.game, history: parts.h as MatchState['history'] } };
}

/** Rooms whose stored parts are remembered at most (a forgotten room's next commit writes them all). */
const MAX_TRACKED_ROOMS = 10_000;

/** Which part objects are stored for each room, as this process last wrote or read them. */
export class WrittenParts {
  private readonly rooms = new Map<string, Parts>();

  /** After a read: `stored` says which parts were stored apart (the others are written by the next commit). */
  read(code: string, room: RoomState, stored: Record<PartField, boolean>): void {
    const now = partsOf(room);
    this.remember(code, {
      u: stored.u ? now.u : null,
      p: stored.p ? now.p : null,
      r: stored.r ? now.r : null,
      h: stored.h ? now.h : null,
    });
  }

  /**
   * A stored room from its live part's JSON and its parts' JSON (absent: not stored apart),
   * remembered as read.
   */
  parse(
    code: string,
    liveText: string,
    texts: Record<PartField, string | null | undefined>,
  ): RoomState {
    const parts: Partial<Record<PartField, unknown>> = {};
    for (const field of PART_FIELDS) {
      const text = texts[field];
      if (text != null) parts[field] = JSON.parse(text) as unknown;
    }
    const room = withParts(JSON.parse(liveText) as RoomState, parts);
    this.read(code, room, {
      u: texts.u != null,
      p: texts.p != null,
      r: texts.r != null,
      h: texts.h != null,
    });
    return room;
  }

  /** Each part as JSON when it is not the object stored ('' if it is), remembered as stored (forget() if the write fails). */
  changed(code: string, room: RoomState): Record<PartField, string> {
    const stored = this.rooms.get(code);
    const now = partsOf(room);
    const changed = {} as Record<PartField, string>;
    for (const field of PART_FIELDS) {
      const same = stored !== undefined && stored[field] === now[field];
      changed[field] = same || now[field] == null ? '' : JSON.stringify(now[field]);
    }
    this.remember(code, now);
    return changed;
  }

  forget(code: string): void {
    this.rooms.delete(code);
  }

  private remember(code: string, parts: Parts): void {
    this.rooms.delete(code);
    this.rooms.set(code, parts);
    if (this.rooms.size > MAX_TRACKED_ROOMS) this.rooms.delete(this.rooms.keys().next().value!);
  }
}
