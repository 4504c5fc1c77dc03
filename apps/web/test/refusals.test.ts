// The refusals of the room bounds (docs/server.md "Room bounds") read in the page's language; any
// other refusal keeps the server's message.
import { expect, test } from 'vitest';
import { ERROR_CODES } from '@boneyard/protocol';
import { en } from '../src/lib/i18n/en.ts';
import { ru } from '../src/lib/i18n/ru.ts';
import { refusalText } from '../src/lib/online/refusals.ts';

const BOUNDS = ['too-many-rooms', 'too-many-bot-rooms', 'server-full'] as const;

test('each bound refusal has its own text, in English and in Russian, instead of the server message', () => {
  const shown = BOUNDS.map((code) => refusalText(code, 'the server says why'));
  expect(new Set(shown).size).toBe(BOUNDS.length);
  for (const [index, code] of BOUNDS.entries()) {
    expect(ERROR_CODES).toContain(code);
    const key = (Object.keys(en) as (keyof typeof en)[]).find((name) => en[name] === shown[index]);
    expect(key, code).toBeDefined();
    expect(ru[key!]).not.toBe(en[key!]);
  }
  expect(refusalText('bad-request', 'the server says why')).toBe('the server says why');
});
