// Rooms as clients see them: the reply to a create, their public info, and the per-seat snapshot
// (the create request itself is in create-room.ts).
import { z } from 'zod';
import {
  BOT_LEVELS,
  END_IDS,
  PRESET_IDS,
  type Action,
  type PlayedHand,
  type Rules,
  type SeatView,
} from './engine.ts';
import { Hex32Schema, SeatIndexSchema, SeatTokenSchema, TileSchema } from './ids.ts';

export const BotLevelSchema = z.enum(BOT_LEVELS);
export const PresetIdSchema = z.enum(PRESET_IDS);

export const CreateRoomResponseSchema = z.object({
  code: z.string(),
  /** The host's seat token: keep it; it reclaims the seat and proves the host. */
  token: SeatTokenSchema,
  seat: SeatIndexSchema.nullable(),
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
  botLevel: BotLevelSchema.nullable(),
  /** A person is connected to this seat right now. */
  online: z.boolean(),
  /** A bot plays this seat while its person is away (grace period over) or after a kick. */
  standIn: z.boolean(),
  host: z.boolean(),
  /**
   * While its person is away during play: epoch ms when a bot takes the seat over unless they are
   * back (their disconnect time + the grace period). Null otherwise.
   */
  standInAt: z.number().nullable().optional(),
  /** Two moves in a row ran out of time (the turn clock): shown as away until they act again. */
  away: z.boolean().optional(),
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
  match: z.number().int(),
  sides: z.array(z.array(SeatIndexSchema)),
  winners: z.array(z.number().int()),
  losers: z.array(z.number().int()),
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
  match: z.number().int(),
  /** Every person at the table has left: the match waits (no bot moves, no deadlines) until one is back. */
  paused: z.boolean().optional(),
  /** The level of the bot that stands in for a person who drops out (absent from older servers: normal). */
  standInLevel: BotLevelSchema.optional(),
  /** The turn clock: seconds a person may take over one move (0 or absent: none). */
  turnSeconds: z.number().int().optional(),
  /** After a match: the rematch vote (null or absent: nobody proposed one). */
  rematch: RematchInfoSchema.nullable().optional(),
  /** The evening's tally: every finished match of this room, oldest first (the last 20). */
  tally: z.array(TallyEntrySchema).optional(),
  /** Free-text chat is on in this room (absent: on). */
  chat: z.boolean().optional(),
});
export type RoomInfo = z.infer<typeof RoomInfoSchema>;

export const FAIR_STAGES = ['collecting', 'dealt'] as const;
/** The fair-deal state of the current hand (see docs/protocol.md, "Fair deals"). */
export const FairInfoSchema = z.object({
  hand: z.number().int(),
  /** Published before any client seed is accepted. */
  commitment: Hex32Schema,
  stage: z.enum(FAIR_STAGES),
  /** Seats whose client seed has arrived (while collecting) — never the seeds themselves. */
  seedsFrom: z.array(SeatIndexSchema),
  /** Epoch ms after which the seeds lock without the missing ones. */
  seedDeadline: z.number(),
  /** Once dealt: every seat's client seed, hex ("" for none), and the attempt that was played. */
  clientSeeds: z.array(z.string()).nullable(),
  attempt: z.number().int().nullable(),
});
export type FairInfo = z.infer<typeof FairInfoSchema>;

/**
 * Between hands: the finished hand whose result is shown, the epoch ms when the next hand is dealt
 * at the latest, and the seats whose person has not pressed "Next hand" yet. The deal follows as
 * soon as `waiting` is empty (bots and people who are away never hold it up).
 */
export const NextHandInfoSchema = z.object({
  hand: z.number().int(),
  at: z.number(),
  waiting: z.array(SeatIndexSchema),
});
export type NextHandInfo = z.infer<typeof NextHandInfoSchema>;

/** A finished hand's deal inputs, public once the hand is over. */
export const RevealedDealSchema = z.object({
  match: z.number().int(),
  hand: z.number().int(),
  commitment: Hex32Schema,
  serverSeed: Hex32Schema,
  clientSeeds: z.array(z.string()),
  attempt: z.number().int(),
});
export type RevealedDeal = z.infer<typeof RevealedDealSchema>;

export const ActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('play'), tile: TileSchema, end: z.enum(END_IDS).optional() }),
  z.strictObject({ type: z.literal('draw') }),
  z.strictObject({ type: z.literal('pass') }),
  // Two doubles in a turn: decline the second double.
  z.strictObject({ type: z.literal('skip') }),
  // Strict muggins: claim the pending score; the server stamps its own time before applying it.
  z.strictObject({ type: z.literal('claim') }),
]);
// The wire schema and the engine's Action must stay the same shape.
export const actionShapeMatchesEngine: (a: z.infer<typeof ActionSchema>) => Action = (a) => a;

/** The engine's per-seat view without its (growing) list of finished hands. */
export type LiveView = Omit<SeatView, 'history'>;

/** Everything a client needs to draw the room from scratch: sent on join and on resync. */
export const SnapshotSchema = z.object({
  version: z.number().int(),
  room: RoomInfoSchema,
  /** Who this socket is: its seat (null = spectator) and whether it holds the host token. */
  you: z.object({ seat: SeatIndexSchema.nullable(), host: z.boolean() }),
  /** The engine's SeatView for this seat (spectator view when unseated); null in the lobby. */
  view: z.custom<SeatView>().nullable(),
  fair: FairInfoSchema.nullable(),
  /** Every hand of this match whose server seed has been revealed. */
  revealed: z.array(RevealedDealSchema),
  /** Between hands only (see NextHandInfoSchema). */
  nextHand: NextHandInfoSchema.nullable().optional(),
  /** The server's clock (epoch ms) when this was built: countdowns subtract it, not the client's clock. */
  serverTime: z.number().optional(),
  /** The turn clock: epoch ms (server clock) when the stand-in plays the current move; null when none runs. */
  turnEndsAt: z.number().nullable().optional(),
});
export type Snapshot = z.infer<typeof SnapshotSchema>;

export type { PlayedHand };
