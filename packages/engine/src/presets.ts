// Named rule sets, each exactly the game its seed describes. A preset is only data: nothing in
// the engine asks which preset it is playing.
//
// Presets are not run through the zod schema (RulesSchema, in @boneyard/protocol): the engine has
// no runtime dependency, and zod would cost every browser bundle that offers a game about 26 kB
// brotli. Instead protocol's rules.test.ts parses every preset with every allowed option through
// the schema, and the one free number a caller can pass (the Muggins window) is range-checked below.
import { BUILDERS, type PresetOptions } from './presets-build.ts';
import type { PresetId, Result, Rules } from './types.ts';

export { type PresetOptions } from './presets-build.ts';

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
const FIVES = {
  players: [2, 3, 4],
  pairs: 'optional',
  targets: [61, 121, 250],
  defaultTarget: 121,
  options: ['muggins'],
} as const;

export const PRESETS: Readonly<Record<PresetId, PresetInfo>> = {
  draw: {
    id: 'draw',
    players: [2, 3, 4],
    pairs: 'never',
    targets: [50, 100, 150],
    defaultTarget: 100,
    options: [],
  },
  block: {
    id: 'block',
    players: [2, 3, 4],
    pairs: 'never',
    targets: [50, 100, 150],
    defaultTarget: 100,
    options: [],
  },
  kozel: {
    id: 'kozel',
    players: [4],
    pairs: 'always',
    targets: [50, 100, 150],
    defaultTarget: 100,
    options: [],
  },
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
  'kozyol-table': {
    id: 'kozyol-table',
    ...SEED_003,
    pairs: 'optional',
    options: ['minimumToOpen', 'baldFinish'],
  },
  semyorka: { id: 'semyorka', ...SEED_003, pairs: 'optional', options: [] },
};

/** The window's bounds, as RulesSchema (@boneyard/protocol) has them (muggins.windowMs). */
const MIN_MUGGINS_WINDOW_MS = 500;
const MAX_MUGGINS_WINDOW_MS = 60_000;

/** The preset's rule set for a table, or `bad-rules` naming what the preset does not allow. */
export function presetRules(id: PresetId, options: PresetOptions = {}): Result<Rules> {
  const info = PRESETS[id];
  if (!info) return { ok: false, error: 'bad-rules', message: `unknown preset ${String(id)}` };
  const players = options.players ?? Math.max(...info.players);
  if (!info.players.includes(players))
    return {
      ok: false,
      error: 'bad-rules',
      message: `${id} is for ${info.players.join('/')} players`,
    };
  const pairs = options.pairs ?? (info.pairs !== 'never' && players === 4);
  if (pairs && (info.pairs === 'never' || players !== 4))
    return { ok: false, error: 'bad-rules', message: `${id} with ${players} players has no pairs` };
  if (!pairs && info.pairs === 'always')
    return { ok: false, error: 'bad-rules', message: `${id} is played in pairs` };
  const target = options.target ?? info.defaultTarget;
  if (!info.targets.includes(target))
    return {
      ok: false,
      error: 'bad-rules',
      message: `${id} targets are ${info.targets.join('/')}`,
    };
  for (const key of ['minimumToOpen', 'baldFinish', 'muggins'] as const)
    if (options[key] && !info.options.includes(key))
      return { ok: false, error: 'bad-rules', message: `${id} has no ${key} option` };
  const windowMs = options.mugginsWindowMs;
  if (
    windowMs !== undefined &&
    !(
      Number.isInteger(windowMs) &&
      windowMs >= MIN_MUGGINS_WINDOW_MS &&
      windowMs <= MAX_MUGGINS_WINDOW_MS
    )
  )
    return {
      ok: false,
      error: 'bad-rules',
      message: `muggins window is ${MIN_MUGGINS_WINDOW_MS}–${MAX_MUGGINS_WINDOW_MS} ms`,
    };
  return { ok: true, value: BUILDERS[id]({ id, players, pairs, target, o: options }) };
}
