// What storing a change does to the room, the same for every driver: the room's version goes up by
// one, and a change to the match stamps that version and the clock on the room (actions decided on
// an older version are stale; bots wait BOT_DELAY_MS after `changedAt`). And a driver with no
// store and no timers — the simulator, tests, later the browser — running a room's own work on a
// clock it moves itself.
import type { Action } from '@boneyard/engine';
import type { DueBotMove } from './bots.ts';
import { nextWork, runDue } from './deadlines.ts';
import type { TableSettings } from './settings.ts';
import type { RoomChange, RoomState } from './state.ts';

/** A room as one driver holds it: the state and its version (the store's, or a local count). */
export interface VersionedRoom {
  readonly room: RoomState;
  readonly version: number;
}

/** The change as it is stored on top of version `previous` at `now`. */
export function stampChange(change: RoomChange, previous: number, now: number): RoomChange {
  return change.gameChanged
    ? { ...change, room: { ...change.room, gameVersion: previous + 1, changedAt: now } }
    : change;
}

/** The room after committing `change` locally (a driver with no store: the simulator, tests). */
export function commitLocally(
  current: VersionedRoom,
  change: RoomChange,
  now: number,
): VersionedRoom {
  return { room: stampChange(change, current.version, now).room, version: current.version + 1 };
}

/** Decides a due bot move at once (a driver without a worker pool: the simulator, the browser). */
export type DecideNow = (due: DueBotMove) => Action;

/** One step of what is due at `now` (see nextWork), committed locally; null when nothing is due. */
export function stepDue(
  current: VersionedRoom,
  settings: TableSettings,
  now: number,
  decide: DecideNow,
): VersionedRoom | null {
  const change = runDue(current.room, now, settings, decide);
  return change === null ? null : commitLocally(current, change, now);
}

/** Where a simulated clock stopped: the room, the time, and the steps it took. */
export interface ClockRun {
  readonly current: VersionedRoom;
  readonly now: number;
  readonly steps: number;
}

/**
 * Runs a room on a simulated clock: jumps to each next piece of work and does it, until nothing is
 * due by itself any more (the match ended, or it waits for a person) or `maxSteps` ran.
 */
export function runClock(
  current: VersionedRoom,
  settings: TableSettings,
  now: number,
  decide: DecideNow,
  maxSteps = 1_000_000,
): ClockRun {
  let steps = 0;
  for (; steps < maxSteps; steps++) {
    const work = nextWork(current.room, settings, now);
    if (work === null) break;
    now = Math.max(now, work.at);
    const next = stepDue(current, settings, now, decide);
    if (next === null)
      throw new Error(
        `room ${current.room.code}: ${work.kind} was due at ${work.at} but nothing happened`,
      );
    current = next;
  }
  return { current, now, steps };
}
