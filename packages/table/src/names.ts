// Who may show which name at a table: no two seats may show names that would pass for each other
// (the same key under @boneyard/protocol's nameKey: case, width, accents and Cyrillic/Greek
// look-alikes folded), so nobody can sit down as "Ноst" next to "Host".
import { nameKey } from '@boneyard/protocol';
import { fail, ok, type Outcome } from './result.ts';
import type { RoomState } from './state.ts';

/** `name` for `seat`, unless another seat with a person in it already shows a look-alike of it. */
export function nameFreeFor(room: RoomState, seat: number, name: string): Outcome<string> {
  const key = nameKey(name);
  const clash = room.seats.findIndex(
    (other, index) => index !== seat && other.kind === 'human' && nameKey(other.name) === key,
  );
  if (clash === -1) return ok(name);
  return fail(
    'name-taken',
    `another seat already shows the name "${room.seats[clash]!.name}"; choose another`,
  );
}
