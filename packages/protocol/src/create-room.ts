// How a host asks for a room: the preset or full rule set, the seats and the stand-in. Apart from
// the rest of rooms.ts because a full rule set is checked by RulesSchema (the engine's
// validator, dealability check and their texts): a browser that only reads the server's replies
// (the online table) does not load that checker.
import { z } from 'zod';
import { MUGGINS_MODES } from './engine.ts';
import { RulesSchema } from './rules.ts';
import { SeatIndexSchema } from './ids.ts';
import { PlayerNameSchema } from './names.ts';
import { BotLevelSchema, PresetIdSchema } from './rooms.ts';

/** The turn clock's lengths (turn-clock.ts TURN_SECONDS): 0 = no clock. */
export const TurnSecondsSchema = z.union([
  z.literal(0),
  z.literal(15),
  z.literal(30),
  z.literal(60),
]);

/** A named preset with its options (engine `presetRules(id, opts)`). */
export const PresetChoiceSchema = z.strictObject({
  preset: PresetIdSchema,
  players: z.number().int().min(2).max(4).optional(),
  pairs: z.boolean().optional(),
  target: z.number().int().min(1).max(1000).optional(),
  minimumToOpen: z.boolean().optional(),
  baldFinish: z.boolean().optional(),
  /** Telephone / All Fives: lenient (default), strict (claim within the window) or stealing. */
  muggins: z.enum(MUGGINS_MODES).optional(),
  /** Claim window in ms for strict and stealing Muggins (default 10 000: DEFAULT_MUGGINS_WINDOW_MS). */
  mugginsWindowMs: z.number().int().min(500).max(60_000).optional(),
});
export type PresetChoice = z.infer<typeof PresetChoiceSchema>;

/** A full rule set, checked by the engine's own schema. */
export const CustomRulesSchema = z.strictObject({ custom: RulesSchema });

export const RulesChoiceSchema = z.union([PresetChoiceSchema, CustomRulesSchema]);
export type RulesChoice = z.infer<typeof RulesChoiceSchema>;

/** One seat as the host sets it up: open for a person, or a bot of some level. */
export const SeatSetupSchema = z.strictObject({ bot: z.nullable(BotLevelSchema) });

export const CreateRoomRequestSchema = z.strictObject({
  /** The host's display name. */
  name: PlayerNameSchema,
  rules: RulesChoiceSchema,
  /** One entry per seat (length = players). Default: every seat open for people. */
  seats: z.array(SeatSetupSchema).min(2).max(4).optional(),
  /** The seat the host sits in (default 0; null = host only watches). */
  hostSeat: z.optional(z.nullable(SeatIndexSchema)),
  /** The level of the bot that plays for a person who drops out or is removed mid-match (default normal). */
  standIn: z.optional(BotLevelSchema),
  /**
   * Seconds a person may take over one move before the stand-in bot plays it (0, 15, 30 or 60;
   * default 0, no clock). The web offers each game's defaultTurnSeconds.
   */
  turnSeconds: TurnSecondsSchema.optional(),
  /** Free-text chat at the table (default on; quick reactions are always on). */
  chat: z.boolean().optional(),
});
export type CreateRoomRequest = z.infer<typeof CreateRoomRequestSchema>;
