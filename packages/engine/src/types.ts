// The engine's vocabulary. Every closed set is a const tuple so that schemas, UIs and tests can
// iterate it, and every piece of state is plain readonly JSON (it lives in Redis and travels to
// browsers).

/** A tile written `a-b` with a ≤ b, e.g. "0-0", "3-5", "6-6". */
export type Tile = `${number}-${number}`;

export const PRESET_IDS = ['draw', 'block', 'kozel', 'kozyol'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

/** Where the line may grow. Only `line` is playable today; later shapes get a case in board.ts. */
export const BOARD_SHAPES = ['line'] as const;
export type BoardShape = (typeof BOARD_SHAPES)[number];

/** An open end of the board. A line has two; later shapes add arms. */
export const END_IDS = ['left', 'right'] as const;
export type EndId = (typeof END_IDS)[number];

export const TEAM_MODES = ['none', 'pairs'] as const;
export type TeamMode = (typeof TEAM_MODES)[number];

/** Who opens the first hand (and any hand the later rule cannot decide). */
export const FIRST_LEAD_RULES = [
  'highest-double', // highest double dealt leads with it; else the heaviest tile (draw, block)
  'one-one', // holder of 1-1 leads with it (kozel: 1-1 is always dealt)
  'one-one-else-lowest-double', // 1-1, else the lowest double dealt, else the lowest tile (kozyol)
] as const;
export type FirstLeadRule = (typeof FIRST_LEAD_RULES)[number];

/** Who opens the hands after the first. They lead any tile they like. */
export const LATER_LEAD_RULES = [
  'hand-winner', // the previous hand's winner; no winner (tie) → the first-lead rule again
  'last-player', // whoever played the last tile of the previous hand (kozel)
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
] as const;
export type HandScoring = (typeof HAND_SCORINGS)[number];

/** Points scored during play (All Fives and friends come later). */
export const PLAY_SCORINGS = ['none'] as const;
export type PlayScoring = (typeof PLAY_SCORINGS)[number];

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
  readonly specials: Specials;
  /** The score that ends the match, and whether reaching it wins or loses. */
  readonly target: { readonly score: number; readonly reaching: TargetMeaning };
}

export const PHASES = ['dealing', 'playing', 'hand-over', 'match-over'] as const;
export type Phase = (typeof PHASES)[number];

/** A tile on the board, oriented: `left`/`right` are the numbers facing each way along the line. */
export interface Placed {
  readonly tile: Tile;
  readonly left: number;
  readonly right: number;
  readonly seat: number;
}

export interface LineBoard {
  readonly shape: 'line';
  /** Tiles in order from the left end to the right end. */
  readonly tiles: readonly Placed[];
}
export type Board = LineBoard;

export type Move =
  | { readonly seat: number; readonly play: Tile; readonly end?: EndId }
  | { readonly seat: number; readonly draw: Tile }
  | { readonly seat: number; readonly pass: true };

export const END_KINDS = ['domino', 'fish'] as const;
export type EndKind = (typeof END_KINDS)[number];

export interface HandResult {
  readonly kind: EndKind;
  /** The seat that went out (domino), else null. */
  readonly by: number | null;
  /** The winning side, or null when nobody won (tied fish). */
  readonly winner: number | null;
  /** Raw pips left per seat. */
  readonly pips: readonly number[];
  /** Counts per seat after the 25/50/75 specials. */
  readonly counts: readonly number[];
  /** Points written per side this hand, after every special rule. */
  readonly points: readonly number[];
  /** Totals per side after this hand. */
  readonly totals: readonly number[];
  /** Why the written points are what they are, for the score sheet. */
  readonly notes: readonly ScoreNote[];
  /** Eggs carried into the next hand (0 when none). */
  readonly eggsCarried: number;
}

export const SCORE_NOTE_KINDS = [
  'eggs-laid', // tied fish: `points` carried to the next loser
  'eggs-taken', // this side took `points` of carried eggs
  'under-minimum', // side on 0 wrote nothing: `points` below the minimum were dropped
  'lone-blank', // seat's lone 0-0 counted 25
  'lone-boar', // seat's lone 6-6 counted 50
  'blank-and-boar', // seat's 0-0 + 6-6 counted 75
  'bald-finish', // went out on 0-0: match over
] as const;
export type ScoreNoteKind = (typeof SCORE_NOTE_KINDS)[number];
export interface ScoreNote {
  readonly kind: ScoreNoteKind;
  readonly side?: number;
  readonly seat?: number;
  readonly points?: number;
}

export interface HandState {
  /** 1-based hand number in the match. */
  readonly number: number;
  /** Redeal attempt that was played, from 0. */
  readonly attempt: number;
  readonly dealt: readonly (readonly Tile[])[];
  readonly hands: readonly (readonly Tile[])[];
  /** Drawn from the front. Empty when the rules have no boneyard. */
  readonly boneyard: readonly Tile[];
  readonly outOfPlay: readonly Tile[];
  readonly board: Board;
  readonly leader: number;
  readonly turn: number;
  /** A tile the seat to move must play: the compulsory lead, or a fitting tile just drawn. */
  readonly mustPlay: Tile | null;
  readonly passesInRow: number;
  readonly moves: readonly Move[];
  readonly result: HandResult | null;
}

