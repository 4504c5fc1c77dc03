// Identifiers that travel on the wire: room codes, seat tokens, tiles, seeds.
import { z } from 'zod';

/**
 * Room-code alphabet: digits and capitals without the look-alikes 0/O, 1/I/L. 31 symbols; a code
 * has ROOM_CODE_LENGTH of them (31^8 ≈ 8.5·10^11 codes; docs/server.md has the guessing arithmetic).
 */
export const ROOM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ROOM_CODE_LENGTH = 8;

/** Normalises what a person typed (lower case, spaces, dashes) before validating it. */
export function normalizeRoomCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

export const RoomCodeSchema = z
  .string()
  .max(32)
  .transform(normalizeRoomCode)
  .pipe(
    z.string().regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`), 'bad room code'),
  );
export type RoomCode = z.infer<typeof RoomCodeSchema>;

// Seat tokens and seat numbers, in zod/mini for the browser's reading of room replies.
export * from './seat-ids.ts';

/** A tile written `a-b` with 0 ≤ a ≤ b ≤ 6. */
export const TileSchema = z
  .string()
  .regex(/^[0-6]-[0-6]$/, 'bad tile')
  .refine((tile) => Number(tile[0]) <= Number(tile[2]), 'tile must be written a-b with a ≤ b')
  .transform((tile) => tile as `${number}-${number}`);

/** 32 bytes as lower-case hex: client seeds, server seeds, commitments. */
export const Hex32Schema = z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 lower-case hex digits');
