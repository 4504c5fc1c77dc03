// The browser's host of the driver (@boneyard/table LocalHost, what /play runs), run in Node on a
// clock the test moves: the same rules, room code and seeds as `simulate`, its clock moved the way
// simulate's is (to each next piece of work; to the hand's day for a weekday opening).
import type { BotLevel, Rules } from '@boneyard/engine';
import type { MatchRecord } from '@boneyard/protocol';
import { decideBotMove, LocalHost } from '@boneyard/table';
import {
  SIMULATED_CLOCK_START,
  SIMULATED_SETTINGS,
  simulatedSeedSource,
  whenToDo,
} from '../../cli/src/simulate-match.ts';

/** More steps than any match takes. */
const MAX_STEPS = 1_000_000;

/**
 * The record the local host writes for a table of `level` bots its host watches from this device.
 * `byDay`: a weekday opening's hands are dealt each on its own day, as simulate deals them (else
 * the clock only moves to each next piece of work, as a server's does).
 */
export function localRecord(
  rules: Rules,
  code: string,
  seed: string,
  level: BotLevel = 'normal',
  byDay = true,
): MatchRecord {
  const settings = { ...SIMULATED_SETTINGS, seeds: simulatedSeedSource(seed, 1) };
  const seats = Array.from({ length: rules.players }, () => ({
    name: '',
    bot: level,
    tokenHash: '',
  }));
  const { host } = LocalHost.start(
    code,
    rules,
    seats,
    SIMULATED_CLOCK_START,
    settings,
    decideBotMove,
  );
  let now = SIMULATED_CLOCK_START;
  for (let steps = 0; host.room.status === 'playing'; steps++) {
    const work = host.nextWork(now);
    if (work === null || steps >= MAX_STEPS)
      throw new Error(`local table ${code} stopped with nothing due`);
    now = Math.max(now, byDay ? whenToDo(work, host.room, 1) : work.at);
    if (host.step(now).length === 0)
      throw new Error(
        `local table ${code}: ${work.kind} was due at ${work.at} but nothing happened`,
      );
  }
  const record = host.record();
  if (record === null) throw new Error(`local table ${code} has no record`);
  return record;
}
