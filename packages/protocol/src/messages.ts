// Every Socket.IO message, named by direction. Client→server messages all take an ack callback
// and are answered with Ack<T>; server→client messages are pushed.
import { z } from 'zod';
import type { GameEvent, PlayedHand } from './engine.ts';
import { ackSchema, ErrorPayloadSchema, type Ack } from './errors.ts';
import { Hex32Schema, RoomCodeSchema, SeatIndexSchema, SeatTokenSchema } from './ids.ts';
import { CreateRoomRequestSchema } from './create-room.ts';
import { PlayerNameSchema } from './names.ts';
import { ChatTextSchema, ReactionSchema, SaidSchema } from './talk.ts';
import {
  ActionSchema,
  BotLevelSchema,
  CreateRoomResponseSchema,
  FairInfoSchema,
  NextHandInfoSchema,
  RevealedDealSchema,
  RoomInfoSchema,
  SnapshotSchema,
  type LiveView,
} from './rooms.ts';

/** Client-chosen id of one action, unique per seat (a UUID or a counter string is fine). */
export const ActionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'bad action id');

const Empty = z.strictObject({});

/** Client → server: message name → payload schema. */
export const ClientMessages = {
  /** Create a room (the same as POST /api/rooms). The creator is the host. */
  'room:create': CreateRoomRequestSchema,
  /**
   * Join a room by code. Send it again after every (re)connect. With a token that owns a seat the
   * socket gets that seat back; without one (or with an unknown one) a fresh token is issued and
   * the socket watches as a spectator until it takes a seat.
   */
  'room:join': z.strictObject({
    code: RoomCodeSchema,
    token: z.optional(SeatTokenSchema),
    name: PlayerNameSchema.optional(),
  }),
  /** Sit in a free seat (in pair games the seat decides the side). */
  'seat:take': z.strictObject({ seat: SeatIndexSchema, name: PlayerNameSchema.optional() }),
  /** Give the seat up (in play a bot stands in until someone takes it). */
  'seat:leave': Empty,
  'name:set': z.strictObject({ name: PlayerNameSchema }),
  /** Host, lobby only: put a bot of `level` in an empty seat, or remove the bot (level null). */
  'host:bot': z.strictObject({ seat: SeatIndexSchema, level: z.nullable(BotLevelSchema) }),
  /**
   * Host: remove a person from a seat (a bot stands in during play). Their token stays out of
   * every seat of the room until `host:readmit`.
   */
  'host:kick': z.strictObject({ seat: SeatIndexSchema }),
  /** Host: let removed people sit again, named as their seat showed when they were removed. */
  'host:readmit': z.strictObject({ name: PlayerNameSchema }),
  /** Host: start the match (every seat must be a person or a bot). */
  'host:start': Empty,
  /** Host, after the match: the host's vote for a rematch (the same as `rematch:vote` for the shown match). */
  'host:rematch': Empty,
  /**
   * A seated person proposes (the first vote) or accepts a rematch of finished match `match`. It
   * starts when every person at the table has accepted (`room.rematch.waiting` empty).
   */
  'rematch:vote': z.strictObject({ match: z.number().int().min(1) }),
  /**
   * This seat's client seed (32 bytes, hex), made in the browser after it saw `commitment` — the
   * server's commitment for `hand` of match `match`. A seed naming any other commitment is refused.
   */
  'seed:submit': z.strictObject({
    match: z.number().int().min(1),
    hand: z.number().int().min(1),
    commitment: Hex32Schema,
    seed: Hex32Schema,
  }),
  /**
   * A move. `version` = the room version the client decided on. A repeated `id` is answered with
   * the first result; a version older than the last game change is answered with `stale`.
   */
  'game:action': z.strictObject({
    id: ActionIdSchema,
    version: z.number().int().min(0),
    action: ActionSchema,
  }),
  /** Ask for a full snapshot (after a version gap, or whenever in doubt). */
  'sync:request': Empty,
  /**
   * This seat has read the result of finished hand `hand` ("Next hand"). The next hand is dealt once
   * every person at the table has sent it, or when the pause (`nextHand.at`) runs out.
   */
  'hand:ready': z.strictObject({ hand: z.number().int().min(1) }),
  /** A seated person's quick reaction, shown by their seat to everyone in the room (talk.ts). */
  'talk:react': z.strictObject({ reaction: ReactionSchema }),
  /** A seated person's chat line, where the room has chat on (talk.ts); spectators only read. */
  'talk:chat': z.strictObject({ text: ChatTextSchema }),
} as const;
export type ClientMessageName = keyof typeof ClientMessages;
export type ClientMessage<N extends ClientMessageName> = z.infer<(typeof ClientMessages)[N]>;

/** Client → server: message name → schema of the ack's value. */
export const ClientReplies = {
  'room:create': CreateRoomResponseSchema,
  'room:join': z.object({ token: SeatTokenSchema, snapshot: SnapshotSchema }),
  'seat:take': z.object({ seat: SeatIndexSchema }),
  'seat:leave': Empty,
  'name:set': Empty,
  'host:bot': Empty,
  'host:kick': Empty,
  'host:readmit': Empty,
  'host:start': Empty,
  'host:rematch': Empty,
  'rematch:vote': Empty,
  'seed:submit': Empty,
  /** `frame`: the mover's own `update` frame of its change, folded into the acknowledgement (absent for a repeated id). */
  'game:action': z.object({
    version: z.number().int(),
    frame: z.lazy(() => UpdateFrameSchema).optional(),
  }),
  'sync:request': SnapshotSchema,
  'hand:ready': Empty,
  'talk:react': Empty,
  'talk:chat': Empty,
} as const satisfies Record<ClientMessageName, z.core.$ZodType>;
export type ClientReply<N extends ClientMessageName> = z.infer<(typeof ClientReplies)[N]>;
export const clientAckSchema = <N extends ClientMessageName>(name: N) =>
  ackSchema(ClientReplies[name]);

