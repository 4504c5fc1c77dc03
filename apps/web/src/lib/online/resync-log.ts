// The online hand log after a snapshot. Frames carry events and the log is built from them; a
// snapshot (a reconnect after a network drop, a resync after a version gap) carries none, so
// moves made meanwhile would never reach the log. The log remembers how many of the hand's
// moves it shows; a snapshot adds the lines of the moves after those (the lines already shown
// keep their ids, so a screen reader hears only the new ones), or rebuilds the log when the
// snapshot is of another hand.
import type { GameEvent, SeatView } from '@boneyard/engine';
import { LOG_LIMIT, logEntry, logFromMoves, type LogEntry } from '../game/log.ts';
import type { SemyorkaEvent } from '../game/semyorka-moves.ts';

type HandView = NonNullable<SeatView['hand']>;

/** Which hand the log shows and how far: its moves and whether its end is logged. */
export interface LoggedHand {
  readonly key: string;
  readonly moves: number;
  readonly over: boolean;
}

export function loggedHand(hand: HandView | null | undefined): LoggedHand | null {
  if (!hand) return null;
  return {
    key: `${hand.number}:${hand.attempt}`,
    moves: hand.moves.length,
    over: hand.result !== null,
  };
}

/**
 * The log once a snapshot of `view` arrives, given what the log showed (`logged`); `sums`:
 * Semyorka's sums of the hand's plays, where the table has them (TableFeed).
 */
export function logAfterSnapshot(
  log: readonly LogEntry[],
  logged: LoggedHand | null,
  view: SeatView | null,
  me: number | null,
  sums?: ReadonlyMap<number, SemyorkaEvent>,
): LogEntry[] {
  const hand = view?.hand;
  if (!hand || !view) return [...log];
  const now = loggedHand(hand) as LoggedHand;
  if (logged === null || logged.key !== now.key || log.length === 0)
    return [...logFromMoves(hand, me, view.sides, 0, sums), ...endLine(hand, me)].slice(-LOG_LIMIT);
  if (now.moves <= logged.moves && now.over === logged.over) return [...log];
  const missed =
    now.moves > logged.moves ? logFromMoves(hand, me, view.sides, logged.moves, sums) : [];
  const end = now.over && !logged.over ? endLine(hand, me) : [];
  return [...log, ...missed, ...end].slice(-LOG_LIMIT);
}

/** "Anna is out — domino!" / "Fish!" for a hand that ended out of sight. */
function endLine(hand: HandView, me: number | null): LogEntry[] {
  if (hand.result === null) return [];
  const event: GameEvent = { type: 'hand-over', result: hand.result, hands: [] };
  const line = logEntry(event, me);
  return line ? [line] : [];
}

/**
 * `rebuilt` (the same rebuild as `shown`, now with Semyorka's sums) keeping the ids of the lines
 * `shown` already had, so a screen reader hears only the sum lines, not the whole log again.
 */
export function withShownIds(shown: readonly LogEntry[], rebuilt: readonly LogEntry[]): LogEntry[] {
  let next = 0;
  return rebuilt.map((line) => {
    const old = shown[next];
    if (line.key.startsWith('log.sum') || old === undefined || old.key !== line.key) return line;
    next++;
    return { ...line, id: old.id };
  });
}