/** A finished hand as it was dealt and played (the deal seeds live outside the engine). */
export interface PlayedHand {
  readonly number: number;
  readonly attempt: number;
  readonly dealt: readonly (readonly Tile[])[];
  /** The boneyard as dealt (front first); empty when undealt tiles are out of play. */
  readonly boneyard: readonly Tile[];
  readonly moves: readonly Move[];
  readonly result: HandResult;
}

export interface MatchResult {
  /** Winning sides (several when free-for-all ends with a shared lowest score). */
  readonly winners: readonly number[];
  /** Sides that lost by reaching a losing target: the goats. */
  readonly losers: readonly number[];
  /** The winners ended on 0 (kozel/kozyol). */
  readonly whitewash: boolean;
  readonly reason: 'target' | 'bald-finish';
}

export interface MatchState {
  readonly rules: Rules;
  /** Seat lists per side, e.g. [[0,2],[1,3]] or [[0],[1],[2]]. */
  readonly sides: readonly (readonly number[])[];
  readonly phase: Phase;
  /** Totals per side. */
  readonly scores: readonly number[];
  /** Eggs waiting for the next hand's loser. */
  readonly eggs: number;
  /** The hand in progress or just finished; null before the first deal. */
  readonly hand: HandState | null;
  /** Finished hands, in order: everything about them is public once they end. */
  readonly history: readonly PlayedHand[];
  /** Hand number to deal next and its attempt (kozel redeals bump the attempt). */
  readonly next: { readonly number: number; readonly attempt: number };
  readonly result: MatchResult | null;
}

export type Action =
  | { readonly type: 'play'; readonly tile: Tile; readonly end?: EndId }
  | { readonly type: 'draw' }
  | { readonly type: 'pass' };

export type GameEvent =
  | { readonly type: 'misdeal'; readonly number: number; readonly attempt: number; readonly seat: number }
  | { readonly type: 'dealt'; readonly number: number; readonly attempt: number; readonly leader: number }
  | {
      readonly type: 'played';
      readonly seat: number;
      readonly tile: Tile;
      readonly end: EndId | null;
      readonly auto: boolean;
    }
  | { readonly type: 'drew'; readonly seat: number; readonly tile: Tile | null; readonly left: number }
  | { readonly type: 'passed'; readonly seat: number }
  | { readonly type: 'turn'; readonly seat: number }
  | { readonly type: 'hand-over'; readonly result: HandResult; readonly hands: readonly (readonly Tile[])[] }
  | { readonly type: 'match-over'; readonly result: MatchResult };

export const ERROR_CODES = [
  'bad-phase', // the action does not belong to this phase of the match
  'not-your-turn',
  'tile-not-in-hand',
  'tile-does-not-fit',
  'end-required', // the tile fits both ends: say which
  'bad-end',
  'must-play-tile', // the compulsory lead or the tile just drawn must be played
  'must-play', // you hold a playable tile, so you may not draw or pass
  'boneyard-empty',
  'no-boneyard',
  'bad-deck', // the deck given to deal is not a permutation of the 28 tiles
  'bad-seat',
  'bad-rules', // a rule set or preset option that cannot be played
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ErrorCode; readonly message: string };

export interface Step {
  readonly state: MatchState;
  readonly events: readonly GameEvent[];
}

/** What one seat (or a spectator, seat null) may see. */
export interface SeatView {
  readonly rules: Rules;
  readonly sides: readonly (readonly number[])[];
  readonly seat: number | null;
  readonly phase: Phase;
  readonly scores: readonly number[];
  readonly eggs: number;
  readonly history: readonly PlayedHand[];
  readonly result: MatchResult | null;
  readonly hand: {
    readonly number: number;
    readonly attempt: number;
    readonly board: Board;
    readonly leader: number;
    readonly turn: number;
    /** This seat's own tiles (empty for spectators). */
    readonly myTiles: readonly Tile[];
    /** Tile counts per seat. */
    readonly counts: readonly number[];
    readonly boneyardCount: number;
    /** Set for the seat to move only. */
    readonly mustPlay: Tile | null;
    /** What this seat may do now (empty unless it is this seat's turn). */
    readonly legal: readonly Action[];
    /** Public moves; other seats' draws show `draw: null`. */
    readonly moves: readonly PublicMove[];
    /** After the hand: every seat's tiles left; null while it is being played. */
    readonly revealed: readonly (readonly Tile[])[] | null;
    readonly result: HandResult | null;
  } | null;
}

export type PublicMove =
  | { readonly seat: number; readonly play: Tile; readonly end?: EndId }
  | { readonly seat: number; readonly draw: Tile | null }
  | { readonly seat: number; readonly pass: true };

export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
