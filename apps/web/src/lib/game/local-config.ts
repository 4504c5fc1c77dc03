// How a game on this device is set up, from the home screen's choices.
import {
  PRESETS,
  presetRules,
  type BotLevel,
  type MugginsMode,
  type PresetId,
  type Rules,
} from '@boneyard/engine';
import type { MessageKey } from '../i18n/en.ts';

export const LOCAL_MODES = ['bots', 'hotseat'] as const;
export type LocalMode = (typeof LOCAL_MODES)[number];

export interface LocalConfig {
  readonly mode: LocalMode;
  readonly preset: PresetId;
  readonly players: number;
  readonly pairs: boolean;
  readonly target: number;
  /**
   * One per seat; seat 0 is always a person. A name typed by the players, or '' where nobody
   * typed one: the table then shows the default ("Player 2", "Bot 3") in the language of the
   * moment (seatName). A bot is always named by its seat.
   */
  readonly names: readonly string[];
  /** One per seat: the bot's level, or null for a person at this device. */
  readonly bots: readonly (BotLevel | null)[];
  /** Telephone / All Fives: how scores made during play are awarded (absent: lenient). */
  readonly muggins?: MugginsMode;
  /** Claim window in ms for strict and stealing Muggins. */
  readonly mugginsWindowMs?: number;
  /**
   * A whole rule set from the agreements editor; when present it is the game (preset ignored).
   * A session entry is not trusted: /play runs it through the engine's schema first
   * (custom-rules.ts, loaded only for such a game) and starts nothing if it does not hold.
   */
  readonly custom?: Rules;
}

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** A seat's name as the table shows it now: the typed name, or the default in `t`'s language. */
export function seatName(config: LocalConfig, seat: number, t: Translate): string {
  if (config.bots[seat]) return t('table.botName', { n: seat + 1 });
  return config.names[seat]?.trim() || t('hotseat.player', { n: seat + 1 });
}

export function rulesFor(config: LocalConfig): Rules | null {
  if (config.custom !== undefined) return config.custom;
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

/**
 * The set-up the home screen (or the agreements page) left for /play, once. A custom set in it is
 * not checked here: pass such a set-up through `checkedCustom` (custom-rules.ts) before playing it.
 */
export function takeNewLocal(): LocalConfig | null {
  const text = sessionStorage.getItem(NEW_GAME_KEY);
  sessionStorage.removeItem(NEW_GAME_KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as LocalConfig;
    if (!(value.preset in PRESETS) || !Array.isArray(value.names) || !Array.isArray(value.bots))
      return null;
    return value;
  } catch {
    return null;
  }
}
