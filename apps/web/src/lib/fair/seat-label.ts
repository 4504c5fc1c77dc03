// How /verify names a record's seat. Records from the server name every bot "Bot (normal)", so a
// bot is labelled by its seat and level in the reader's language ("Bot 3 · hard" / «Бот 3 · сильный»),
// the same way the table does; a person keeps their name, and a blank name becomes "Seat N".
import type { MessageKey } from '../i18n/en.ts';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export interface RecordSeat {
  readonly name: string;
  readonly bot: boolean;
  readonly level?: 'easy' | 'normal' | 'hard' | 'expert' | undefined;
}

export function recordSeatLabel(seat: RecordSeat | undefined, index: number, t: Translate): string {
  const n = index + 1;
  if (!seat) return t('verify.seat', { n });
  if (seat.bot) {
    return seat.level
      ? t('verify.botSeat', { n, level: t(`level.${seat.level}`) })
      : t('table.botName', { n });
  }
  return seat.name.trim() || t('verify.seat', { n });
}
