import { describe, expect, it } from 'vitest';
import {
  ClientMessages,
  PlayerNameSchema,
  ROOM_CODE_ALPHABET,
  RoomCodeSchema,
  SeatTokenSchema,
  TileSchema,
  clientAckSchema,
} from '../src/index.ts';

describe('identifiers', () => {
  it('room codes use no look-alike characters and normalise typing', () => {
    for (const ch of '01OIL') expect(ROOM_CODE_ALPHABET).not.toContain(ch);
    expect(RoomCodeSchema.parse('abcd-2345')).toBe('ABCD2345');
    expect(RoomCodeSchema.safeParse('ABCD0345').success).toBe(false);
    expect(RoomCodeSchema.safeParse('ABC').success).toBe(false);
  });
  it('seat tokens are 43 base64url characters (256 bits)', () => {
    expect(SeatTokenSchema.safeParse('a'.repeat(43)).success).toBe(true);
    expect(SeatTokenSchema.safeParse('a'.repeat(42)).success).toBe(false);
    expect(SeatTokenSchema.safeParse('a'.repeat(42) + '!').success).toBe(false);
  });
  it('names are trimmed, 1–24 characters, without control characters', () => {
    expect(PlayerNameSchema.parse('  Ann ')).toBe('Ann');
    expect(PlayerNameSchema.safeParse('A\u0007nn').success).toBe(false);
    expect(PlayerNameSchema.safeParse('x'.repeat(25)).success).toBe(false);
  });
  it('tiles are a-b with a ≤ b', () => {
    expect(TileSchema.safeParse('3-5').success).toBe(true);
    expect(TileSchema.safeParse('5-3').success).toBe(false);
    expect(TileSchema.safeParse('7-7').success).toBe(false);
  });
});

describe('client messages', () => {
  it('accepts a well-formed action and rejects extra or missing fields', () => {
    const schema = ClientMessages['game:action'];
    expect(
      schema.safeParse({ id: 'a1', version: 3, action: { type: 'play', tile: '1-1' } }).success,
    ).toBe(true);
    expect(
      schema.safeParse({ id: 'a1', version: 3, action: { type: 'play', tile: '1-1' }, seat: 2 })
        .success,
    ).toBe(false);
    expect(schema.safeParse({ id: 'a1', action: { type: 'draw' } }).success).toBe(false);
    expect(
      schema.safeParse({ id: 'x'.repeat(65), version: 0, action: { type: 'pass' } }).success,
    ).toBe(false);
  });
  it('accepts a preset room and rejects a bad one', () => {
    const schema = ClientMessages['room:create'];
    expect(schema.safeParse({ name: 'Ann', rules: { preset: 'kozel' } }).success).toBe(true);
    expect(schema.safeParse({ name: 'Ann', rules: { preset: 'chess' } }).success).toBe(false);
    expect(schema.safeParse({ name: '', rules: { preset: 'draw' } }).success).toBe(false);
    expect(
      schema.safeParse({
        name: 'Ann',
        rules: { preset: 'draw', players: 3 },
        seats: [{ bot: null }, { bot: 'easy' }],
      }).success,
    ).toBe(true);
  });
  it('seeds are 32 bytes of lower-case hex', () => {
    const schema = ClientMessages['seed:submit'];
    const bound = { match: 1, hand: 1, commitment: 'cd'.repeat(32) };
    expect(schema.safeParse({ ...bound, seed: 'ab'.repeat(32) }).success).toBe(true);
    expect(schema.safeParse({ ...bound, seed: 'AB'.repeat(32) }).success).toBe(false);
    expect(schema.safeParse({ ...bound, hand: 0, seed: 'ab'.repeat(32) }).success).toBe(false);
    // Bound to the commitment it answers: a seed naming only its hand is refused.
    expect(schema.safeParse({ hand: 1, seed: 'ab'.repeat(32) }).success).toBe(false);
  });
  it('"next hand" names the finished hand and nothing else (the seat comes from the socket)', () => {
    const schema = ClientMessages['hand:ready'];
    expect(schema.safeParse({ hand: 3 }).success).toBe(true);
    expect(schema.safeParse({ hand: 0 }).success).toBe(false);
    expect(schema.safeParse({ hand: 3, seat: 1 }).success).toBe(false);
    expect(schema.safeParse({}).success).toBe(false);
    expect(clientAckSchema('hand:ready').safeParse({ ok: true, value: {} }).success).toBe(true);
  });
  it('acks are a value or a coded error', () => {
    const ack = clientAckSchema('game:action');
    expect(ack.safeParse({ ok: true, value: { version: 4 } }).success).toBe(true);
    expect(ack.safeParse({ ok: false, error: { code: 'stale', message: 'x' } }).success).toBe(true);
    expect(ack.safeParse({ ok: false, error: { code: 'nope', message: 'x' } }).success).toBe(false);
  });
});
