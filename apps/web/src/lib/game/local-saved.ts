// A local match's place on this device: saved after every change, so a reload resumes it. The
// driver's room is saved whole (`table`, its match state beside it as `state`, which is what older
// versions saved too); a game saved before the driver ran here (config, state and deals only) is
// turned into the driver's room once, on resume.
import type { MatchState } from '@boneyard/engine';
import { bytesToHex, randomClientSeed } from '@boneyard/fair';
import type { DealSeeds, RevealedDeal } from '@boneyard/protocol';
import {
  dealtIn,
  localLobby,
  startHand,
  type DealState,
  type LocalSeat,
  type RoomState,
  type TableSettings,
  type VersionedRoom,
} from '@boneyard/table';
import type { LocalConfig } from './local-config.ts';

const STORAGE_KEY = 'boneyard:local-game';
/** Milliseconds a bot waits before it moves (tests set 0; a person needs time to follow). */
const DELAY_KEY = 'boneyard:bot-delay';

export interface SavedLocalGame {
  readonly config: LocalConfig;
  /** The room code. */
  readonly room: string;
  readonly state: MatchState;
  readonly viewer: number;
  /** The driver's room without its match state (absent in games saved before the driver). */
  readonly table?: { readonly room: RoomState; readonly version: number };
  /** Games saved before the driver: the seeds of every hand dealt so far. */
  readonly deals?: readonly DealSeeds[];
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

export function saveGame(config: LocalConfig, current: VersionedRoom, viewer: number): void {
  const { game, ...room } = current.room;
  if (game === null) return;
  const saved: SavedLocalGame = {
    config,
    room: room.code,
    state: game,
    viewer,
    table: { room: { ...room, game: null }, version: current.version },
  };
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

/** A token hash for a seat at this device (it never leaves it: only its uniqueness counts). */
export function localTokenHash(): string {
  return bytesToHex(randomClientSeed());
}

/** The driver's room of a saved game, whichever way it was saved. */
export function savedRoom(
  saved: SavedLocalGame,
  seats: readonly LocalSeat[],
  settings: TableSettings,
  now: number,
): VersionedRoom {
  if (saved.table)
    return { room: { ...saved.table.room, game: saved.state }, version: saved.table.version };
  const { state } = saved;
  const deals = saved.deals ?? [];
  const seedsOf = (hand: number) => deals.find((deal) => deal.number === hand);
  const hex = (seed: unknown) => (typeof seed === 'string' ? seed : '');
  const revealed: RevealedDeal[] = state.history.map((hand) => ({
    match: 1,
    hand: hand.number,
    commitment: seedsOf(hand.number)?.commitment ?? '',
    serverSeed: hex(seedsOf(hand.number)?.serverSeed),
    clientSeeds: seats.map((_, seat) => hex(seedsOf(hand.number)?.clientSeeds[seat])),
    attempt: hand.attempt,
  }));
  const lobby = localLobby(saved.room, state.rules, seats, now);
  const room = dealtIn({ ...lobby, status: 'playing', game: state, revealed });
  if (state.phase === 'match-over') return { room: { ...room, status: 'ended' }, version: 1 };
  if (state.hand === null || state.phase !== 'playing') {
    const pause = state.phase === 'hand-over';
    return {
      room: { ...room, deal: startHand(room, state, now, settings, pause).deal },
      version: 1,
    };
  }
  const seeds = seedsOf(state.hand.number);
  const deal: DealState = {
    hand: state.hand.number,
    serverSeed: hex(seeds?.serverSeed),
    commitment: seeds?.commitment ?? '',
    clientSeeds: seats.map((_, seat) => hex(seeds?.clientSeeds[seat])),
    stage: 'dealt',
    seedDeadline: now,
    notBefore: now,
    ready: [],
    attempt: state.hand.attempt,
  };
  return { room: { ...room, deal }, version: 1 };
}
