// Issue 47 item 6: the home page links back to the rooms this device sits in. The list is kept
// beside the seat tokens: a seat noted when a snapshot gives one, dropped when it is lost (a
// removal, a spectator's view), most recent first, at most eight.
import { beforeEach, expect, test, vi } from 'vitest';
import { noteSeat, seatedRooms } from '../src/lib/online/seated.ts';

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  });
});

test('rooms with a seat, newest first; a lost seat drops out', () => {
  let now = 1000;
  vi.spyOn(Date, 'now').mockImplementation(() => now++);
  noteSeat('AAAA', true);
  noteSeat('BBBB', true);
  noteSeat('CCCC', false); // watched only
  expect(seatedRooms()).toEqual(['BBBB', 'AAAA']);
  noteSeat('AAAA', true); // back at that table
  expect(seatedRooms()).toEqual(['AAAA', 'BBBB']);
  noteSeat('BBBB', false); // removed by the host
  expect(seatedRooms()).toEqual(['AAAA']);
  for (let i = 0; i < 12; i++) noteSeat(`ROOM${i}`, true);
  expect(seatedRooms()).toHaveLength(8);
  expect(seatedRooms()[0]).toBe('ROOM11');
});

test('a damaged list reads as empty', () => {
  localStorage.setItem('boneyard:seated', '{not json');
  expect(seatedRooms()).toEqual([]);
  localStorage.setItem('boneyard:seated', '{"AAAA":"yesterday","BBBB":5}');
  expect(seatedRooms()).toEqual(['BBBB']);
});