/** Events the server adds to the engine's: the fair-deal steps and match starts. */
export const ServerGameEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('match-started'), match: z.number().int() }),
  /** The server seed is stored; this is its commitment. Client seeds are accepted from now on. */
  z.object({ type: z.literal('commitment'), hand: z.number().int(), commitment: Hex32Schema }),
  z.object({ type: z.literal('seed-received'), hand: z.number().int(), seat: SeatIndexSchema }),
  /** Seeds locked ("" = none arrived in time); the deal follows in the same frame. */
  z.object({
    type: z.literal('seeds-locked'),
    hand: z.number().int(),
    clientSeeds: z.array(z.string()),
  }),
  /** The hand is over: its server seed, so anyone can re-deal and check it. */
  z.object({ type: z.literal('seed-revealed'), deal: RevealedDealSchema }),
  /**
   * Every attempt at dealing `hand` was a misdeal, `attempts` in a row: the match is over (status
   * `ended`). The hand's server seed is revealed so anyone can re-deal the misdeals.
   */
  z.object({
    type: z.literal('deal-failed'),
    hand: z.number().int(),
    attempts: z.number().int(),
    serverSeed: Hex32Schema,
    message: z.string(),
  }),
]);
export type ServerGameEvent = z.infer<typeof ServerGameEventSchema>;

/** Events in an update frame: engine events already redacted for the recipient, or server events. */
export type WireEvent = GameEvent | ServerGameEvent;

const PatchPathSchema = z.array(z.union([z.string(), z.number().int().nonnegative()])).max(16);
/** One step of a patch (patch.ts): set `v`, append the items `a`, prepend the items `u`, or delete (`d`) at the path `p`. */
export const PatchOpSchema = z.union([
  z.strictObject({ p: PatchPathSchema, v: z.unknown() }),
  z.strictObject({ p: PatchPathSchema, a: z.array(z.unknown()) }),
  z.strictObject({ p: PatchPathSchema, u: z.array(z.unknown()) }),
  z.strictObject({ p: PatchPathSchema, d: z.literal(1) }),
]);

/**
 * One room change, as one recipient sees it. Every change bumps `version` by exactly 1; a client
 * that sees version ≠ last + 1 sends `sync:request`. The recipient's live state (view, fair,
 * nextHand) comes either whole or, when the client must hold the previous version's, as `patch`:
 * the steps from that state to this one (frames.ts `liveAfter`).
 */
export const UpdateFrameSchema = z
  .object({
    version: z.number().int(),
    events: z.array(z.custom<WireEvent>((value) => typeof value === 'object' && value !== null)),
    /** Present when seats, names, presence, host or status changed. */
    room: z.optional(RoomInfoSchema),
    /** Whole frames: this recipient's view after the change (null in the lobby); `history` is sent separately. */
    view: z.custom<LiveView>().nullable().optional(),
    /** Present when the finished-hands list changed (a hand ended, a match started). */
    history: z.array(z.custom<PlayedHand>()).optional(),
    /** Whole frames: the fair-deal info. */
    fair: FairInfoSchema.nullable().optional(),
    /** Between hands only: the next deal's deadline and who has not pressed "Next hand". */
    nextHand: NextHandInfoSchema.nullable().optional(),
    /** Patch frames: the steps from the previous version's { view, fair, nextHand } to this one's. */
    patch: z.array(PatchOpSchema).optional(),
    /** The server's clock (epoch ms) when the frame was built (for countdowns). */
    serverTime: z.number().optional(),
    /** The turn clock after this change: when the stand-in plays the current move (null: no clock runs). */
    turnEndsAt: z.number().nullable().optional(),
  })
  .refine(
    (frame) =>
      (frame.patch === undefined) === (frame.view !== undefined && frame.fair !== undefined),
    {
      message: 'a frame carries either a patch or the whole view and fair info',
    },
  );
export type UpdateFrame = z.infer<typeof UpdateFrameSchema>;

/** Server → client: message name → payload schema. */
export const ServerMessages = {
  update: UpdateFrameSchema,
  /** A full snapshot the server pushes on its own (after `stale`, a seat change or a kick). */
  snapshot: SnapshotSchema,
  /** An error not tied to an ack (e.g. rate limit before a disconnect). */
  error: ErrorPayloadSchema,
  /** A reaction or chat line someone at the table sent (never stored). */
  said: SaidSchema,
} as const;
export type ServerMessageName = keyof typeof ServerMessages;
export type ServerMessage<N extends ServerMessageName> = z.infer<(typeof ServerMessages)[N]>;

/** Typed event maps for `new Server<ClientToServerEvents, ServerToClientEvents>()` and clients. */
export type ClientToServerEvents = {
  [N in ClientMessageName]: (
    payload: ClientMessage<N>,
    ack: (reply: Ack<ClientReply<N>>) => void,
  ) => void;
};
export type ServerToClientEvents = {
  [N in ServerMessageName]: (payload: ServerMessage<N>) => void;
};

/**
 * Largest message payload, as JSON text in characters, that the server handles (custom rules are
 * the biggest payload); a bigger one is answered `too-large`. Frames over twice this size are
 * dropped by Socket.IO (`maxHttpBufferSize`) and close the connection.
 */
export const MAX_MESSAGE_BYTES = 16 * 1024;
