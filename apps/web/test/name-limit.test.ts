// Issue 47 item 16: names over 24 characters were cut without a word. The fields stop at the
// protocol's own limit and say so once full.
import { MAX_NAME_GRAPHEMES, PlayerNameSchema } from '@boneyard/protocol';
import { expect, test } from 'vitest';
import { NAME_MAX, nameAtLimit } from '../src/lib/online/name-limit.ts';

test('the fields stop where the server does', () => {
  expect(NAME_MAX).toBe(MAX_NAME_GRAPHEMES);
  expect(PlayerNameSchema.safeParse('a'.repeat(NAME_MAX)).success).toBe(true);
  expect(PlayerNameSchema.safeParse('a'.repeat(NAME_MAX + 1)).success).toBe(false);
});

test('the note shows once the field is full, not before', () => {
  expect(nameAtLimit('Anna')).toBe(false);
  expect(nameAtLimit('a'.repeat(NAME_MAX - 1))).toBe(false);
  expect(nameAtLimit('a'.repeat(NAME_MAX))).toBe(true);
});
