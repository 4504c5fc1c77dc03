// The rule-set vocabulary: tiles, presets, board shapes and arms, lead, drawing and scoring rules,
// Muggins, and the `Rules` they make up. Re-exported by types.ts.

/** A tile written `a-b` with a ≤ b, e.g. "0-0", "3-5", "6-6". */
export type Tile = `${number}-${number}`;

export const PRESET_IDS = ['draw', 'block', 'kozel', 'kozyol', 'telephone', 'all-fives', 'osyol', 'telefon', 'trains'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

/** Where the board may grow. One case each in board.ts. */
export const BOARD_SHAPES = [
  'line', // two ends; doubles lie across but never branch
  'spinner', // the first double to be covered becomes the spinner; up/down open off it (All Fives, Telephone)
  'cross', // the first double laid is the spinner; up/down open once each side has `crossAfter` tiles (Osyol)
  'house', // the first double laid is the spinner; all four arms open at once (Telefon)
  'trains', // a train per seat and one for the table, all growing from the opening tile
] as const;
export type BoardShape = (typeof BOARD_SHAPES)[number];

/**
 * An arm of the board, named by every move that extends it (and in records). `left`/`right` are
 * the line through the first tile; `up`/`down` open off the spinner; `table` and `train-N` are the
 * trains (train-N belongs to seat N).
 */
export const END_IDS = ['left', 'right', 'up', 'down', 'table', 'train-0', 'train-1', 'train-2', 'train-3'] as const;
export type EndId = (typeof END_IDS)[number];

export const TEAM_MODES = ['none', 'pairs'] as const;
export type TeamMode = (typeof TEAM_MODES)[number];

/** Who opens the first hand (and any hand the later rule cannot decide). */
export const FIRST_LEAD_RULES = [
  'highest-double', // highest double dealt leads with it; else the heaviest tile (draw, block)
  'one-one', // holder of 1-1 leads with it (kozel: 1-1 is always dealt)
  'one-one-else-lowest-double', // 1-1, else the lowest double dealt, else the lowest tile (kozyol)
  'two-three', // 2-3, else 1-1 → 2-2 → … → 6-6, else the lowest-pip tile (telephone)
  'lowest-double', // 0-0 → 1-1 → … → 6-6, else the heaviest tile (seed 003: osyol, telefon, trains)
] as const;
export type FirstLeadRule = (typeof FIRST_LEAD_RULES)[number];

/** Who opens the hands after the first. They lead any tile they like. */
export const LATER_LEAD_RULES = [
  'hand-winner', // the previous hand's winner; no winner (tie) → the first-lead rule again
  'last-player', // whoever played the last tile of the previous hand (kozel)
  'rotate', // the seat after the previous hand's leader, whoever won (telephone, all fives)
  'first-lead-rule', // every hand is opened like the first, with its forced tile (seed 003 boards)
] as const;
export type LaterLeadRule = (typeof LATER_LEAD_RULES)[number];

export const DRAW_RULES = [
  'none', // no boneyard, or it is out of play: stuck → pass
  'until-playable', // draw one at a time; the first tile that fits must be played at once
] as const;
export type DrawRule = (typeof DRAW_RULES)[number];

/** How a finished hand is written on the score sheet. One case each in scoring.ts. */
export const HAND_SCORINGS = [
  'winner-takes-pips', // draw/block: winner scores opponents' pips; fish: lowest scores others − own
  'losers-write-count', // kozel: domino → losing pair writes its count; fish → larger count writes all
  'losers-write-own', // kozyol: every losing side writes its own count; fish won by fewest pips
  'winner-takes-pips-rounded', // all fives: the winner (out, or fewest pips) scores the others' pips rounded to 5
] as const;
export type HandScoring = (typeof HAND_SCORINGS)[number];

/** Points scored during play. One case each in scoring.ts (`playScore`). */
export const PLAY_SCORINGS = [
  'none',
  'fives', // after each play a sum of the open ends that is a multiple of 5 scores that sum (all fives)
  'fives-lead-five-five', // the same, but the lead scores only when it is 5-5 (telephone)
] as const;
export type PlayScoring = (typeof PLAY_SCORINGS)[number];

/** How scores made during play are awarded (see muggins.ts). */
export const MUGGINS_MODES = [
  'lenient', // every score is awarded automatically
  'strict', // the scoring side must claim it within the window, or it is lost
  'stealing', // strict, and an opponent may claim an unclaimed score within the window
] as const;
export type MugginsMode = (typeof MUGGINS_MODES)[number];

export interface Muggins {
  readonly mode: MugginsMode;
  /** Claim window in milliseconds after the scoring play (server clock). */
  readonly windowMs: number;
}

export const TARGET_MEANINGS = ['wins', 'loses'] as const;
export type TargetMeaning = (typeof TARGET_MEANINGS)[number];

export interface Specials {
  /** A seat's hand of only 0-0 counts this much (kozel/kozyol 25); null: plain pips. */
  readonly loneBlank: number | null;
  /** A seat's hand of only 6-6 counts this much (50); null: plain pips. */
  readonly loneBoar: number | null;
  /** A seat's hand of exactly 0-0 and 6-6 counts this much (kozyol 75); null: plain pips. */
  readonly blankAndBoar: number | null;
  /** Tied fish: nothing written, the total goes to the next hand's loser. */
  readonly eggs: boolean;
  /** While a side is on 0, a hand total below this is dropped (13); null: off. */
  readonly minimumToOpen: number | null;
  /** Redeal while a hand holds at least this many doubles (kozel 5); null: never. */
  readonly redealDoubles: number | null;
  /** Redeal while a hand holds at least this many tiles showing one number (kozel 6); null: never. */
  readonly redealSuit: number | null;
  /** Going out on 0-0 ends the match at once and the finisher's side wins (kozyol option). */
  readonly baldFinish: boolean;
}

/** The agreements: one full rule set, validated by `RulesSchema`. */
export interface Rules {
  readonly preset: PresetId;
  readonly players: number;
  readonly teams: TeamMode;
  readonly tilesEach: number;
  /** Undealt tiles form a boneyard to draw from (true) or stay out of play (false). */
  readonly boneyard: boolean;
  readonly board: BoardShape;
  readonly firstLead: FirstLeadRule;
  readonly laterLead: LaterLeadRule;
  readonly drawing: DrawRule;
  readonly handScoring: HandScoring;
  readonly playScoring: PlayScoring;
  /** Claiming play scores; absent (= lenient) for games without scoring during play. */
  readonly muggins?: Muggins;
  /** Cross: tiles each side of the spinner must hold before up/down open (default 1). */
  readonly crossAfter?: number;
  readonly specials: Specials;
  /** The score that ends the match, and whether reaching it wins or loses. */
  readonly target: { readonly score: number; readonly reaching: TargetMeaning };
}
