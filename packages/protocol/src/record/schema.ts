// The match record `boneyard-match-v1` (issue 2 §4): one JSON document that lets anyone re-check a
// whole match — commitments, deals, every move and every score. The field names are the issue's,
// exactly; `algorithm` and a hand's `eggs` are optional extras that verify also checks.
import {
  BOT_LEVELS,
  CEREMONY_KINDS,
  END_IDS,
  END_KINDS,
  PRESET_IDS,
  type Tile,
} from '@boneyard/engine';
import type { Result } from '@boneyard/result';
import { z } from 'zod';
import { RulesSchema } from '../rules.ts';
import { RECORD_DEAL_ALGORITHM, RECORD_FORMAT } from './format.ts';

export { RECORD_DEAL_ALGORITHM, RECORD_FORMAT } from './format.ts';

const TILE_TEXT = /^([0-6])-([0-6])$/;

/** `a-b` with 0 ≤ a ≤ b ≤ 6 — the only way a tile is written in a record. */
export function isTileText(value: unknown): value is Tile {
  if (typeof value !== 'string') return false;
  const match = TILE_TEXT.exec(value);
  return match !== null && Number(match[1]) <= Number(match[2]);
}

const TileSchema = z.custom<Tile>(isTileText, {
  error: (issue) =>
    `expected a tile written a-b with 0 ≤ a ≤ b ≤ 6, got ${JSON.stringify(issue.input)}`,
});

const nonNegativeInt = () => z.number().int().min(0);

/** Lower-case hex, two digits per byte ("" = no bytes: a seat that sent no client seed). */
const HexSchema = z
  .string()
  .regex(/^(?:[0-9a-f]{2})*$/, 'expected lower-case hex, two digits per byte');
const Hex32Schema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'expected 32 bytes as 64 lower-case hex digits');

/** A move of a hand: 1-based hand number, 0-based index into its moves. */
const MovePointSchema = z.strictObject({ hand: z.number().int().min(1), move: nonNegativeInt() });

export const SeatRecordSchema = z.strictObject({
  name: z.string(),
  bot: z.boolean(),
  /** Optional extra: the bot level that played this seat (or stood in for its person). */
  level: z.enum(BOT_LEVELS).optional(),
  /** The bot release that played, e.g. "bots-2026.12"; absent: boneyard/bot/v1, retired (verify --bots). */
  botAlgorithm: z.string().optional(),
  /** Optional extra: SHA-256 of the release's plan as canonical JSON (verify --bots checks it names that plan). */
  botPlan: Hex32Schema.optional(),
  /**
   * A person's seat a stand-in bot played for: each span runs from one of this seat's moves to
   * another (both included). Present: only these moves were the bot's; absent on a bot seat: all.
   */
  standIn: z.array(z.strictObject({ from: MovePointSchema, to: MovePointSchema })).optional(),
});

export const DealRecordSchema = z.strictObject({
  /** hex SHA-256 over room, hand and server seed, published before the deal. */
  commitment: Hex32Schema,
  /** The server seed, revealed after the hand. */
  serverSeed: Hex32Schema,
  /** One per seat in seat order; "" for a seat that sent none. */
  clientSeeds: z.array(HexSchema),
  /** The redeal attempt that was played (earlier attempts were misdeals). */
  attempt: nonNegativeInt(),
});

const PlayMoveSchema = z.strictObject({
  seat: nonNegativeInt(),
  play: TileSchema,
  /** The arm it extends (docs/records.md); absent on the opening tile only. */
  end: z.enum(END_IDS).optional(),
  /** Scoring games: the points this play made (absent when none). */
  scored: z.number().int().min(1).optional(),
  /** Strict muggins: the server time of the play (ms), which opens the claim window. */
  at: nonNegativeInt().optional(),
});
const DrawMoveSchema = z.strictObject({ seat: nonNegativeInt(), draw: TileSchema });
const PassMoveSchema = z.strictObject({ seat: nonNegativeInt(), pass: z.literal(true) });
/** Two doubles in a turn (rules.agreements.twoDoubles): `seat` declined the second double. */
const SkipMoveSchema = z.strictObject({ seat: nonNegativeInt(), skip: z.literal(true) });
/** Strict muggins: `seat` claimed `claim` points at server time `at` (its side's, or stolen). */
const ClaimMoveSchema = z.strictObject({
  seat: nonNegativeInt(),
  claim: z.number().int().min(1),
  at: nonNegativeInt(),
});
/** Strict muggins: seat's score of `lapsed` points went unclaimed; `at` is when its window closed. */
const LapseMoveSchema = z.strictObject({
  seat: nonNegativeInt(),
  lapsed: z.number().int().min(1),
  at: nonNegativeInt(),
});

export const MoveRecordSchema = z.union(
  [
    PlayMoveSchema,
    DrawMoveSchema,
    PassMoveSchema,
    SkipMoveSchema,
    ClaimMoveSchema,
    LapseMoveSchema,
  ],
  {
    error:
      'a move is {"seat", "play": "a-b", "end"}, {"seat", "draw": "a-b"}, {"seat", "pass": true}, {"seat", "skip": true}, {"seat", "claim", "at"} or {"seat", "lapsed", "at"}',
  },
);

export const HandEndSchema = z.strictObject({
  kind: z.enum(END_KINDS),
  /** The seat that went out (domino); null for a fish. */
  by: nonNegativeInt().nullable(),
  /** Issue 44: the hand reached the engine's cap on moves and was scored as a blocked round. */
  capped: z.literal(true).optional(),
});

