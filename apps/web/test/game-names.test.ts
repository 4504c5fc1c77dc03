// Issue 47 item 8: games were hard to tell apart (Kozel / Kozyol / Kozyol (table rules); in
// Russian «Козёл» three times, Telephone and Telefon (house) both «Телефон»), one card began
// with an internal reference ("Seed 003's default game…"), and the agreements editor opened on
// that game. Every preset now has its own name and a one-line difference in both languages.
import { PRESET_IDS } from '@boneyard/engine';
import { expect, test } from 'vitest';
import { EDITOR_START } from '../src/lib/agreements/editor.svelte.ts';
import { en } from '../src/lib/i18n/en.ts';
import { HOME_TEXT } from '../src/lib/i18n/home.ts';
import { ru } from '../src/lib/i18n/ru.ts';
import { GAME_TAGS } from '../src/lib/i18n/tags.ts';

/** A name as a player reads it: case, ё/е and brackets do not make two names different. */
const plain = (name: string) => name.toLowerCase().replace(/ё/g, 'е').replace(/[()]/g, '').trim();

test.each([
  ['en', en, GAME_TAGS.en],
  ['ru', ru, GAME_TAGS.ru],
] as const)(
  'every game has a name of its own and one line of difference (%s)',
  (_lang, catalogue, gameTags) => {
    const names = PRESET_IDS.map((id) => plain(catalogue[`preset.${id}`]));
    expect(new Set(names).size).toBe(PRESET_IDS.length);
    // No name is another's with a bracket added ("Козёл" / "Козёл (вольный)").
    const words = PRESET_IDS.map((id) => plain(catalogue[`preset.${id}`].replace(/\(.*\)/, '')));
    expect(new Set(words).size).toBe(PRESET_IDS.length);
    const tags = PRESET_IDS.map((id) => gameTags[id]);
    expect(new Set(tags).size).toBe(PRESET_IDS.length);
    for (const tag of tags) expect(tag.length).toBeLessThanOrEqual(60);
  },
);

test('no message shown to players refers to the project’s seeds', () => {
  const home = [
    ...Object.values(HOME_TEXT.en),
    ...Object.values(HOME_TEXT.ru),
    ...Object.values(GAME_TAGS.en),
    ...Object.values(GAME_TAGS.ru),
  ];
  for (const text of [...Object.values(en), ...Object.values(ru), ...home])
    expect(text).not.toMatch(/\bseed 0\d\d|seed 0\d\d’s|сид/i);
});

test('the agreements editor opens on the plain Draw game', () => {
  expect(EDITOR_START).toEqual({ preset: 'draw', players: 2 });
});
