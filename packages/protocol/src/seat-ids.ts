// The seat identifiers every room reply carries (ids.ts has the rest of the wire's identifiers),
// in zod/mini like the replies that use them (room-info.ts says why).
import * as z from 'zod/mini';
import './english.ts';

/**
 * Seat tokens: 32 random bytes from the server's CSPRNG, base64url (43 characters, 256 bits).
 * The browser keeps its token per room; the server stores only its SHA-256.
 */
export const SEAT_TOKEN_LENGTH = 43;
export const SeatTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'bad token'));
export type SeatToken = z.infer<typeof SeatTokenSchema>;

export const SeatIndexSchema = z.number().check(z.int(), z.minimum(0), z.maximum(3));
