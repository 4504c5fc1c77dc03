// How the table names and marks each seat of an online room: a person, a bot, a free seat, and
// a person away (with the time left before a bot stands in for them).
import type { RoomInfo } from '@boneyard/protocol';
import { t } from '../i18n/i18n.svelte.ts';
import type { SeatLabel } from '../game/source.ts';
import { formatCountdown } from './countdown.ts';
import { te } from '../i18n/evening.svelte.ts';

/**
 * `serverNow` reads the server's clock now (this browser's clock plus the measured offset); read
 * only while someone is away, so a derived list re-runs on the clock's tick only then.
 */
export function seatLabels(seats: RoomInfo['seats'], serverNow: () => number): SeatLabel[] {
  return seats.map((s) => ({
    name:
      s.kind === 'bot'
        ? t('table.botName', { n: s.seat + 1 })
        : s.kind === 'empty'
          ? t('table.freeSeat', { n: s.seat + 1 })
          : s.name,
    // During play a bot stands in for an empty seat (after a removal) and for a person away
    // past the grace period.
    bot: s.kind !== 'human' || s.standIn ? (s.botLevel ?? 'normal') : null,
    away: s.kind === 'human' && (!s.online || s.away === true),
    free: s.kind === 'empty',
    // "back in 0:25, then a bot plays" while an away person's grace period runs.
    ...(s.kind === 'human' && !s.online && !s.standIn && s.standInAt != null
      ? { awayText: t('table.awayGrace', { time: formatCountdown(s.standInAt - serverNow()) }) }
      : s.kind === 'human' && s.away === true
        ? { awayText: te('clock.away') }
        : {}),
  }));
}
