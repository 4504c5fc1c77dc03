// Builds a mid-hand position from text, like a FEN for dominoes: the line left to right as
// oriented tiles ("1-2 2-2 2-5" shows 1 on the left and 5 on the right), each seat's tiles, and
// the boneyard front first. Tiles nobody holds and not on the line are out of play.
import { createMatch } from './match.ts';
import { presetRules, type PresetOptions } from './presets.ts';
import { ALL_TILES, makeTile } from './tiles.ts';
import type { MatchState, PresetId, Tile } from './types.ts';

export const tiles = (text: string) => (text.trim() ? (text.trim().split(/\s+/) as Tile[]) : []);

export function position(
  id: PresetId,
  opts: PresetOptions & {
    line: string;
    hands: string[];
    turn: number;
    boneyard?: string;
    mustPlay?: Tile;
  },
): MatchState {
  const rules = presetRules(id, { players: opts.hands.length, ...opts });
  if (!rules.ok) throw new Error(rules.message);
  const line = tiles(opts.line).map((t) => {
    const [left, right] = t.split('-').map(Number) as [number, number];
    return { tile: makeTile(left, right), left, right, seat: 0 };
  });
  const hands = opts.hands.map(tiles);
  const boneyard = tiles(opts.boneyard ?? '');
  const used = new Set<string>([...line.map((p) => p.tile), ...hands.flat(), ...boneyard]);
  return {
    ...createMatch(rules.value),
    phase: 'playing',
    hand: {
      number: 1,
      attempt: 0,
      dealt: hands,
      hands,
      boneyard,
      outOfPlay: ALL_TILES.filter((t) => !used.has(t)),
      board: { shape: 'line', tiles: line },
      leader: 0,
      turn: opts.turn,
      mustPlay: opts.mustPlay ?? null,
      passesInRow: 0,
      moves: [],
      result: null,
    },
  };
}

export function mustRules(id: PresetId, opts: PresetOptions = {}) {
  const rules = presetRules(id, opts);
  if (!rules.ok) throw new Error(rules.message);
  return rules.value;
}
