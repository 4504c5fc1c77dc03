// How a game on this device is set up, from the home screen's choices.
import {
  PRESETS,
  parseRules,
  presetRules,
  type BotLevel,
  type MugginsMode,
  type PresetId,
  type Rules,
} from '@boneyard/engine';

export const LOCAL_MODES = ['bots', 'hotseat'] as const;
export type LocalMode = (typeof LOCAL_MODES)[number];

export interface LocalConfig {
  readonly mode: LocalMode;
  readonly preset: PresetId;
  readonly players: number;
  readonly pairs: boolean;
  readonly target: number;
  /** One per seat; seat 0 is always a person. */
  readonly names: readonly string[];
  /** One per seat: the bot's level, or null for a person at this device. */
  readonly bots: readonly (BotLevel | null)[];
  /** Telephone / All Fives: how scores made during play are awarded (absent: lenient). */
  readonly muggins?: MugginsMode;
  /** Claim window in ms for strict and stealing Muggins. */
  readonly mugginsWindowMs?: number;
  /** A whole rule set from the agreements editor; when present it is the game (preset ignored). */
  readonly custom?: Rules;
}

export function rulesFor(config: LocalConfig): Rules | null {
  // Checked again with the engine's schema: a saved game or a session entry is not trusted.
  if (config.custom !== undefined) {
    const parsed = parseRules(config.custom);
    return parsed.ok ? parsed.value : null;
  }
  const info = PRESETS[config.preset];
  const result = presetRules(config.preset, {
    players: config.players,
    pairs: info.pairs === 'never' ? false : config.pairs,
    target: config.target,
    ...(config.muggins && PRESETS[config.preset].options.includes('muggins')
      ? { muggins: config.muggins, mugginsWindowMs: config.mugginsWindowMs }
      : {}),
  });
  return result.ok ? result.value : null;
}

const NEW_GAME_KEY = 'boneyard:new-local-game';

/** Hands a new game's set-up from the home screen to /play (read once by takeNewLocal). */
export function startNewLocal(config: LocalConfig): void {
  sessionStorage.setItem(NEW_GAME_KEY, JSON.stringify(config));
}

export function takeNewLocal(): LocalConfig | null {
  const text = sessionStorage.getItem(NEW_GAME_KEY);
  sessionStorage.removeItem(NEW_GAME_KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as LocalConfig;
    if (!(value.preset in PRESETS) || !Array.isArray(value.names) || !Array.isArray(value.bots))
      return null;
    if (value.custom !== undefined && !parseRules(value.custom).ok) return null;
    return value;
  } catch {
    return null;
  }
}
