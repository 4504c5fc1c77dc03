// The agreements as a zod schema: what a host may send and what a record carries. Cross-field
// checks are the engine's (validateRules, dealProblem), run here too, so an unplayable combination
// is refused before any match starts. The engine itself has no runtime dependency; this is its wire.
//
// Written with zod/mini (the same parser core as `zod`, without the chainable API) so that the
// browser checks a custom set with this very schema at a fraction of zod's weight (README, "pnpm
// size"); the server's schemas embed it as they are (both APIs share zod's core). Its refusals
// are in zod's English (english.ts) wherever it runs.
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
import * as z from 'zod/mini';
import './english.ts';

/** An integer from `min` to `max` (zod's `z.int().min(min).max(max)`). */
/* #__NO_SIDE_EFFECTS__ */
function intIn(min: number, max: number) {
  return z.int().check(z.minimum(min), z.maximum(max));
}
const points = intIn(0, 1000);
const flag = z.optional(z.boolean());

export const SpecialsSchema = z.strictObject({
  loneBlank: z.nullable(points),
  loneBoar: z.nullable(points),
  blankAndBoar: z.nullable(points),
  eggs: z.boolean(),
  minimumToOpen: z.nullable(points),
  redealDoubles: z.nullable(intIn(2, 7)),
  redealSuit: z.nullable(intIn(2, 7)),
  baldFinish: z.boolean(),
});

const TileSchema = z.custom<Tile>(
  (v) => typeof v === 'string' && /^([0-6])-([0-6])$/.test(v) && v[0]! <= v[2]!,
  { error: 'expected a tile written a-b with 0 ≤ a ≤ b ≤ 6' },
);

/** Seed 003's switches; every field optional (absent: the behaviour before the switch existed). */
export const AgreementsSchema = z.strictObject({
  opening: z.optional(
    z.strictObject({
      rule: z.enum(OPENING_RULES),
      double: z.optional(TileSchema),
      fallback: z.enum(OPENING_FALLBACKS),
    }),
  ),
  cannotGo: z.optional(z.enum(CANNOT_GO_RULES)),
  lastTileDrawable: flag,
  buyWithMove: flag,
  blockedRound: z.optional(z.enum(BLOCKED_ROUND_RULES)),
  recording: z.optional(z.enum(RECORDING_RULES)),
  blockedScoring: z.optional(z.enum(BLOCKED_SCORINGS)),
  doublesAcross: flag,
  twoDoubles: flag,
  doubleClosesArm: flag,
  roundTo: z.optional(z.union([z.literal(ROUND_TO_STEPS[0]), z.literal(ROUND_TO_STEPS[1])])),
  deals: z.optional(intIn(1, 1000)),
  semyorka: z.optional(
    z.strictObject({ extraTurnAt: z.optional(intIn(0, 48)), drawTwoAt: z.optional(intIn(0, 48)) }),
  ),
  ceremonies: z.optional(
    z.strictObject({ general: flag, admiral: flag, snottyGoat: flag, winnerToZero: flag }),
  ),
});

export const RulesSchema = z
  .strictObject({
    preset: z.enum(PRESET_IDS),
    players: intIn(Math.min(...PLAYER_COUNTS), Math.max(...PLAYER_COUNTS)),
    teams: z.enum(TEAM_MODES),
    tilesEach: intIn(1, 14),
    boneyard: z.boolean(),
    board: z.enum(BOARD_SHAPES),
    firstLead: z.enum(FIRST_LEAD_RULES),
    laterLead: z.enum(LATER_LEAD_RULES),
    drawing: z.enum(DRAW_RULES),
    handScoring: z.enum(HAND_SCORINGS),
    playScoring: z.enum(PLAY_SCORINGS),
    // Optional so that rule sets (and records) written before boards and scoring stay valid.
    muggins: z.optional(
      z.strictObject({ mode: z.enum(MUGGINS_MODES), windowMs: intIn(500, 60_000) }),
    ),
    crossAfter: z.optional(intIn(1, 6)),
    specials: SpecialsSchema,
    target: z.strictObject({ score: intIn(1, 10000), reaching: z.enum(TARGET_MEANINGS) }),
    agreements: z.optional(AgreementsSchema),
  })
  .check(
    z.superRefine((r, ctx) => {
      // Combinations the field types cannot catch: every contradiction, each naming its two rules.
      const contradictions = validateRules(r).contradictions;
      for (const c of contradictions)
        ctx.addIssue({ code: 'custom', message: `${c.rules[0]} + ${c.rules[1]}: ${c.message}` });
      if (contradictions.length > 0) return;
      // A set whose redeal rule (nearly) always misdeals would never start a hand.
      const cannotDeal = dealProblem(r);
      if (cannotDeal) ctx.addIssue({ code: 'custom', path: ['specials'], message: cannotDeal });
    }),
  );

/** Parses untrusted rules into a rule set, or a `bad-rules` error naming every problem. */
export function parseRules(input: unknown): Result<Rules> {
  const parsed = RulesSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const message = parsed.error.issues
    .map((issue) => `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`)
    .join('; ');
  return { ok: false, error: 'bad-rules', message: message || 'invalid rules' };
}
