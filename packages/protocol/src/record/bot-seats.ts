// The pieces of verify --bots shared by its move and claim checks: which seats a bot played, with
// which algorithm, and how a failure names hand, move and seat.
import type { SeatRecord } from './schema.ts';

export const BOT_CHECKS = [
  'bot-algorithm', // a bot seat names no bot algorithm, or one this verifier does not know
  'bot-level', // a bot seat names no level
  'bot-move', // a bot move differs from what the bot function gives from the seat's view
  'bot-claim', // a bot's Muggins claim (or its absence) differs from what its seat's view and seed give
] as const;
export type BotCheck = (typeof BOT_CHECKS)[number];

export function botFailure(
  check: BotCheck,
  error: string,
  hand?: number,
  move?: number,
  seat?: number,
) {
  const where =
    hand === undefined
      ? ''
      : move === undefined
        ? `hand ${hand}: `
        : `hand ${hand}, move ${move}: `;
  return {
    ok: false as const,
    check,
    error: `${check}: ${where}${error}`,
    ...(hand === undefined ? {} : { hand }),
    ...(move === undefined ? {} : { move }),
    ...(seat === undefined ? {} : { seat }),
  };
}

/** Whether the bot made seat's decision at move `move` of hand `hand`. */
export function botPlayed(seat: SeatRecord, hand: number, move: number): boolean {
  if (seat.standIn === undefined) return seat.bot;
  const at = hand * 1_000_000 + move;
  return seat.standIn.some(
    (span) =>
      span.from.hand * 1_000_000 + span.from.move <= at &&
      at <= span.to.hand * 1_000_000 + span.to.move,
  );
}

/** What records from before seats named a bot version were played by (retired: not re-derived). */
export const UNNAMED_BOT_ALGORITHM = 'boneyard/bot/v1';

/** The version a seat's bot played. Records from before seats named one: boneyard/bot/v1. */
export function algorithmOf(seat: SeatRecord): string {
  return seat.botAlgorithm ?? UNNAMED_BOT_ALGORITHM;
}
