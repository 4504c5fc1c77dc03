// Issue 47 item 7: pasting the whole share link into "Room code" was refused as a malformed
// code. The join field takes the code (as read aloud) or the link the lobby copies.
import { expect, test } from 'vitest';
import { roomCodeFrom } from '../src/lib/online/room-code.ts';

test('a code typed as people read it out', () => {
  expect(roomCodeFrom('K7Q2')).toBe('K7Q2');
  expect(roomCodeFrom(' ab cd-23 ')).toBe('ABCD23');
});

test('the share link, however it was copied', () => {
  expect(roomCodeFrom('https://boneyard.example/r/K7Q2AB')).toBe('K7Q2AB');
  expect(roomCodeFrom('http://127.0.0.1:3000/r/k7q2')).toBe('K7Q2');
  expect(roomCodeFrom('boneyard.example/r/K7Q2/')).toBe('K7Q2');
  expect(roomCodeFrom('  https://boneyard.example/r/K7Q2?from=chat#top \n')).toBe('K7Q2');
  expect(roomCodeFrom('/r/K7Q2')).toBe('K7Q2');
});

test('anything else is no code', () => {
  expect(roomCodeFrom('ab!')).toBeNull();
  expect(roomCodeFrom('')).toBeNull();
  expect(roomCodeFrom('https://boneyard.example/')).toBeNull();
  expect(roomCodeFrom('https://boneyard.example/r/')).toBeNull();
  expect(roomCodeFrom('https://boneyard.example/r/K7Q2/extra')).toBeNull();
  expect(roomCodeFrom('https://boneyard.example/verify?room=K7Q2')).toBeNull();
  expect(roomCodeFrom('TOOLONGCODE1')).toBeNull();
});
