// Turns engine events into log lines and into the short bubbles shown on a seat ("knock",
// "drew"). A line is data, not text: a message key, its numbers and tiles, and the seat and end
// it speaks of, so the table renders every line (old ones too) in the language shown now, with
// the seat's name as it reads now ("Bot 2" / «Бот 2»): lib/table/log-text.ts.
import type { EndId, GameEvent, SeatView } from '@boneyard/engine';
import type { MessageKey } from '../i18n/en.ts';
import type { SemyorkaEvent } from './semyorka-moves.ts';

export interface LogEntry {
  readonly id: number;
  readonly key: MessageKey;
  /** Numbers and tiles only: nothing in a language. */
  readonly params: Record<string, string | number>;
  /** The seat the line names as {name}. */
  readonly seat?: number;
  /** An end shown as {end} ("left" / «слева»). */
  readonly endParam?: 'left' | 'right';
  /** An arm shown as {onto} ("onto the up arm", "onto Anna's train"). */
  readonly onto?: EndId;
}

export type BubbleKind = 'knock' | 'drew';
export interface Bubble {
  readonly kind: BubbleKind;
  /** Increases with each new bubble so the same kind twice still re-animates. */
  readonly serial: number;
}

let serial = 0;
export function nextSerial(): number {
  serial += 1;
  return serial;
}

/** One event as a log line, or null for events the log does not show. */
export function logEntry(event: GameEvent, me: number | null): LogEntry | null {
  const id = nextSerial();
  switch (event.type) {
    case 'misdeal':
      return { id, key: 'log.misdeal', seat: event.seat, params: {} };
    case 'dealt':
      return { id, key: 'log.dealt', seat: event.leader, params: { number: event.number } };
    case 'played':
      if (event.end === null) {
        return {
          id,
          key: event.auto ? 'log.autoLed' : 'log.led',
          seat: event.seat,
          params: { tile: event.tile },
        };
      }
      if (event.end !== 'left' && event.end !== 'right')
        // Up, down and the trains: named by the boards catalogue ("up", "Anna's train").
        return {
          id,
          key: 'log.playedOnto',
          seat: event.seat,
          params: { tile: event.tile },
          onto: event.end,
        };
      return {
        id,
        key: 'log.played',
        seat: event.seat,
        params: { tile: event.tile },
        endParam: event.end,
      };
    case 'drew':
      return event.tile === null
        ? { id, key: 'log.drewHidden', seat: event.seat, params: {} }
        : { id, key: 'log.drew', seat: event.seat, params: { tile: event.tile } };
    case 'passed':
      return { id, key: 'log.passed', seat: event.seat, params: {} };
    case 'turn':
      return event.seat === me
        ? { id, key: 'log.yourTurn', params: {} }
        : { id, key: 'log.turn', seat: event.seat, params: {} };
    case 'hand-over':
      return event.result.kind === 'domino' && event.result.by !== null
        ? { id, key: 'log.domino', seat: event.result.by, params: {} }
        : { id, key: 'log.fish', params: {} };
    case 'match-over':
      return { id, key: 'log.matchOver', params: {} };
    // Semyorka's sums: why the same seat goes again, why the next one draws (seed 003).
    case 'semyorka':
      if (event.effect === 'again')
        return { id, key: 'log.sumAgain', seat: event.seat, params: { sum: event.sum } };
      // An empty boneyard reads "draws 0 tiles": true, and one sentence fewer on every page.
      return {
        id,
        key: 'log.sumDrawTwo',
        seat: event.next,
        params: { sum: event.sum, count: event.count },
      };
    // Scoring during play (Telephone, All Fives) and Muggins: every point that moves is a line.
    case 'scored':
      return {
        id,
        key: event.pending ? 'log.scoredPending' : 'log.scored',
        seat: event.seat,
        params: { points: event.points },
      };
    case 'claimed':
      return {
        id,
        key: event.stolen ? 'log.stole' : 'log.claimed',
        seat: event.seat,
        params: { points: event.points },
      };
    case 'lapsed':
      return { id, key: 'log.lapsed', seat: event.seat, params: { points: event.points } };
    default:
      return null;
  }
}

