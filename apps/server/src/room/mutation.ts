// What a change to a room looks like from outside RoomService. Presence (and anything else that
// changes rooms on RoomService's behalf) depends on this interface, not on the service itself, so
// room/service.ts → room/presence.ts is the only direction of import between them.
import type { Outcome, RoomChange, RoomState } from '@boneyard/table';
import type { ActionResult, StoredRoom } from '../store/types.ts';

/** Computes a change on the latest room (null = nothing to change). */
export type Mutation = (
  room: RoomState,
  now: number,
  version: number,
) => Outcome<RoomChange | null>;

export interface Mutated {
  readonly stored: StoredRoom;
  readonly change: RoomChange | null;
  readonly duplicate: ActionResult | null;
}

/** Serialised, version-checked room changes (RoomService). */
export interface RoomMutator {
  /** Identifies this process for leases. */
  readonly owner: string;
  mutate(code: string, fn: Mutation): Promise<Outcome<Mutated>>;
}
