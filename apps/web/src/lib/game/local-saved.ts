// A local match's place on this device: saved after every change, so a reload resumes it.
import type { MatchState } from '@boneyard/engine';
import { bytesToHex, randomClientSeed } from '@boneyard/fair';
import type { DealSeeds } from '@boneyard/protocol';
import type { LocalConfig } from './local-config.ts';

const STORAGE_KEY = 'boneyard:local-game';
/** Milliseconds a bot waits before it moves (tests set 0; a person needs time to follow). */
const DELAY_KEY = 'boneyard:bot-delay';

export interface SavedLocalGame {
  readonly config: LocalConfig;
  readonly room: string;
  readonly state: MatchState;
  readonly deals: readonly DealSeeds[];
  readonly viewer: number;
}

/** The saved game, or null (none, or one that no longer parses: then it is dropped). */
export function loadSavedGame(): SavedLocalGame | null {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SavedLocalGame;
  } catch {
    forgetSavedGame();
    return null;
  }
}

export function hasSavedGame(): boolean {
  return typeof localStorage !== 'undefined' && localStorage.getItem(STORAGE_KEY) !== null;
}

export function forgetSavedGame(): void {
  localStorage.removeItem(STORAGE_KEY);
}

export function saveGame(saved: SavedLocalGame): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // A full storage only costs the ability to resume after a reload.
  }
}

export function botDelay(): number {
  const configured = Number(localStorage.getItem(DELAY_KEY));
  return localStorage.getItem(DELAY_KEY) !== null && Number.isFinite(configured) ? configured : 600;
}

/** A local match's room code: what its deals are bound to, like an online room's. */
export function localRoomCode(): string {
  return `LOCAL${bytesToHex(randomClientSeed()).slice(0, 6).toUpperCase()}`;
}
