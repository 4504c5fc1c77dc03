// Match and hand records (boneyard-match-v1) from a stored room: only finished hands, whose seeds
// are already revealed, ever go into one.
import { buildMatchRecord, type MatchRecord } from '@boneyard/protocol';
import type { RoomState } from './state.ts';

export function matchRecordOf(room: RoomState): MatchRecord | null {
  if (room.game === null) return null;
  return buildMatchRecord({
    state: room.game,
    room: room.code,
    seats: room.seats.map((seat) =>
      seat.kind === 'human'
        ? { name: seat.name, bot: false }
        : { name: seat.name === '' ? 'Bot (normal)' : seat.name, bot: true, level: seat.botLevel ?? 'normal' },
    ),
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
