// Rooms as every client reads them: the reply to a create and a room's public info, in zod/mini.
// The browser checks the server's replies with these very schemas; written with the classic API
// they brought most of zod's code (24 kB gzipped) to a page that parses nothing else. The server's
// schemas (rooms.ts, messages.ts) embed them as they are: both APIs share zod's core.
import * as z from 'zod/mini';
import './english.ts';
import { BOT_LEVELS, PRESET_IDS, type Rules } from './engine.ts';
import { SeatIndexSchema, SeatTokenSchema } from './seat-ids.ts';

/** An integer (zod's `z.number().int()`). */
/* #__NO_SIDE_EFFECTS__ */
function int() {
  return z.number().check(z.int());
}

export const BotLevelSchema = z.enum(BOT_LEVELS);
export const PresetIdSchema = z.enum(PRESET_IDS);

export const CreateRoomResponseSchema = z.object({
  code: z.string(),
  /** The host's seat token: keep it; it reclaims the seat and proves the host. */
  token: SeatTokenSchema,
  seat: z.nullable(SeatIndexSchema),
  /** Path of the room's page, e.g. /r/ABCD2345. */
  url: z.string(),
});
export type CreateRoomResponse = z.infer<typeof CreateRoomResponseSchema>;

export const ROOM_STATUSES = ['lobby', 'playing', 'ended'] as const;
export const RoomStatusSchema = z.enum(ROOM_STATUSES);
export type RoomStatus = z.infer<typeof RoomStatusSchema>;

export const SEAT_KINDS = ['empty', 'human', 'bot'] as const;
export const SeatInfoSchema = z.object({
  seat: SeatIndexSchema,
  kind: z.enum(SEAT_KINDS),
  /** Display name ("" for an empty seat; bots are named by level). */
  name: z.string(),
  botLevel: z.nullable(BotLevelSchema),
  /** A person is connected to this seat right now. */
  online: z.boolean(),
  /** A bot plays this seat while its person is away (grace period over) or after a kick. */
  standIn: z.boolean(),
  host: z.boolean(),
  /**
   * While its person is away during play: epoch ms when a bot takes the seat over unless they are
   * back (their disconnect time + the grace period). Null otherwise.
   */
  standInAt: z.optional(z.nullable(z.number())),
  /** Two moves in a row ran out of time (the turn clock): shown as away until they act again. */
  away: z.optional(z.boolean()),
});
export type SeatInfo = z.infer<typeof SeatInfoSchema>;

/**
 * After a match, once someone proposed a rematch: the seat that proposed it, the seats that
 * accepted, and the seats still waited for (people at the table who have not accepted; bots,
 * stand-ins and people who are away never hold it up). The rematch starts when `waiting` is empty.
 */
export const RematchInfoSchema = z.object({
  proposedBy: SeatIndexSchema,
  accepted: z.array(SeatIndexSchema),
  waiting: z.array(SeatIndexSchema),
});
export type RematchInfo = z.infer<typeof RematchInfoSchema>;

/**
 * How one finished match of the room ended (the evening's tally): seat lists per side, the
 * winning sides, the sides that lost by reaching a losing target (Kozel's and Kozyol's goats), and
 * each seat's name then ('' where a bot sat). Its record: GET /api/rooms/:code/record?match=N.
 */
export const TallyEntrySchema = z.object({
  match: int(),
  sides: z.array(z.array(SeatIndexSchema)),
  winners: z.array(int()),
  losers: z.array(int()),
  names: z.array(z.string()),
});
export type TallyEntry = z.infer<typeof TallyEntrySchema>;

/** Public facts about a room: the same for everyone who has the code. */
export const RoomInfoSchema = z.object({
  code: z.string(),
  status: RoomStatusSchema,
  rules: z.custom<Rules>(),
  seats: z.array(SeatInfoSchema),
  /** 1-based number of the match in this room (rematch adds one). */
  match: int(),
  /** Every person at the table has left: the match waits (no bot moves, no deadlines) until one is back. */
  paused: z.optional(z.boolean()),
  /** The level of the bot that stands in for a person who drops out (absent from older servers: normal). */
  standInLevel: z.optional(BotLevelSchema),
  /** The turn clock: seconds a person may take over one move (0 or absent: none). */
  turnSeconds: z.optional(int()),
  /** After a match: the rematch vote (null or absent: nobody proposed one). */
  rematch: z.optional(z.nullable(RematchInfoSchema)),
  /** The evening's tally: every finished match of this room, oldest first (the last 20). */
  tally: z.optional(z.array(TallyEntrySchema)),
  /** Free-text chat is on in this room (absent: on). */
  chat: z.optional(z.boolean()),
});
export type RoomInfo = z.infer<typeof RoomInfoSchema>;