export const HandRecordSchema = z.strictObject({
  /** 1-based hand number in the match. */
  number: z.number().int().min(1),
  deal: DealRecordSchema,
  /** Tiles dealt per seat. */
  hands: z.array(z.array(TileSchema)),
  moves: z.array(MoveRecordSchema),
  end: HandEndSchema,
  /** Raw pips left per seat. */
  pips: z.array(nonNegativeInt()),
  /** Written per side this hand, after every special rule. */
  points: z.array(z.number().int()),
  /** Per side after this hand. */
  totals: z.array(z.number().int()),
  /** Optional extra: eggs carried into the next hand after this one. */
  eggs: nonNegativeInt().optional(),
  /** Scoring games: points per side made during play this hand (included in `points`). */
  playPoints: z.array(nonNegativeInt()).optional(),
  /** The day of the week the hand was dealt on (0 Sunday … 6), where the rules' opening uses it. */
  weekday: z.number().int().min(0).max(6).optional(),
});

export const MatchResultRecordSchema = z.strictObject({
  winners: z.array(nonNegativeInt()),
  losers: z.array(nonNegativeInt()),
  whitewash: z.boolean(),
  /** hand-cap: the match reached the engine's cap on hands (docs/rules/caps.md); the side ahead won. */
  reason: z.enum(['target', 'bald-finish', 'hand-cap']),
  /** Kozyol's ceremonies (rules.agreements.ceremonies): each title and the sides it goes to. */
  ceremonies: z
    .array(
      z.strictObject({
        kind: z.enum(CEREMONY_KINDS),
        sides: z.array(nonNegativeInt()),
        seat: nonNegativeInt().optional(),
      }),
    )
    .optional(),
});

export const MatchRecordSchema = z.strictObject({
  format: z.literal(RECORD_FORMAT),
  /** Optional extra: the deal algorithm, always boneyard/deal/v1 in this format. */
  algorithm: z.literal(RECORD_DEAL_ALGORITHM).optional(),
  preset: z.enum(PRESET_IDS),
  rules: RulesSchema,
  room: z.string(),
  /** The score that ends the match (rules.target.score). */
  target: z.number().int().min(1),
  seats: z.array(SeatRecordSchema),
  sides: z.array(z.array(nonNegativeInt())),
  hands: z.array(HandRecordSchema),
  /** null while the match is still being played (a record exported after any finished hand). */
  result: MatchResultRecordSchema.nullable(),
});

export type SeatRecord = z.infer<typeof SeatRecordSchema>;
export type DealRecord = z.infer<typeof DealRecordSchema>;
export type MoveRecord = z.infer<typeof MoveRecordSchema>;
export type HandEndRecord = z.infer<typeof HandEndSchema>;
export type HandRecord = z.infer<typeof HandRecordSchema>;
export type MatchResultRecord = z.infer<typeof MatchResultRecordSchema>;
export type MatchRecord = z.infer<typeof MatchRecordSchema>;

function pathText(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    text += typeof key === 'number' ? `[${key}]` : `${text === '' ? '' : '.'}${String(key)}`;
  }
  return text === '' ? '(record)' : text;
}

type Issue = z.core.$ZodIssue;

/**
 * A union (a move) that failed every branch: when one branch failed least — the one whose key the
 * move has — its own issues are the useful ones; otherwise the union's message lists the shapes.
 */
function closestIssues(issue: Issue): { path: PropertyKey[]; message: string }[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const sizes = issue.errors.map((branch) => branch.length);
  const fewest = Math.min(...sizes);
  if (sizes.filter((size) => size === fewest).length !== 1) return [issue];
  const branch = issue.errors[sizes.indexOf(fewest)]!;
  return branch.flatMap((inner) =>
    closestIssues(inner).map((found) => ({ ...found, path: [...issue.path, ...found.path] })),
  );
}

/** One readable line per problem, e.g. `hands[2].moves[5].play: expected a tile …`. */
export function describeIssues(error: z.ZodError, limit = 3): string {
  const issues = error.issues.flatMap(closestIssues);
  const lines = issues.slice(0, limit).map((issue) => `${pathText(issue.path)}: ${issue.message}`);
  const more = issues.length > limit ? ` (and ${issues.length - limit} more)` : '';
  return lines.join('; ') + more;
}

export type ParsedRecord = Result<
  MatchRecord,
  {
    /** 'format' when it is not a boneyard-match-v1 record at all, 'rules' for a bad rule set. */
    check: 'format' | 'schema' | 'rules';
    error: string;
  }
>;

/** Parses an untrusted value (e.g. JSON.parse of a file) into a record, with a readable error. */
export function parseMatchRecord(input: unknown): ParsedRecord {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, check: 'format', error: 'a match record is a JSON object' };
  }
  const format = (input as { format?: unknown }).format;
  if (format !== RECORD_FORMAT) {
    return {
      ok: false,
      check: 'format',
      error: `format is ${JSON.stringify(format)}, expected ${JSON.stringify(RECORD_FORMAT)}`,
    };
  }
  const parsed = MatchRecordSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const rulesOnly = parsed.error.issues.every((issue) => issue.path[0] === 'rules');
  return { ok: false, check: rulesOnly ? 'rules' : 'schema', error: describeIssues(parsed.error) };
}
