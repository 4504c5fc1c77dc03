import { describe, expect, test } from 'vitest';
import { recordSeatLabel } from '../src/lib/fair/seat-label.ts';
import { en, type MessageKey } from '../src/lib/i18n/en.ts';
import { format } from '../src/lib/i18n/format.ts';
import { ru } from '../src/lib/i18n/ru.ts';

const inEnglish = (key: MessageKey, params: Record<string, string | number> = {}) =>
  format(en[key], params);
const inRussian = (key: MessageKey, params: Record<string, string | number> = {}) =>
  format(ru[key], params);

describe('seat labels on /verify', () => {
  // What the server writes: every bot is "Bot (normal)" whatever its level or seat.
  const serverSeats = [
    { name: 'Anna', bot: false },
    { name: 'Bot (normal)', bot: true, level: 'hard' as const },
    { name: 'Bot (normal)', bot: true, level: 'easy' as const },
    { name: '  ', bot: false },
  ];

  test('bots are told apart by seat and level, people keep their names', () => {
    const labels = serverSeats.map((seat, i) => recordSeatLabel(seat, i, inEnglish));
    expect(labels).toEqual(['Anna', 'Bot 2 · hard', 'Bot 3 · easy', 'Seat 4']);
    expect(new Set(labels).size).toBe(labels.length);
  });

  test('labels follow the reader’s language', () => {
    const labels = serverSeats.map((seat, i) => recordSeatLabel(seat, i, inRussian));
    expect(labels[1]).toBe(`Бот 2 · ${ru['level.hard']}`);
    expect(labels[3]).toBe('Место 4');
  });

  test('a bot without a level and a missing seat still get a label', () => {
    expect(recordSeatLabel({ name: 'x', bot: true }, 0, inEnglish)).toBe('Bot 1');
    expect(recordSeatLabel(undefined, 2, inEnglish)).toBe('Seat 3');
  });
});
