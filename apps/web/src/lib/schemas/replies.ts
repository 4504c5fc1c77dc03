// The server's HTTP replies as the browser checks them: packages/protocol's CreateRoomReplySchema,
// RoomInfoReplySchema and HttpErrorSchema written with zod/mini (./zod.ts says why). The same
// fields and bounds; test/schemas-mini.test.ts holds them to the protocol's verdicts and their
// types to the protocol's.
import { BOT_LEVELS, type Rules } from '@boneyard/engine';
import { ERROR_CODES, type CreateRoomResponse, type RoomInfo } from '@boneyard/protocol';
import './english.ts';
import { z } from './zod.ts';

// Written out: taken from rooms.ts they would bring that module's schemas, and zod, with them.
// `sameTypes` below fails to compile when the protocol's lists change.
const ROOM_STATUSES = ['lobby', 'playing', 'ended'] as const;
const SEAT_KINDS = ['empty', 'human', 'bot'] as const;

/** `z.number().int()`, then from `min` to `max` when given. */
const int = (min?: number, max?: number) =>
  z
    .number()
    .check(
      z.int(),
      ...(min === undefined ? [] : [z.minimum(min)]),
      ...(max === undefined ? [] : [z.maximum(max)]),
    );
const SeatIndexSchema = int(0, 3);
const BotLevelSchema = z.enum(BOT_LEVELS);

export const HttpErrorSchema = z.object({
  error: z.object({ code: z.enum(ERROR_CODES), message: z.string() }),
});

export const CreateRoomReplySchema = z.object({
  code: z.string(),
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'bad token')),
  seat: z.nullable(SeatIndexSchema),
  url: z.string(),
});

const SeatInfoSchema = z.object({
  seat: SeatIndexSchema,
  kind: z.enum(SEAT_KINDS),
  name: z.string(),
  botLevel: z.nullable(BotLevelSchema),
  online: z.boolean(),
  standIn: z.boolean(),
  host: z.boolean(),
  standInAt: z.optional(z.nullable(z.number())),
  away: z.optional(z.boolean()),
});

const TallyEntrySchema = z.object({
  match: int(),
  sides: z.array(z.array(SeatIndexSchema)),
  winners: z.array(int()),
  losers: z.array(int()),
  names: z.array(z.string()),
});

export const RoomInfoReplySchema = z.object({
  code: z.string(),
  status: z.enum(ROOM_STATUSES),
  rules: z.custom<Rules>(),
  seats: z.array(SeatInfoSchema),
  match: int(),
  paused: z.optional(z.boolean()),
  standInLevel: z.optional(BotLevelSchema),
  turnSeconds: z.optional(int()),
  rematch: z.optional(
    z.nullable(
      z.object({
        proposedBy: SeatIndexSchema,
        accepted: z.array(SeatIndexSchema),
        waiting: z.array(SeatIndexSchema),
      }),
    ),
  ),
  tally: z.optional(z.array(TallyEntrySchema)),
  chat: z.optional(z.boolean()),
});

/** Compile-time: each schema parses to exactly the protocol's type (a field added there fails here). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const sameTypes: [
  Same<z.output<typeof CreateRoomReplySchema>, CreateRoomResponse>,
  Same<z.output<typeof RoomInfoReplySchema>, RoomInfo>,
] = [true, true];
