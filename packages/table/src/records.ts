// Match and hand records (boneyard-match-v1) from a stored room: only finished hands, whose seeds
// are already revealed, ever go into one.
import { buildMatchRecord, type MatchRecord, type SeatRecord } from '@boneyard/protocol';
import { BOT_ALGORITHM, planHash, releaseOf } from '@boneyard/bots';
import { botLevelOf, type RoomState, type SeatState } from './state.ts';

/** SHA-256 of the playing release's plan as canonical JSON: the record's `botPlan`. */
const BOT_PLAN = planHash(releaseOf(BOT_ALGORITHM)!.plan);

/**
 * A seat as the record names it. Bot seats: their level, the bot algorithm and its plan's hash, so
 * `verify --bots` re-derives all their moves (and checks the plan is the release's). A person's seat (or one emptied by a kick mid-match) that a stand-in
 * played for also lists the spans of moves the stand-in made.
 */
function seatRecord(room: RoomState, seat: SeatState, index: number): SeatRecord {
  const bot = { level: botLevelOf(room, seat), botAlgorithm: BOT_ALGORITHM, botPlan: BOT_PLAN };
  if (seat.kind === 'bot') return { name: seat.name, bot: true, ...bot };
  const spans = (room.standIns ?? []).filter(
    (span) => span.match === room.match && span.seat === index,
  );
  const name = seat.kind === 'human' ? seat.name : `Bot (${bot.level})`;
  const base = { name, bot: seat.kind !== 'human' };
  if (spans.length === 0) return seat.kind === 'human' ? base : { ...base, ...bot, standIn: [] };
  return { ...base, ...bot, standIn: spans.map((span) => ({ from: span.from, to: span.to })) };
}

export function matchRecordOf(room: RoomState): MatchRecord | null {
  if (room.game === null) return null;
  return buildMatchRecord({
    state: room.game,
    room: room.code,
    seats: room.seats.map((seat, index) => seatRecord(room, seat, index)),
    deals: room.revealed.map((deal) => ({
      number: deal.hand,
      commitment: deal.commitment,
      serverSeed: deal.serverSeed,
      clientSeeds: deal.clientSeeds,
      attempt: deal.attempt,
    })),
  });
}

/**
 * The record of hand `n`: the match record cut after that hand, so that `pnpm verify` can check it
 * on its own (scores depend on every earlier hand). Null when hand n has not finished.
 */
export function handRecordOf(record: MatchRecord, n: number): MatchRecord | null {
  if (n < 1 || n > record.hands.length) return null;
  const last = n === record.hands.length;
  return { ...record, hands: record.hands.slice(0, n), result: last ? record.result : null };
}
