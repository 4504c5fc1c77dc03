import { describe, expect, test } from 'vitest';
import { en } from '../src/lib/i18n/en.ts';
import { format } from '../src/lib/i18n/format.ts';
import { ru } from '../src/lib/i18n/ru.ts';
import { VERIFY_TEXT } from '../src/lib/i18n/verify.ts';
import { REPLAY_TEXT } from '../src/lib/i18n/replay.ts';
import { AGREEMENTS_TEXT } from '../src/lib/i18n/agreements.ts';
import { LOBBY_TEXT } from '../src/lib/i18n/lobby.ts';
import { HOME_TEXT } from '../src/lib/i18n/home.ts';
import { EVENING_TEXT } from '../src/lib/i18n/evening.ts';
import { FIELDS } from '../src/lib/agreements/fields.ts';
import { OPTION_LABELS } from '../src/lib/agreements/option-labels.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  test('Russian has every English key and nothing else', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
  });

  test('every Russian message uses the same placeholders as the English one', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(ru[key]), key).toEqual(placeholders(en[key]));
    }
  });

  test('no message is empty, and game words are Russian', () => {
    for (const text of [...Object.values(en), ...Object.values(ru)])
      expect(text.trim()).not.toBe('');
    expect(ru['table.knock']).toBe('стук');
    expect(ru['log.fish']).toMatch(/Рыба/);
    expect(ru['match.goats']).toMatch(/Козлы/);
    expect(ru['note.eggs-laid']).toMatch(/яйца/);
  });

  test('format fills placeholders and leaves unknown ones visible', () => {
    expect(format('{name} played {tile}', { name: 'Anna', tile: '3-5' })).toBe('Anna played 3-5');
    expect(format('{name} and {who}', { name: 'Anna' })).toBe('Anna and {who}');
  });

  test('format picks the word that agrees with a number', () => {
    const pips = (n: number) => format(en['handEnd.pips'], { pips: n });
    expect([pips(0), pips(1), pips(2), pips(11)]).toEqual(['0 pips', '1 pip', '2 pips', '11 pips']);
    expect(format(en['table.tiles'], { count: 1 })).toBe('1 tile');
    expect(format(VERIFY_TEXT.en['verify.loaded'], { room: 'AB12CD34', hands: 1 })).toBe(
      'Record of room AB12CD34, 1 hand',
    );
    expect(format(AGREEMENTS_TEXT.en['agreements.inertCount'], { count: 1 })).toBe(
      '1 rule has no effect in this game (greyed below).',
    );
    expect(format(en['match.winners'], { names: 'Ann', count: 1 })).toBe('Winner: Ann');
    expect(format(ru['match.winners'], { names: 'Аня, Боря', count: 2 })).toBe(
      'Победители: Аня, Боря',
    );
    // Issue 44: a match stopped at its cap on hands says how many.
    expect(format(en['match.capped'], { hands: 251 })).toMatch(
      /^The match reached its limit of 251 hands/,
    );
    expect(format(ru['match.capped'], { hands: 251 })).toMatch(/пределе партий \(251\)/);
    expect(format('{n|one|other}', {})).toBe('{n|one|other}');
    // No English message says "(s)" or a plural after a number that can be 1 without agreeing.
    for (const text of Object.values(en)) expect(text).not.toMatch(/\(s\)/);
  });

  test('Russian counts take the one, few or many form (issue 47)', () => {
    const moves = (n: number) => format('{n} {n|ход|хода|ходов}', { n });
    expect([0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 112].map(moves)).toEqual([
      '0 ходов',
      '1 ход',
      '2 хода',
      '4 хода',
      '5 ходов',
      '11 ходов',
      '12 ходов',
      '14 ходов',
      '21 ход',
      '22 хода',
      '25 ходов',
      '101 ход',
      '111 ходов',
      '112 ходов',
    ]);
    expect(format(VERIFY_TEXT.ru['verify.bots.pass'], { moves: 4 })).toMatch(/^Все 4 хода ботов/);
    expect(format(VERIFY_TEXT.ru['verify.bots.pass'], { moves: 21 })).toMatch(/^Все 21 ход ботов/);
    expect(format(VERIFY_TEXT.en['verify.bots.pass'], { moves: 1 })).toMatch(/^All 1 bot move is/);
    // A number placed right before a counted Russian noun must choose its form from the number.
    const countedNoun = /\{(\w+)\} (?!\{\1\|)(ход|кост|очк|парти|игрок|секунд|минут|дубл|правил)/;
    const russian = [
      ru,
      VERIFY_TEXT.ru,
      AGREEMENTS_TEXT.ru,
      LOBBY_TEXT.ru,
      HOME_TEXT.ru,
      EVENING_TEXT.ru,
      REPLAY_TEXT.ru,
    ];
    for (const catalogue of russian) {
      for (const text of Object.values(catalogue)) expect(text).not.toMatch(countedNoun);
    }
  });

  test('the game is spelled «Козёл» wherever a player reads it (issue 47)', () => {
    const russian = [
      ru,
      VERIFY_TEXT.ru,
      AGREEMENTS_TEXT.ru,
      LOBBY_TEXT.ru,
      HOME_TEXT.ru,
      EVENING_TEXT.ru,
      REPLAY_TEXT.ru,
    ];
    for (const catalogue of russian) {
      for (const text of Object.values(catalogue)) expect(text).not.toMatch(/Козел/);
    }
    for (const field of FIELDS)
      expect(`${field.label.ru} ${field.help?.ru ?? ''}`).not.toMatch(/Козел/);
    for (const label of Object.values(OPTION_LABELS)) expect(label.ru).not.toMatch(/Козел/);
  });
});

describe('catalogues kept beside the main one', () => {
  test('the side catalogues have every key in Russian, placeholders included', async () => {
    const { HOME_TEXT } = await import('../src/lib/i18n/home.ts');
    for (const side of [
      VERIFY_TEXT,
      HOME_TEXT,
      AGREEMENTS_TEXT,
      LOBBY_TEXT,
      EVENING_TEXT,
      REPLAY_TEXT,
    ] as const) {
      const english = side.en as Record<string, string>;
      const russian = side.ru as Record<string, string>;
      expect(Object.keys(russian).sort()).toEqual(Object.keys(english).sort());
      for (const key of Object.keys(english))
        expect(placeholders(russian[key] ?? ''), key).toEqual(placeholders(english[key] ?? ''));
    }
  });
});
