// How the online table names its seats (lib/online/seat-labels.ts). The server names every bot
// seat `Bot (<level>)` ("Bot (expert)"); the table shows a bot by its seat in the language shown
// ("Bot 2" / «Бот 2») with its level translated beside it, and a person keeps the name they typed —
// even one that reads like the server's bot name.
import type { RoomInfo } from '@boneyard/protocol';
import { describe, expect, test } from 'vitest';
import { switchingLanguages } from './support/languages.ts';
import { en } from '../src/lib/i18n/en.ts';
import { i18n, t } from '../src/lib/i18n/i18n.svelte.ts';
import { ru } from '../src/lib/i18n/ru.ts';
import { seatLabels } from '../src/lib/online/seat-labels.ts';
import { DerivedSeatLabels } from './support/online-seat-labels.svelte.ts';

type Seat = RoomInfo['seats'][number];
const base = { online: true, standIn: false, host: false, botLevel: null } as const;
const seat = (s: Partial<Seat> & Pick<Seat, 'seat' | 'kind' | 'name'>): Seat => ({ ...base, ...s });

// What a server sends for a room with a host, a bot at each level it was given, a person who
// typed a bot-like name, and a free seat.
const SEATS: RoomInfo['seats'] = [
  seat({ seat: 0, kind: 'human', name: 'Маша', host: true }),
  seat({ seat: 1, kind: 'bot', name: 'Bot (expert)', botLevel: 'expert' }),
  seat({ seat: 2, kind: 'human', name: 'Bot (expert)' }),
  seat({ seat: 3, kind: 'empty', name: '' }),
];

/** The status line a seat badge shows under a bot that is not on turn. */
const botStatus = (level: 'easy' | 'normal' | 'hard' | 'expert') =>
  t('lobby.bot', { level: t(`level.${level}`) });

switchingLanguages();

describe('online seat labels', () => {
  test('in English: the server’s "Bot (expert)" is "Bot 2", a person keeps a bot-like name', async () => {
    await i18n.set('en');
    const labels = seatLabels(SEATS, () => 0);
    expect(labels.map((l) => l.name)).toEqual([
      'Маша',
      'Bot 2',
      'Bot (expert)',
      t('table.freeSeat', { n: 4 }),
    ]);
    expect(labels.map((l) => l.bot)).toEqual([null, 'expert', null, 'normal']);
    expect(botStatus('expert')).toBe('bot · expert');
  });

  test('in Russian: the bot seat and its level are Russian, the typed name is not touched', async () => {
    await i18n.set('ru');
    const labels = seatLabels(SEATS, () => 0);
    expect(labels[1]?.name).toBe('Бот 2');
    expect(labels[1]?.bot).toBe('expert');
    expect(botStatus('expert')).toBe(`бот · ${ru['level.expert']}`);
    expect(labels[2]?.name).toBe('Bot (expert)');
    expect(labels[0]?.name).toBe('Маша');
    expect(labels[3]?.name).toBe(ru['table.freeSeat'].replace('{n}', '4'));
    // Nothing the server wrote for a bot reaches the screen.
    expect(labels.filter((l) => l.bot !== null && l.name.startsWith('Bot ('))).toEqual([]);
  });

  test('every level, at every seat, whatever the level in the server’s name', async () => {
    await i18n.set('ru');
    for (const level of ['easy', 'normal', 'hard', 'expert'] as const)
      for (const n of [0, 1, 2, 3]) {
        const [label] = seatLabels(
          [seat({ seat: n, kind: 'bot', name: `Bot (${level})`, botLevel: level })],
          () => 0,
        );
        expect(label).toMatchObject({ name: `Бот ${n + 1}`, bot: level, away: false });
        expect(botStatus(level)).toBe(`бот · ${ru[`level.${level}`]}`);
      }
  });

  test('a live language switch renames the bot seat (a derived list, as the room keeps it)', async () => {
    await i18n.set('en');
    const room = new DerivedSeatLabels(SEATS);
    expect(room.labels.map((l) => l.name).slice(0, 3)).toEqual(['Маша', 'Bot 2', 'Bot (expert)']);
    await i18n.set('ru');
    expect(room.labels.map((l) => l.name).slice(0, 3)).toEqual(['Маша', 'Бот 2', 'Bot (expert)']);
    await i18n.set('en');
    expect(room.labels[1]?.name).toBe(en['table.botName'].replace('{n}', '2'));
  });
});
