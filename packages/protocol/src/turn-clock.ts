// The turn clock (issue 48): how long a person may think over one move before the room's stand-in
// bot plays it for them. A room option chosen at creation; off unless the host picks a length.
import type { PresetId } from './engine.ts';

/** Seconds a move may take: 0 = no clock. */
export const TURN_SECONDS = [0, 15, 30, 60] as const;
export type TurnSeconds = (typeof TURN_SECONDS)[number];

/** Games where a move means adding up the ends (scores during play, Muggins) or choosing among many arms. */
const SLOW_GAMES: readonly PresetId[] = ['all-fives', 'telephone', 'telefon', 'osyol', 'trains'];

/**
 * What the room form offers first for a game: 60 s where a move involves adding up the open ends
 * or picking among several arms or trains, 30 s for line games (one or two ends to match), where
 * most moves take a few seconds and half a minute already means someone has looked away.
 */
export function defaultTurnSeconds(preset: PresetId): TurnSeconds {
  return SLOW_GAMES.includes(preset) ? 60 : 30;
}