/** The bubble an event puts on a seat, if any. */
export function bubbleFor(event: GameEvent): { seat: number; kind: BubbleKind } | null {
  if (event.type === 'passed') return { seat: event.seat, kind: 'knock' };
  if (event.type === 'drew') return { seat: event.seat, kind: 'drew' };
  return null;
}

/** Keeps the log short: the table shows the current hand's last lines. */
export const LOG_LIMIT = 60;

type HandView = NonNullable<SeatView['hand']>;

/**
 * The log of a hand already under way, rebuilt from its public moves: for someone who arrives
 * mid-hand (a spectator, a reload) and so never received the events. `sides` (seat lists, as in
 * the view) tells a claim of one's own side's score from a steal; without it every seat is its
 * own side. From `fromMove` on: only the lines of the moves from that index (and whose turn it
 * is), for a log that already shows the earlier ones (a resync after a network drop). `sums`:
 * Semyorka's sums by play index (semyorka-moves.ts), said after their plays.
 */
export function logFromMoves(
  hand: HandView,
  me: number | null,
  sides?: readonly (readonly number[])[],
  fromMove = 0,
  sums?: ReadonlyMap<number, SemyorkaEvent>,
): LogEntry[] {
  const sideOf = (seat: number) => sides?.findIndex((s) => s.includes(seat)) ?? seat;
  const events: GameEvent[] = [
    { type: 'dealt', number: hand.number, attempt: hand.attempt, leader: hand.leader },
  ];
  // The seat whose score is waiting for a claim (strict Muggins), so a claim can say whose it was.
  let scorer = -1;
  let start = fromMove === 0 ? 0 : Infinity;
  hand.moves.forEach((move, index) => {
    if (fromMove > 0 && index === fromMove) start = events.length;
    if ('play' in move) {
      const end = index === 0 ? null : (move.end ?? null);
      events.push({ type: 'played', seat: move.seat, tile: move.play, end, auto: false });
      const points = move.scored ?? 0;
      if (points > 0) {
        // Waiting for a claim when a claim or a lapse settles it before the next tile (draws may
        // come between), or nothing has settled it yet and a score is open now.
        const after = hand.moves
          .slice(index + 1)
          .find((m) => 'play' in m || 'claim' in m || 'lapsed' in m);
        const pending =
          (after !== undefined && ('claim' in after || 'lapsed' in after)) ||
          (after === undefined && (hand.pending ?? null) !== null);
        events.push({
          type: 'scored',
          seat: move.seat,
          side: sideOf(move.seat),
          points,
          pending,
          deadline: pending ? (hand.pending?.deadline ?? move.at ?? 0) : null,
        });
        scorer = pending ? move.seat : -1;
      }
      const sum = sums?.get(index);
      if (sum) events.push(sum);
    } else if ('draw' in move)
      events.push({ type: 'drew', seat: move.seat, tile: move.draw, left: 0 });
    else if ('claim' in move) {
      const side = sideOf(move.seat);
      const stolen = scorer >= 0 && side !== sideOf(scorer);
      events.push({ type: 'claimed', seat: move.seat, side, points: move.claim, stolen });
      scorer = -1;
    } else if ('lapsed' in move) {
      events.push({ type: 'lapsed', seat: move.seat, points: move.lapsed });
      scorer = -1;
    } else events.push({ type: 'passed', seat: move.seat });
  });
  if (hand.result === null) events.push({ type: 'turn', seat: hand.turn });
  return events
    .slice(Math.min(start, events.length))
    .map((event) => logEntry(event, me))
    .filter((line): line is LogEntry => line !== null)
    .slice(-LOG_LIMIT);
}
