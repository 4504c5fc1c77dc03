// The message a room's channel carries for each stored change (plugins/socket.ts), and the rooms it
// is read against. A change carries the room's live part (the text the commit stored) and, of the
// room's other parts (store/room-parts.ts: rules, seats, revealed deals, finished hands), only
// those that are other objects than at the version before: a move changes none of them. A process
// fills in the parts left out from the room of the version before, which it holds when it
// delivered that version (its own change or the previous message); otherwise the message is a gap
// and it reads the room from the store, as for any gap (socket/rooms.ts).
import type { RoomChange, RoomState } from '@boneyard/table';
import { liveJson, PART_FIELDS, partsOf, withParts, type PartField } from '../store/room-parts.ts';

interface ChangeMessage {
  readonly version: number;
  readonly change: Omit<RoomChange, 'room'>;
  /** The live part. */
  readonly room: RoomState;
  /** The parts that changed since `version` − 1 (all of them when the sender did not hold that room). */
  readonly parts: Partial<Record<PartField, unknown>>;
}

/** Rooms remembered at most (least recently changed forgotten first: its next message is a gap or whole). */
const MAX_ROOMS = 10_000;

export class ChangeMessages {
  private readonly rooms = new Map<
    string,
    { readonly version: number; readonly room: RoomState }
  >();

  /** The room of `version`, whole (with every part): delivered, pushed or read from the store here. */
  remember(room: RoomState, version: number): void {
    const known = this.rooms.get(room.code);
    if (known !== undefined && known.room.createdAt === room.createdAt && known.version > version)
      return;
    this.rooms.delete(room.code);
    this.rooms.set(room.code, { version, room });
    if (this.rooms.size > MAX_ROOMS) this.rooms.delete(this.rooms.keys().next().value!);
  }

  /** The message for a stored change: call before remember(change.room, version). */
  encode(change: RoomChange, version: number): string {
    const { room, ...rest } = change;
    const before = this.roomAt(room, version - 1);
    const now = partsOf(room);
    const then = before === null ? null : partsOf(before);
    let parts = '';
    for (const field of PART_FIELDS) {
      if (then !== null && then[field] === now[field]) continue;
      parts += `${parts === '' ? '' : ','}"${field}":${JSON.stringify(now[field])}`;
    }
    return `{"version":${version},"change":${JSON.stringify(rest)},"room":${liveJson(room)},"parts":{${parts}}}`;
  }

  /** The whole room of a received message, or null when it leaves out a part of a room not held here. */
  decode(message: ChangeMessage): RoomState | null {
    const parts: Partial<Record<PartField, unknown>> = { ...message.parts };
    const missing = PART_FIELDS.filter((field) => !(field in parts));
    if (missing.length > 0) {
      const before = this.roomAt(message.room, message.version - 1);
      if (before === null) return null;
      const then = partsOf(before);
      for (const field of missing) parts[field] = then[field];
    }
    return withParts(message.room, parts);
  }

  private roomAt(room: RoomState, version: number): RoomState | null {
    const known = this.rooms.get(room.code);
    return known !== undefined &&
      known.version === version &&
      known.room.createdAt === room.createdAt
      ? known.room
      : null;
  }
}

export type { ChangeMessage };
