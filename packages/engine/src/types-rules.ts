// The rule-set vocabulary: tiles, presets, board shapes and arms, lead, drawing and scoring rules,
// Muggins, and the `Rules` they make up. Re-exported by types.ts.

/** A tile written `a-b` with a ≤ b, e.g. "0-0", "3-5", "6-6". */
export type Tile = `${number}-${number}`;

export const PRESET_IDS = [
  'draw',
  'block',
  'kozel',
  'kozyol',
  'telephone',
  'all-fives',
  'osyol',
  'telefon',
  'trains',
  'kozyol-table',
  'semyorka',
] as const;
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
export const END_IDS = [
  'left',
  'right',
  'up',
  'down',
  'table',
  'train-0',
  'train-1',
  'train-2',
  'train-3',
] as const;
export type EndId = (typeof END_IDS)[number];

/** How many may sit at a table (RulesSchema's `players`). */
export const PLAYER_COUNTS = [2, 3, 4] as const;

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

/**
 * Muggins claim window unless the table agrees another (seed 004: "a few seconds"). Ten, not
 * three: a newcomer has to add up four ends, see that they make a multiple of five and find the
 * Claim button — three seconds lost most of their scores (issue 47). The next tile closes the
 * window anyway, so a quick table loses no time; quick players can agree on 3 or 5 s.
 */
export const DEFAULT_MUGGINS_WINDOW_MS = 10_000;

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

/** The agreements: one full rule set, validated by `RulesSchema` (@boneyard/protocol). */
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
  /** Seed 003's switches; absent: none of them changes anything. */
  readonly agreements?: Agreements;
}

/**
 * Seed 003's agreements: switches beyond the presets. Every field is optional and its absence is
 * the behaviour the presets had before the switches existed, so old rule sets and records keep
 * their meaning. docs/rules/agreements.md describes each one.
 */
export const OPENING_RULES = [
  'lowest-double', // 0-0 → 1-1 → … → 6-6 (the seed's default)
  'highest-double', // 6-6 → 5-5 → … → 0-0
  'named-double', // the holder of `double` opens with it
  'heaviest-tile', // the heaviest tile dealt (ties: the higher top half)
  'any-tile', // the seat after the previous hand's opener (seat 0 first) leads any tile
  'previous-winner', // the previous hand's winner leads any tile
  'weekday', // seat (weekday mod players) leads any tile; the day is a deal input, kept in the record
] as const;
export type OpeningRule = (typeof OPENING_RULES)[number];

/** What opens a deal the opening rule cannot decide. Heaviest tile and any tile always decide. */
export const OPENING_FALLBACKS = [
  'heaviest-tile',
  'lowest-double',
  'highest-double',
  'any-tile',
] as const;
export type OpeningFallback = (typeof OPENING_FALLBACKS)[number];

export const CANNOT_GO_RULES = [
  'draw-until-playable', // draw until a tile fits, and play it (the seed's default)
  'draw-one-then-pass', // draw one tile; play it if it fits, otherwise pass
  'draw-voluntary', // drawing is up to the player: draw and pass are actions
] as const;
export type CannotGoRule = (typeof CANNOT_GO_RULES)[number];

export const BLOCKED_ROUND_RULES = ['counts', 'redeal'] as const;
export type BlockedRoundRule = (typeof BLOCKED_ROUND_RULES)[number];

/** Who records what (recording.ts); replaces handScoring when set. */
export const RECORDING_RULES = [
  'losers-own', // every losing side writes its own count (the seed's default, Kozyol)
  'worst-hand', // only the side with the most left writes its own count
  'leader-collects', // the hand's winner (the one out first) writes every other side's count
  'free-ends-fives', // during play: a play whose open ends add up to a multiple of 5 scores that sum
  'tile-pips', // during play: every play scores the pips of the tile laid
] as const;
export type RecordingRule = (typeof RECORDING_RULES)[number];

/** What a blocked round writes (recording.ts). */
export const BLOCKED_SCORINGS = [
  'fewest-collects', // the side with the fewest pips wins the hand, written as a domino of theirs (default)
  'difference', // as fewest-collects, each amount less the winner's own count
  'total-to-loser', // the side with the most pips writes every hand's count
] as const;
export type BlockedScoring = (typeof BLOCKED_SCORINGS)[number];

export interface Agreements {
  /** Who opens every hand (replaces firstLead and laterLead), with its fallback. */
  readonly opening?: {
    readonly rule: OpeningRule;
    readonly double?: Tile;
    readonly fallback: OpeningFallback;
  };
  /** What a seat with no fitting tile does while the boneyard has tiles. */
  readonly cannotGo?: CannotGoRule;
  /** May the very last boneyard tile be drawn (default true). */
  readonly lastTileDrawable?: boolean;
  /** Voluntary drawing: may a seat draw while holding a tile that fits (default false). */
  readonly buyWithMove?: boolean;
  /** A blocked round counts (default) or is thrown away and dealt again. */
  readonly blockedRound?: BlockedRoundRule;
  /** Who records what at the end of a hand (or during play); absent: handScoring decides. */
  readonly recording?: RecordingRule;
  /** What a blocked round writes; absent: fewest-collects under `recording`, else handScoring's own rule. */
  readonly blockedScoring?: BlockedScoring;
  /** Doubles lie across (default true); false: a double is laid in line and never opens arms. */
  readonly doublesAcross?: boolean;
  /** After laying a double, a seat may lay a second double or skip (default false). */
  readonly twoDoubles?: boolean;
  /** A double laid at an arm's tip that no hand can cover shuts that arm for good (default false). */
  readonly doubleClosesArm?: boolean;
  /** Each hand's written points are rounded to the nearest 5 or 10. */
  readonly roundTo?: RoundToStep;
  /** The match is a fixed number of deals instead of a target score (target.reaching gives the direction). */
  readonly deals?: number;
  /** Semyorka: the open ends' sum after a play that gives its player another turn, or makes the next player draw two. */
  readonly semyorka?: { readonly extraTurnAt?: number; readonly drawTwoAt?: number };
  /** Kozyol's old ceremonies for the hand that closes the match (ceremonies.ts). */
  readonly ceremonies?: Ceremonies;
}

/** What each hand's written points may be rounded to (`agreements.roundTo`). */
export const ROUND_TO_STEPS = [5, 10] as const;
export type RoundToStep = (typeof ROUND_TO_STEPS)[number];

/** The key doubles of the ceremonies: the blank (0-0) and the boar (6-6). */
export const KEY_DOUBLES = ['0-0', '6-6'] as const;

export interface Ceremonies {
  /** Close on 6-6, or win having laid both key doubles yourself: the finisher is the General. */
  readonly general?: boolean;
  /** The match closes on both key doubles one after the other: the losers are Admirals, not goats. */
  readonly admiral?: boolean;
  /** The match closes on 0-0: the losers are snotty goats (an Admiral finish outranks it). */
  readonly snottyGoat?: boolean;
  /** After a ceremony finish the winners' total is wiped to 0. */
  readonly winnerToZero?: boolean;
}

export const CEREMONY_KINDS = ['general', 'admiral', 'snotty-goat', 'winner-to-zero'] as const;
export type CeremonyKind = (typeof CEREMONY_KINDS)[number];
