// The agreements as a zod schema: what a host may send and what a record carries. Cross-field
// checks are the engine's (validateRules, dealProblem), run here too, so an unplayable combination
// is refused before any match starts. The engine itself has no runtime dependency; this is its wire.
import { z } from 'zod';
import {
  BLOCKED_ROUND_RULES,
  BLOCKED_SCORINGS,
  BOARD_SHAPES,
  CANNOT_GO_RULES,
  DRAW_RULES,
  FIRST_LEAD_RULES,
  HAND_SCORINGS,
  LATER_LEAD_RULES,
  MUGGINS_MODES,
  OPENING_FALLBACKS,
  OPENING_RULES,
  PLAY_SCORINGS,
  PLAYER_COUNTS,
  PRESET_IDS,
  RECORDING_RULES,
  ROUND_TO_STEPS,
  TARGET_MEANINGS,
  TEAM_MODES,
  dealProblem,
  validateRules,
  type Result,
  type Rules,
  type Tile,
} from '@boneyard/engine';

const points = z.int().min(0).max(1000);

export const SpecialsSchema = z.strictObject({
  loneBlank: points.nullable(),
  loneBoar: points.nullable(),
  blankAndBoar: points.nullable(),
  eggs: z.boolean(),
  minimumToOpen: points.nullable(),
  redealDoubles: z.int().min(2).max(7).nullable(),
  redealSuit: z.int().min(2).max(7).nullable(),
  baldFinish: z.boolean(),
});

const TileSchema = z.custom<Tile>(
  (v) => typeof v === 'string' && /^([0-6])-([0-6])$/.test(v) && v[0]! <= v[2]!,
  {
    error: 'expected a tile written a-b with 0 ≤ a ≤ b ≤ 6',
  },
);

/** Seed 003's switches; every field optional (absent: the behaviour before the switch existed). */
export const AgreementsSchema = z.strictObject({
  opening: z
    .strictObject({
      rule: z.enum(OPENING_RULES),
      double: TileSchema.optional(),
      fallback: z.enum(OPENING_FALLBACKS),
    })
    .optional(),
  cannotGo: z.enum(CANNOT_GO_RULES).optional(),
  lastTileDrawable: z.boolean().optional(),
  buyWithMove: z.boolean().optional(),
  blockedRound: z.enum(BLOCKED_ROUND_RULES).optional(),
  recording: z.enum(RECORDING_RULES).optional(),
  blockedScoring: z.enum(BLOCKED_SCORINGS).optional(),
  doublesAcross: z.boolean().optional(),
  twoDoubles: z.boolean().optional(),
  doubleClosesArm: z.boolean().optional(),
  roundTo: z.union([z.literal(ROUND_TO_STEPS[0]), z.literal(ROUND_TO_STEPS[1])]).optional(),
  deals: z.int().min(1).max(1000).optional(),
  semyorka: z
    .strictObject({
      extraTurnAt: z.int().min(0).max(48).optional(),
      drawTwoAt: z.int().min(0).max(48).optional(),
    })
    .optional(),
  ceremonies: z
    .strictObject({
      general: z.boolean().optional(),
      admiral: z.boolean().optional(),
      snottyGoat: z.boolean().optional(),
      winnerToZero: z.boolean().optional(),
    })
    .optional(),
});

export const RulesSchema = z
  .strictObject({
    preset: z.enum(PRESET_IDS),
    players: z
      .int()
      .min(Math.min(...PLAYER_COUNTS))
      .max(Math.max(...PLAYER_COUNTS)),
    teams: z.enum(TEAM_MODES),
    tilesEach: z.int().min(1).max(14),
    boneyard: z.boolean(),
    board: z.enum(BOARD_SHAPES),
    firstLead: z.enum(FIRST_LEAD_RULES),
    laterLead: z.enum(LATER_LEAD_RULES),
    drawing: z.enum(DRAW_RULES),
    handScoring: z.enum(HAND_SCORINGS),
    playScoring: z.enum(PLAY_SCORINGS),
    // Optional so that rule sets (and records) written before boards and scoring stay valid.
    muggins: z
      .strictObject({ mode: z.enum(MUGGINS_MODES), windowMs: z.int().min(500).max(60_000) })
      .optional(),
    crossAfter: z.int().min(1).max(6).optional(),
    specials: SpecialsSchema,
    target: z.strictObject({ score: z.int().min(1).max(10000), reaching: z.enum(TARGET_MEANINGS) }),
    agreements: AgreementsSchema.optional(),
  })
  .superRefine((r, ctx) => {
    // Combinations the field types cannot catch: every contradiction, each naming its two rules.
    const contradictions = validateRules(r).contradictions;
    for (const c of contradictions)
      ctx.addIssue({ code: 'custom', message: `${c.rules[0]} + ${c.rules[1]}: ${c.message}` });
    if (contradictions.length > 0) return;
    // A set whose redeal rule (nearly) always misdeals would never start a hand.
    const cannotDeal = dealProblem(r);
    if (cannotDeal) ctx.addIssue({ code: 'custom', path: ['specials'], message: cannotDeal });
  });

/** Parses untrusted rules into a rule set, or a `bad-rules` error naming every problem. */
export function parseRules(input: unknown): Result<Rules> {
  const parsed = RulesSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const message = parsed.error.issues
    .map((issue) => `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`)
    .join('; ');
  return { ok: false, error: 'bad-rules', message: message || 'invalid rules' };
}
