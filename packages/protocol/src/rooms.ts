// Rooms as clients see them: the reply to a create and their public info (room-info.ts, zod/mini),
// and the per-seat snapshot (the create request itself is in create-room.ts).
import { z } from 'zod';
import { END_IDS, type Action, type PlayedHand, type SeatView } from './engine.ts';
import { Hex32Schema, SeatIndexSchema, TileSchema } from './ids.ts';
import { RoomInfoSchema } from './room-info.ts';

export * from './room-info.ts';

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
  you: z.object({ seat: z.nullable(SeatIndexSchema), host: z.boolean() }),
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
