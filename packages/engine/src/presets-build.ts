// The rule set of each preset, built from the table's choices: one builder per preset family,
// each exactly the game its seed describes (presets.ts checks the choices first).
import type { MugginsMode, PresetId, Rules, Specials } from './types.ts';
import { DEFAULT_MUGGINS_WINDOW_MS } from './types-rules.ts';

export interface PresetOptions {
  readonly players?: number;
  /** Pairs (4 players) or free-for-all; defaults to pairs where the preset allows them at 4. */
  readonly pairs?: boolean;
  readonly target?: number;
  /** Kozyol's 13-point opening. */
  readonly minimumToOpen?: boolean;
  /** Kozyol's bald finish. */
  readonly baldFinish?: boolean;
  /** Telephone / All Fives: how scores made during play are awarded (default lenient). */
  readonly muggins?: MugginsMode;
  /** Claim window in ms for strict and stealing muggins (default DEFAULT_MUGGINS_WINDOW_MS, 10 s). */
  readonly mugginsWindowMs?: number;
}

const PLAIN: Specials = {
  loneBlank: null,
  loneBoar: null,
  blankAndBoar: null,
  eggs: false,
  minimumToOpen: null,
  redealDoubles: null,
  redealSuit: null,
  baldFinish: false,
};

/** Seed 004, All Fives: 7 each at two, 6 at three, 5 at four; the rest is the boneyard. */
const ALL_FIVES_TILES: Record<number, number> = { 2: 7, 3: 6, 4: 5 };

/** Seed 000: 7 each at two, 5 each at three or four; the rest is the boneyard. */
const DRAW_TILES: Record<number, number> = { 2: 7, 3: 5, 4: 5 };
/** Seed 000: 7 each at two (14 out of play), 6 at three (10 out), 7 at four (none). */
const BLOCK_TILES: Record<number, number> = { 2: 7, 3: 6, 4: 7 };

/** What every preset builder is given: the preset, the table size and the chosen options. */
interface Table {
  readonly id: PresetId;
  readonly players: number;
  readonly pairs: boolean;
  readonly target: number;
  readonly o: PresetOptions;
}

/** Seed 000's Draw and Block games. */
function lineGame({ id, players, target }: Table): Rules {
  return {
    preset: id,
    players,
    teams: 'none',
    tilesEach: (id === 'draw' ? DRAW_TILES : BLOCK_TILES)[players] ?? 7,
    boneyard: id === 'draw',
    board: 'line',
    firstLead: 'highest-double',
    laterLead: 'hand-winner',
    drawing: id === 'draw' ? 'until-playable' : 'none',
    handScoring: 'winner-takes-pips',
    playScoring: 'none',
    specials: PLAIN,
    target: { score: target, reaching: 'wins' },
  };
}

/** Seed 000's Kozel: four in pairs, 1-1 leads, losers write the count. */
function kozel({ id, target }: Table): Rules {
  return {
    preset: id,
    players: 4,
    teams: 'pairs',
    tilesEach: 7,
    boneyard: false,
    board: 'line',
    firstLead: 'one-one',
    laterLead: 'last-player',
    drawing: 'none',
    handScoring: 'losers-write-count',
    playScoring: 'none',
    specials: {
      ...PLAIN,
      loneBlank: 25,
      loneBoar: 50,
      eggs: true,
      minimumToOpen: 13,
      redealDoubles: 5,
      redealSuit: 6,
    },
    target: { score: target + 1, reaching: 'loses' },
  };
}

/** Seed 004's Kozyol. */
function kozyol({ id, players, pairs, target, o }: Table): Rules {
  return {
    preset: id,
    players,
    teams: pairs ? 'pairs' : 'none',
    tilesEach: 7,
    boneyard: players < 4,
    board: 'line',
    firstLead: 'one-one-else-lowest-double',
    laterLead: 'hand-winner',
    drawing: players < 4 ? 'until-playable' : 'none',
    handScoring: 'losers-write-own',
    playScoring: 'none',
    specials: {
      ...PLAIN,
      loneBlank: 25,
      loneBoar: 50,
      blankAndBoar: 75,
      eggs: true,
      minimumToOpen: o.minimumToOpen ? 13 : null,
      baldFinish: o.baldFinish ?? false,
    },
    target: { score: target + 1, reaching: 'loses' },
  };
}

