// A bot version as data: every number and every choice of building block a level uses, in plain
// JSON (numbers and enums, no functions), so a version is a row of the registry (registry.ts) and
// an experiment is a JSON file (`pnpm bench:bots --plan FILE`), never frozen code. decide.ts
// interprets a plan with one dispatch per axis; expert.ts holds expert's searches.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** How the search's deals weigh the opponents' plays, and the tree's value of a hand won. */
export interface ModelPlan {
  /** Chance the model gives to an opponent playing its heaviest fitting tile (the rest: uniform). */
  readonly greedy: number;
  /** Prior weight of the model (relative). */
  readonly prior: number;
  /** Opponents' chance (of 65,536) of their heaviest tile in the search's playouts. */
  readonly opponentGreedy: number;
  /** Heaviest-tile chance used to weigh the search's deals (0: deals are not weighted). */
  readonly inferenceGreedy: number;
  /** Points the tree counts for a hand won against such players (absent: the tree's default). */
  readonly handWin?: number;
  /** The plays read as a choice among the legal moves, by these factors (reading/choice.ts). */
  readonly choice?: ChoiceFactorsPlan;
  /** Every play this hand read on the hand walked back to the deal (reading/history-inference.ts). */
  readonly history?: boolean;
  /** In careful playouts and the lookahead the opponent replies with its heaviest fitting tile. */
  readonly heaviestReplies?: boolean;
}

export interface ChoiceFactorsPlan {
  readonly pip: number;
  readonly double: number;
  readonly variety: number;
  readonly follow: number;
  readonly unseen: number;
  readonly sameEnds: number;
}

/** The flat search's work (search/flat.ts): playouts over sampled deals, exact endgame. */
export interface FlatPlan {
  readonly playouts: number;
  readonly minDeals: number;
  /** Solve exactly with at most this many tiles in all hands (0: never), on so many deals and nodes. */
  readonly endgameTiles: number;
  readonly endgameDeals: number;
  readonly endgameNodes: number;
}

export interface LookaheadPlan {
  readonly playouts: number;
  readonly minDeals: number;
  /** How the others move before this seat's next choice: 'careful' (the playout's move) or 'heaviest'. */
  readonly others: 'careful' | 'heaviest';
}

export interface ExactPlan {
  readonly deals: number;
  readonly minDeals: number;
  readonly nodes: number;
}

/**
 * Expert in one kind of table. Axes: `flatSearch` where nobody draws and `drawingSearch` where a
 * stranded seat draws (search), `pickModel` and `knowledge` (reading), `beforeTree`.
 */
export interface ExpertPlan {
  readonly search: FlatPlan;
  /** This side's seats' chance (of 65,536) of their heaviest tile in playouts: pair and free games. */
  readonly ownGreedy: { readonly pairs: number; readonly free: number };
  readonly models: readonly ModelPlan[];
  /** Deals sampled to weigh the models' evidence. */
  readonly modelDeals: number;
  /** The partner's heaviest-tile chance, to weigh deals by its plays too (absent: not read). */
  readonly partnerGreedy?: number;
  /** What the seat reads: 'public' (knowledge.ts) or 'lead' (also what a compulsory lead says: lead.ts). */
  readonly knowledge: 'public' | 'lead';
  /** Which model the plays favour: 'likelihood' (plays since the last draw), 'all-plays' (and before each draw), 'history' (walked back to the deal). */
  readonly pickModel: 'likelihood' | 'all-plays' | 'history';
  /** Where nobody draws: 'flat', or 'lookahead' (this seat's next choice searched too) outside the endgame. */
  readonly flatSearch: 'flat' | 'lookahead';
  readonly lookahead?: LookaheadPlan;
  /** Where a stranded seat draws (null: the flat search with the model's playouts). */
  readonly drawing: {
    readonly playouts: number;
    readonly endgameTiles: number;
    readonly commonRandom: boolean;
    /** 'flat'; 'lookahead' for two players; 'exact' (each deal valued exactly, else the lookahead). */
    readonly search: 'flat' | 'lookahead' | 'exact';
    readonly lookahead?: LookaheadPlan;
    readonly exact?: ExactPlan;
  } | null;
  /** Tried where the tree would decide against plain shedders: 'none', 'exact' (late), 'exact-if-past-sheds'. */
  readonly beforeTree: 'none' | 'exact' | 'exact-if-past-sheds';
  /** 'exact' before the tree only with at most this many tiles left to draw. */
  readonly beforeTreeBoneyard?: number;
}

export interface TreePlan {
  readonly iterations: number;
  readonly deals: number;
  readonly exploration: number;
  readonly otherExploration: number;
}

/** Chances (of 65,536) that hard's own side and the others play their heaviest tile in playouts. */
export interface PolicyPlan {
  readonly greedy: number;
  readonly opponentGreedy: number;
}

export interface Plan {
  /**
   * Mirror plays on a plain line whose open ends show one number (mirrors.ts): 'one' weighs and
   * searches each once; 'both' (absent: bots-2026.12) keeps both of the engine's plays.
   */
  readonly mirrors?: 'both' | 'one';
  /** Easy: chance (of 65,536) of a uniformly random legal play instead of its heaviest. */
  readonly easy: { readonly noise: number };
  /** Normal: the share of a special lone double's count (Kozel) added for shedding it. */
  readonly normal: { readonly specialShare: number };
  readonly hard: {
    readonly search: FlatPlan;
    readonly pairs: PolicyPlan;
    readonly free: PolicyPlan;
  };
  readonly expert: {
    readonly tree: TreePlan;
    /** Pair games; free-for-all games; 2-player games where a stranded seat draws. */
    readonly pairs: ExpertPlan;
    readonly free: ExpertPlan;
    readonly drawingTwo: ExpertPlan;
  };
}

/** JSON with object keys sorted at every depth: the same plan always writes the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([, v]) => v !== undefined,
    );
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the plan's canonical JSON, hex: what a record may carry beside the version's id. */
export function planHash(plan: Plan): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(plan))));
}

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

function merged(base: Json | undefined, override: Json, at: string): Json {
  if (override === null || typeof override !== 'object' || Array.isArray(override)) {
    if (base !== undefined && base !== null && typeof base !== typeof override)
      throw new TypeError(`${at}: expected ${typeof base}, got ${JSON.stringify(override)}`);
    return override;
  }
  if (base !== undefined && (base === null || typeof base !== 'object' || Array.isArray(base)))
    throw new TypeError(`${at}: expected ${JSON.stringify(base)}'s kind, got an object`);
  const out: Record<string, Json> = { ...((base as Record<string, Json> | undefined) ?? {}) };
  for (const [key, value] of Object.entries(override))
    out[key] = merged(out[key], value, `${at}.${key}`);
  return out;
}

/**
 * An experiment's plan: `override` (parsed JSON) laid over `base` key by key, arrays replaced
 * whole, so a file need only hold what it changes, e.g. {"hard":{"search":{"playouts":2400}}}.
 * Top-level keys must be the plan's, and a value may not change a field's kind.
 */
export function overridePlan(
  base: Plan,
  override: unknown,
): { ok: true; plan: Plan } | { ok: false; message: string } {
  if (override === null || typeof override !== 'object' || Array.isArray(override))
    return { ok: false, message: 'a plan override is a JSON object' };
  const unknown = Object.keys(override).find((key) => !(key in base));
  if (unknown !== undefined)
    return {
      ok: false,
      message: `unknown plan key "${unknown}" (one of ${Object.keys(base).join(', ')})`,
    };
  try {
    return {
      ok: true,
      plan: merged(base as unknown as Json, override as Json, 'plan') as unknown as Plan,
    };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}
