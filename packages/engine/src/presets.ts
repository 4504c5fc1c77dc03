// Named rule sets, each exactly the game its seed describes. A preset is only data: nothing in
// the engine asks which preset it is playing.
//
// Presets are not run through the zod schema (rules.ts) here: that would put zod into every
// browser bundle that offers a game (about 26 kB brotli on the table's first load). Instead
// presetRules.test.ts parses every preset with every allowed option through the schema, and the
// one free number a caller can pass (the Muggins window) is range-checked below.
import type { MugginsMode, PresetId, Result, Rules, Specials } from './types.ts';
import { DEFAULT_MUGGINS_WINDOW_MS } from './types-rules.ts';

export interface PresetInfo {
  readonly id: PresetId;
  /** Player counts the preset allows. */
  readonly players: readonly number[];
  /** 'never', 'optional' (4 players only) or 'always' play in pairs. */
  readonly pairs: 'never' | 'optional' | 'always';
  /** Target choices as players say them ("to 100"); a losing target ends at target + 1. */
  readonly targets: readonly number[];
  readonly defaultTarget: number;
  /** House options the preset offers. */
  readonly options: readonly ('minimumToOpen' | 'baldFinish' | 'muggins')[];
}

const SEED_003 = { players: [2, 3, 4], targets: [50, 100, 150], defaultTarget: 100 } as const;
const FIVES = { players: [2, 3, 4], pairs: 'optional', targets: [61, 121, 250], defaultTarget: 121, options: ['muggins'] } as const;

export const PRESETS: Readonly<Record<PresetId, PresetInfo>> = {
  draw: { id: 'draw', players: [2, 3, 4], pairs: 'never', targets: [50, 100, 150], defaultTarget: 100, options: [] },
  block: { id: 'block', players: [2, 3, 4], pairs: 'never', targets: [50, 100, 150], defaultTarget: 100, options: [] },
  kozel: { id: 'kozel', players: [4], pairs: 'always', targets: [50, 100, 150], defaultTarget: 100, options: [] },
  kozyol: {
    id: 'kozyol',
    players: [2, 3, 4],
    pairs: 'optional',
    targets: [50, 100, 150],
    defaultTarget: 100,
    options: ['minimumToOpen', 'baldFinish'],
  },
  telephone: { id: 'telephone', ...FIVES },
  'all-fives': { id: 'all-fives', ...FIVES },
  osyol: { id: 'osyol', ...SEED_003, pairs: 'optional', options: [] },
  telefon: { id: 'telefon', ...SEED_003, pairs: 'optional', options: [] },
  trains: { id: 'trains', ...SEED_003, pairs: 'never', options: [] },
  'kozyol-table': { id: 'kozyol-table', ...SEED_003, pairs: 'optional', options: ['minimumToOpen', 'baldFinish'] },
  semyorka: { id: 'semyorka', ...SEED_003, pairs: 'optional', options: [] },
};

// DEFAULT_MUGGINS_WINDOW_MS (types-rules.ts): the claim window unless the table agrees another.
/** The window's bounds, as RulesSchema has them (muggins.windowMs). */
const MIN_MUGGINS_WINDOW_MS = 500;
const MAX_MUGGINS_WINDOW_MS = 60_000;

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

function build(id: PresetId, players: number, pairs: boolean, target: number, o: PresetOptions): Rules {
  switch (id) {
    case 'draw':
    case 'block':
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
    case 'kozel':
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
        specials: { ...PLAIN, loneBlank: 25, loneBoar: 50, eggs: true, minimumToOpen: 13, redealDoubles: 5, redealSuit: 6 },
        target: { score: target + 1, reaching: 'loses' },
      };
    case 'kozyol':
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
    case 'telephone':
    case 'all-fives':
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
        muggins: { mode: o.muggins ?? 'lenient', windowMs: o.mugginsWindowMs ?? DEFAULT_MUGGINS_WINDOW_MS },
        specials: PLAIN,
        target: { score: target, reaching: 'wins' },
      };
    case 'osyol':
    case 'telefon':
    case 'trains':
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
    case 'kozyol-table':
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
        specials: { ...PLAIN, minimumToOpen: o.minimumToOpen ? 13 : null, baldFinish: o.baldFinish ?? false },
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
    case 'semyorka':
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
}

/** The preset's rule set for a table, or `bad-rules` naming what the preset does not allow. */
export function presetRules(id: PresetId, options: PresetOptions = {}): Result<Rules> {
  const info = PRESETS[id];
  if (!info) return { ok: false, error: 'bad-rules', message: `unknown preset ${String(id)}` };
  const players = options.players ?? Math.max(...info.players);
  if (!info.players.includes(players))
    return { ok: false, error: 'bad-rules', message: `${id} is for ${info.players.join('/')} players` };
  const pairs = options.pairs ?? (info.pairs !== 'never' && players === 4);
  if (pairs && (info.pairs === 'never' || players !== 4))
    return { ok: false, error: 'bad-rules', message: `${id} with ${players} players has no pairs` };
  if (!pairs && info.pairs === 'always')
    return { ok: false, error: 'bad-rules', message: `${id} is played in pairs` };
  const target = options.target ?? info.defaultTarget;
  if (!info.targets.includes(target))
    return { ok: false, error: 'bad-rules', message: `${id} targets are ${info.targets.join('/')}` };
  for (const key of ['minimumToOpen', 'baldFinish', 'muggins'] as const)
    if (options[key] && !info.options.includes(key))
      return { ok: false, error: 'bad-rules', message: `${id} has no ${key} option` };
  const windowMs = options.mugginsWindowMs;
  if (windowMs !== undefined && !(Number.isInteger(windowMs) && windowMs >= MIN_MUGGINS_WINDOW_MS && windowMs <= MAX_MUGGINS_WINDOW_MS))
    return { ok: false, error: 'bad-rules', message: `muggins window is ${MIN_MUGGINS_WINDOW_MS}–${MAX_MUGGINS_WINDOW_MS} ms` };
  return { ok: true, value: build(id, players, pairs, target, options) };
}