/** Seed 004's Telephone and All Fives. */
function fivesGame({ id, players, pairs, target, o }: Table): Rules {
  // Seed 004. Telephone: 7 each at any size (four players: an empty boneyard), 2-3 leads the
  // first hand, only a 5-5 lead scores. All Fives: 7/6/5 each, the heaviest double leads.
  // Both: the lead rotates clockwise, the spinner board, the winner's pips rounded to 5.
  return {
    preset: id,
    players,
    teams: pairs ? 'pairs' : 'none',
    tilesEach: id === 'telephone' ? 7 : (ALL_FIVES_TILES[players] ?? 7),
    boneyard: true,
    board: 'spinner',
    firstLead: id === 'telephone' ? 'two-three' : 'highest-double',
    laterLead: 'rotate',
    drawing: 'until-playable',
    handScoring: 'winner-takes-pips-rounded',
    playScoring: id === 'telephone' ? 'fives-lead-five-five' : 'fives',
    muggins: {
      mode: o.muggins ?? 'lenient',
      windowMs: o.mugginsWindowMs ?? DEFAULT_MUGGINS_WINDOW_MS,
    },
    specials: PLAIN,
    target: { score: target, reaching: 'wins' },
  };
}

/** Seed 003's boards: Osyol (cross), Telefon (house), Trains. */
function armsBoardGame({ id, players, pairs, target }: Table): Rules {
  // Seed 003's defaults on its three boards: 7 each (a boneyard at two or three, drawn until
  // a tile fits), the lowest double opens every hand, losers write their own pips, 101 loses.
  return {
    preset: id,
    players,
    teams: pairs ? 'pairs' : 'none',
    tilesEach: 7,
    boneyard: players < 4,
    board: id === 'osyol' ? 'cross' : id === 'telefon' ? 'house' : 'trains',
    firstLead: 'lowest-double',
    laterLead: 'first-lead-rule',
    drawing: players < 4 ? 'until-playable' : 'none',
    handScoring: 'losers-write-own',
    playScoring: 'none',
    ...(id === 'osyol' ? { crossAfter: 1 } : {}),
    specials: PLAIN,
    target: { score: target + 1, reaching: 'loses' },
  };
}

/** Seed 003's default game with every agreement written out. */
function kozyolTable({ id, players, pairs, target, o }: Table): Rules {
  // Seed 003's default game, every agreement at its default and written out: the line, the
  // lowest double opens (else the heaviest tile), draw until you can go, a blocked round
  // counts, losers write their own pips, 101 loses. Kozyol's 13 and bald finish are options.
  return {
    preset: id,
    players,
    teams: pairs ? 'pairs' : 'none',
    tilesEach: 7,
    boneyard: players < 4,
    board: 'line',
    firstLead: 'lowest-double',
    laterLead: 'first-lead-rule',
    drawing: players < 4 ? 'until-playable' : 'none',
    handScoring: 'losers-write-own',
    playScoring: 'none',
    specials: {
      ...PLAIN,
      minimumToOpen: o.minimumToOpen ? 13 : null,
      baldFinish: o.baldFinish ?? false,
    },
    target: { score: target + 1, reaching: 'loses' },
    agreements: {
      opening: { rule: 'lowest-double', fallback: 'heaviest-tile' },
      ...(players < 4 ? { cannotGo: 'draw-until-playable', lastTileDrawable: true } : {}),
      blockedRound: 'counts',
      // The same writing as handScoring losers-write-own, now said as seed 003's switches.
      recording: 'losers-own',
      blockedScoring: 'fewest-collects',
      doublesAcross: true,
      twoDoubles: false,
      doubleClosesArm: false,
    },
  };
}

/** Seed 003's Semyorka. */
function semyorka({ id, players, pairs, target }: Table): Rules {
  // Seed 003's Semyorka switches on the table game. The seed names the rules but not the
  // sums; our reading: open ends adding up to 7 give another turn, to 12 make the next player
  // draw two. Always a boneyard (7 each at two, 5 at three or four) so that "draw two" bites.
  return {
    preset: id,
    players,
    teams: pairs ? 'pairs' : 'none',
    tilesEach: players === 2 ? 7 : 5,
    boneyard: true,
    board: 'line',
    firstLead: 'lowest-double',
    laterLead: 'first-lead-rule',
    drawing: 'until-playable',
    handScoring: 'losers-write-own',
    playScoring: 'none',
    specials: PLAIN,
    target: { score: target + 1, reaching: 'loses' },
    agreements: {
      opening: { rule: 'lowest-double', fallback: 'heaviest-tile' },
      cannotGo: 'draw-until-playable',
      semyorka: { extraTurnAt: 7, drawTwoAt: 12 },
    },
  };
}

/** One builder per preset: the one dispatch point on the preset id. */
export const BUILDERS: Record<PresetId, (table: Table) => Rules> = {
  draw: lineGame,
  block: lineGame,
  kozel,
  kozyol,
  telephone: fivesGame,
  'all-fives': fivesGame,
  osyol: armsBoardGame,
  telefon: armsBoardGame,
  trains: armsBoardGame,
  'kozyol-table': kozyolTable,
  semyorka,
};
