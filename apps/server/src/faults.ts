// Fault injection for the fault suite (test/faults). `BONEYARD_FAULT=POINT:N` makes this process
// SIGKILL itself the Nth time it reaches POINT — a crash at an exact step, with nothing flushed or
// closed. Read once at start-up; without the variable every call is a cheap no-op.
//
// Points (room/service.ts calls them around each stored change):
//   before-write     the change is computed and validated, not yet written
//   after-write      the change is stored, its frames not yet published
//   after-commitment a deal's commitment is stored (a hand started), not yet published
//   after-seed-lock  the client seeds are locked and the hand dealt, not yet published
import type { RoomEvent } from '@boneyard/table';

export const FAULT_POINTS = [
  'before-write',
  'after-write',
  'after-commitment',
  'after-seed-lock',
] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

function parseFault(value: string | undefined): { point: FaultPoint; at: number } | null {
  if (value === undefined || value === '') return null;
  const [point, count] = value.split(':');
  const at = Number(count ?? '1');
  if (!(FAULT_POINTS as readonly string[]).includes(point!) || !Number.isInteger(at) || at < 1) {
    throw new Error(
      `bad configuration: BONEYARD_FAULT: expected one of ${FAULT_POINTS.join(', ')} and ":N", got ${value}`,
    );
  }
  return { point: point as FaultPoint, at };
}

const fault = parseFault(process.env.BONEYARD_FAULT);
let reached = 0;

/** Marks a step of a stored change; `events` are the change's events (they name the deal steps). */
export function faultStep(
  stage: 'before-write' | 'after-write',
  events: readonly RoomEvent[],
): void {
  if (fault === null) return;
  const points: FaultPoint[] = [stage];
  if (stage === 'after-write' && events.some((event) => event.type === 'commitment'))
    points.push('after-commitment');
  if (stage === 'after-write' && events.some((event) => event.type === 'seeds-locked'))
    points.push('after-seed-lock');
  if (!points.includes(fault.point)) return;
  reached += 1;
  if (reached === fault.at) process.kill(process.pid, 'SIGKILL');
}
