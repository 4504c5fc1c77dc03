// Shared by the record, verify and simulate tests: every table the presets allow, simulated
// records for them, and mutations that must make verify fail with a known check.
import { PRESETS, PRESET_IDS, presetRules, type PresetId, type Rules } from '@boneyard/engine';
import type { HandRecord, MatchRecord, MoveRecord, RecordCheck } from '@boneyard/protocol';
import { simulateMatch } from '../src/simulate-match.ts';

export interface TableConfig {
  readonly preset: PresetId;
  readonly players: number;
  readonly pairs: boolean;
}

/** Every preset × player count × (pairs or free-for-all where the preset allows both). */
export const TABLES: readonly TableConfig[] = PRESET_IDS.flatMap((preset) =>
  PRESETS[preset].players.flatMap((players) => {
    const { pairs } = PRESETS[preset];
    const choices =
      pairs === 'always' ? [true] : pairs === 'optional' && players === 4 ? [false, true] : [false];
    return choices.map((withPairs) => ({ preset, players, pairs: withPairs }));
  }),
);

export function tableName(table: TableConfig): string {
  return `${table.preset} ${table.players}${table.pairs ? ' pairs' : ''}`;
}

export function rulesFor(table: TableConfig): Rules {
  const rules = presetRules(table.preset, { players: table.players, pairs: table.pairs });
  if (!rules.ok) throw new Error(`${tableName(table)}: ${rules.message}`);
  return rules.value;
}

export function simulatedRecord(table: TableConfig, seed: string, match = 1): MatchRecord {
  return simulateMatch({ rules: rulesFor(table), seed, match, level: 'normal' });
}

/** A deep copy that tests may change freely. */
export function copy<T>(value: T): T {
  return structuredClone(value);
}

export const MUTATIONS = [
  'swap-moves',
  'dealt-tile',
  'played-tile',
  'drawn-tile',
  'pips',
  'points',
  'totals',
  'server-seed',
  'commitment',
  'client-seed',
  'drop-move',
  'extra-move',
  'result',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

export interface Mutated {
  readonly record: MatchRecord;
  /** The checks verify may name: one, except where the rules leave two honest answers. */
  readonly checks: readonly RecordCheck[];
  /** The hand verify must blame (undefined for whole-match checks). */
  readonly hand: number | undefined;
}

function flipHex(hex: string, at: number): string {
  const i = at % hex.length;
  const digit = hex[i] === '0' ? '1' : '0';
  return hex.slice(0, i) + digit + hex.slice(i + 1);
}

const isDraw = (move: MoveRecord | undefined): move is Extract<MoveRecord, { draw: string }> =>
  move !== undefined && 'draw' in move;

/** Picks the pick-th index (mod count) among those that satisfy a test; undefined if none do. */
function pickIndex<T>(
  items: readonly T[],
  pick: number,
  test: (item: T, index: number) => boolean,
): number | undefined {
  const indices = items.flatMap((item, index) => (test(item, index) ? [index] : []));
  return indices.length === 0 ? undefined : indices[pick % indices.length];
}

/**
 * Applies one mutation at a position chosen by `pick`; null when the record has no place for it
 * (e.g. no draws in a block game). Every mutation here leaves a record that cannot be honest.
 */
export function mutate(original: MatchRecord, mutation: Mutation, pick: number): Mutated | null {
  const record = copy(original);
  const h = pick % record.hands.length;
  const hand: HandRecord = record.hands[h]!;
  const n = hand.number;
  const moves = hand.moves;
  const mutated = (checks: readonly RecordCheck[], blamed: number | undefined = n): Mutated => ({
    record,
    checks,
    hand: blamed,
  });
  switch (mutation) {
    case 'swap-moves': {
      const i = pickIndex(
        moves,
        pick,
        // Not two plays of one seat (a Semyorka extra turn): in either order they may be the same game.
        (move, k) =>
          k + 1 < moves.length &&
          JSON.stringify(move) !== JSON.stringify(moves[k + 1]) &&
          !('play' in move && 'play' in moves[k + 1]! && move.seat === moves[k + 1]!.seat),
      );
      if (i === undefined) return null;
      const [a, b] = [moves[i]!, moves[i + 1]!];
      [moves[i], moves[i + 1]] = [b, a];
      // Two draws swapped: the first is no longer the boneyard's front.
      return mutated(isDraw(a) && isDraw(b) ? ['draw'] : ['move']);
    }
    case 'dealt-tile': {
      const seat = pick % hand.hands.length;
      const tiles = hand.hands[seat]!;
      const j = pick % tiles.length;
      tiles[j] = tiles[j] === '0-0' ? '0-1' : '0-0';
      return mutated(['deal']);
    }
    case 'played-tile': {
      // A tile from another seat's dealt hand: this seat never held it.
      const i = pickIndex(moves, pick, (move) => 'play' in move);
      if (i === undefined) return null;
      const move = moves[i] as Extract<MoveRecord, { play: string }>;
      const other = (move.seat + 1) % hand.hands.length;
      move.play = hand.hands[other]![pick % hand.hands[other]!.length]!;
      return mutated(['move']);
    }
    case 'drawn-tile': {
      const i = pickIndex(moves, pick, (move) => 'draw' in move);
      if (i === undefined) return null;
      const move = moves[i] as Extract<MoveRecord, { draw: string }>;
      move.draw = move.draw === '0-0' ? '0-1' : '0-0';
      return mutated(['draw']);
    }
    case 'pips':
    case 'points':
    case 'totals': {
      const figures = hand[mutation];
      figures[pick % figures.length]! += 1 + (pick % 7);
      return mutated([mutation]);
    }
    case 'server-seed':
      hand.deal.serverSeed = flipHex(hand.deal.serverSeed, pick);
      return mutated(['commitment']);
    case 'commitment':
      hand.deal.commitment = flipHex(hand.deal.commitment, pick);
      return mutated(['commitment']);
    case 'client-seed': {
      const seeds = hand.deal.clientSeeds;
      const seat = pick % seeds.length;
      seeds[seat] = seeds[seat] === '' ? '00' : flipHex(seeds[seat]!, pick);
      // Other seeds may turn a misdeal into a good deal or the other way round.
      return mutated(record.rules.specials.redealDoubles === null ? ['deal'] : ['deal', 'misdeal']);
    }
    case 'drop-move': {
      const i = pick % moves.length;
      const [dropped] = moves.splice(i, 1);
      if (i === moves.length) return mutated(['unfinished']);
      if (isDraw(dropped) && isDraw(moves[i])) return mutated(['draw']);
      // An extra turn (Semyorka): the same seat plays again, so its next tile may meet the wrong arm;
      // or, without the dropped tile, the ends may add up to an extra turn all the same and every
      // later move stay legal: then the hand is another legal hand, whose first wrong fact is its
      // end (unfinished: that seat still holds the tile; or another end, pips, points or totals).
      const again =
        dropped !== undefined &&
        'play' in dropped &&
        moves[i]?.seat === dropped.seat &&
        'play' in moves[i]!;
      return mutated(
        again ? ['move', 'arm', 'unfinished', 'end', 'pips', 'points', 'totals'] : ['move'],
      );
    }
    case 'extra-move':
      moves.push({ seat: 0, pass: true });
      return mutated(['move']);
    case 'result': {
      if (record.result === null) return null;
      record.result.whitewash = !record.result.whitewash;
      return { record, checks: ['result'], hand: undefined };
    }
  }
}
