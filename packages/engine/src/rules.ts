// The agreements as a zod schema: what a host may send and what a record carries. Cross-field
// checks live here too, so an unplayable combination is refused before any match starts.
import { z } from 'zod';
import { dealProblem } from './dealable.ts';
import {
  BOARD_SHAPES,
  DRAW_RULES,
  FIRST_LEAD_RULES,
  HAND_SCORINGS,
  LATER_LEAD_RULES,
  MUGGINS_MODES,
  PLAY_SCORINGS,
  PRESET_IDS,
  TARGET_MEANINGS,
  TEAM_MODES,
  type Result,
  type Rules,
} from './types.ts';

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

export const RulesSchema = z
  .strictObject({
    preset: z.enum(PRESET_IDS),
    players: z.int().min(2).max(4),
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
    muggins: z.strictObject({ mode: z.enum(MUGGINS_MODES), windowMs: z.int().min(500).max(60_000) }).optional(),
    crossAfter: z.int().min(1).max(6).optional(),
    specials: SpecialsSchema,
    target: z.strictObject({ score: z.int().min(1).max(10000), reaching: z.enum(TARGET_MEANINGS) }),
  })
  .superRefine((r, ctx) => {
    const problem = rulesProblem(r);
    if (problem) return ctx.addIssue({ code: 'custom', message: problem });
    // A set whose redeal rule (nearly) always misdeals would never start a hand.
    const cannotDeal = dealProblem(r);
    if (cannotDeal) ctx.addIssue({ code: 'custom', path: ['specials'], message: cannotDeal });
  });

/** Combinations the schema's field types cannot catch. */
function rulesProblem(r: Rules): string | null {
  if (r.teams === 'pairs' && r.players !== 4) return 'pairs need exactly 4 players';
  if (r.players * r.tilesEach > 28) return `${r.players} × ${r.tilesEach} tiles is more than the set`;
  if (r.drawing !== 'none' && !r.boneyard) return 'drawing needs a boneyard';
  if (r.handScoring === 'losers-write-count' && r.teams !== 'pairs')
    return 'Kozel counting is for two pairs';
  if (r.muggins !== undefined && r.playScoring === 'none') return 'muggins needs scoring during play';
  if (r.crossAfter !== undefined && r.board !== 'cross') return 'crossAfter is a rule of the cross board';
  return null;
}

/** Parses untrusted rules into a rule set, or a `bad-rules` error naming the first problem. */
export function parseRules(input: unknown): Result<Rules> {
  const parsed = RulesSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return { ok: false, error: 'bad-rules', message: `${where}${issue?.message ?? 'invalid rules'}` };
}

/** Seat lists per side: partners 0+2 and 1+3 in pairs, else one side per seat. */
export function sidesOf(rules: Rules): number[][] {
  if (rules.teams === 'pairs') return [
    [0, 2],
    [1, 3],
  ];
  return Array.from({ length: rules.players }, (_, s) => [s]);
}

export function sideOfSeat(rules: Rules, seat: number): number {
  return rules.teams === 'pairs' ? seat % 2 : seat;
}
