// The room as stored (one JSON document per room) and the public projections of it. The stored
// form holds secrets (seat-token hashes, the current server seed, every tile): only the functions
// in views.ts turn it into what a recipient may see.
import type { BotLevel, GameEvent, MatchState, Rules } from '@boneyard/engine';
import type { RevealedDeal, RoomStatus, ServerGameEvent, TallyEntry } from '@boneyard/protocol';

/** One move of a match: 1-based hand number, 0-based index into that hand's moves. */
export interface MovePoint {
  readonly hand: number;
  readonly move: number;
}

/** Moves of `seat` in match `match` that a stand-in bot made, from `from` to `to` (both included). */
export interface StandInSpan {
  readonly match: number;
  readonly seat: number;
  readonly from: MovePoint;
  readonly to: MovePoint;
}

export interface SeatState {
  readonly kind: 'empty' | 'human' | 'bot';
  readonly name: string;
  readonly botLevel: BotLevel | null;
  /** SHA-256 of the seat token (humans only). */
  readonly tokenHash: string | null;
  readonly online: boolean;
  /**
   * Ids of the server processes that hold at least one connection of this seat. The seat is online
   * while this is not empty; a process that dies without cleaning up is removed by another one once
   * its liveness lease lapses (room/presence.ts), so `online` never depends on a dead process.
   */
  readonly heldBy: readonly string[];
  /** Epoch ms when the seat's last connection dropped; null while online. */
  readonly offlineSince: number | null;
  /** A bot plays this human (or empty) seat: grace period over, or the player was removed. */
  readonly standIn: boolean;
}

/** The fair deal of the current hand. `serverSeed` is secret until the hand ends. */
export interface DealState {
  readonly hand: number;
  readonly serverSeed: string;
  readonly commitment: string;
  /** Per seat: hex of the seed it sent, or null. */
  readonly clientSeeds: readonly (string | null)[];
  readonly stage: 'collecting' | 'dealt';
  /** Seeds lock at this time even if some are missing. */
  readonly seedDeadline: number;
  /** No deal before this time (a pause after the previous hand to show its result), unless every
   * person has pressed "Next hand" (room/pause.ts). */
  readonly notBefore: number;
  /** Seats that pressed "Next hand" during that pause (absent in rooms stored before it existed). */
  readonly ready?: readonly number[];
  /** The attempt that was played (kozel redeals), once dealt. */
  readonly attempt: number | null;
}

export interface RoomState {
  readonly code: string;
  readonly createdAt: number;
  readonly rules: Rules;
  readonly status: RoomStatus;
  readonly hostTokenHash: string;
  readonly seats: readonly SeatState[];
  /** 1-based match number (rematch adds one). */
  readonly match: number;
  readonly game: MatchState | null;
  readonly deal: DealState | null;
  /** Revealed deals of the current match, in hand order. */
  readonly revealed: readonly RevealedDeal[];
  /** Room version after the last change to `game` (actions older than this are stale). */
  readonly gameVersion: number;
  /** Epoch ms of the last stored change (bots wait BOT_DELAY_MS after it). */
  readonly changedAt: number;
  /** GRACE_MS when the room was created: clients are told when a stand-in takes over (absent in older rooms). */
  readonly graceMs?: number;
  /** Which moves stand-in bots made for people's seats, for the record (absent in older rooms). */
  readonly standIns?: readonly StandInSpan[];
  /** The level of a bot standing in for a person, chosen at creation (absent in older rooms: normal). */
  readonly standInLevel?: BotLevel;
  /**
   * People the host removed: kept out of every seat of this room until the host readmits them.
   * Optional only because rooms stored before this field existed lack it (read via removedFrom).
   */
  readonly removed?: readonly RemovedPerson[];
  /**
   * The seat each token was dealt into in the current match (seated when it started, or sat down
   * during it). A token listed here may sit only in its own seat until the match ends, so one
   * person never sees two hands of a match (read via matchSeatOf).
   */
  readonly inMatch?: readonly MatchSeat[];
  /**
   * Ids of the processes holding a connection of the host's token while the host sits in no seat
   * (watching a table of bots): such a host is a person in the room, so the match is not paused
   * (room/pause.ts). Empty or absent otherwise; reaped with dead processes like a seat's `heldBy`.
   */
  readonly hostWatching?: readonly string[];
  /** The turn clock: ms a person may take over one move (absent or 0: no clock; turn-clock.ts). */
  readonly turnMs?: number;
  /** Per seat: the person's time-outs in a row (turn-clock.ts); absent when none ran out. */
  readonly timeouts?: readonly number[];
  /** After a match: the seat tokens of the people who proposed or accepted a rematch, in order (rematch-vote.ts). */
  readonly rematchVotes?: readonly string[];
  /** False when the host turned free-text chat off at creation (absent: on; reactions are always on). */
  readonly chat?: boolean;
  /** The evening's tally: how each finished match of this room ended, the last MAX_TALLY (tally.ts). */
  readonly tally?: readonly TallyEntry[];
  /** Which counts of live rooms and bot rooms this room is in, and until when (the server's room/caps.ts). */
  readonly caps?: CapsState;
}

/** Which counts a room is in, stored with it so that any server process can renew or end its listings. */
export interface CapsState {
  /** The creator's address (hashed): whose live rooms this one counts against. */
  readonly by: string;
  /** Listed among live rooms until then (epoch ms); kept at or after the room's expiry. */
  readonly until: number;
  /** The address (hashed) that started the match with bots, while it counts against it. */
  readonly botsBy?: string;
  /** Listed among that address's bot rooms until then. */
  readonly botsUntil?: number;
}

export interface RemovedPerson {
  readonly tokenHash: string;
  /** The name the seat showed when the host removed it (what host:readmit names). */
  readonly name: string;
}

export interface MatchSeat {
  readonly tokenHash: string;
  readonly seat: number;
  /** The name the seat showed when its person left it mid-match: theirs again when they come back. */
  readonly name?: string;
}

/** What happened in one change, before redaction: engine events and the server's own. */
export type RoomEvent = GameEvent | ServerGameEvent;

/** A token whose seat changed in a change: every socket of it moves to this seat's channel. */
export interface Placement {
  readonly tokenHash: string;
  /** The seat it holds now, or null (a spectator). */
  readonly seat: number | null;
}

/** One change to store: the new room and what to tell people about it. */
export interface RoomChange {
  readonly room: RoomState;
  /** Tokens whose seat changed (filled in by RoomService when it stores the change). */
  readonly placements?: readonly Placement[];
  readonly events: readonly RoomEvent[];
  /** Seats, names, presence, host or status changed: frames carry the room info. */
  readonly roomChanged: boolean;
  /** The match state changed (bumps gameVersion). */
  readonly gameChanged: boolean;
  /** A hand ended or a match started: frames carry the history. */
  readonly historyChanged: boolean;
}

export function emptySeat(): SeatState {
  return {
    kind: 'empty',
    name: '',
    botLevel: null,
    tokenHash: null,
    online: false,
    heldBy: [],
    offlineSince: null,
    standIn: false,
  };
}

export function botSeat(level: BotLevel): SeatState {
  return { ...emptySeat(), kind: 'bot', name: `Bot (${level})`, botLevel: level };
}

/** A person's seat, online while some process holds one of its connections (`heldBy`). */
export function humanSeat(
  name: string,
  tokenHash: string,
  heldBy: readonly string[],
  now: number,
): SeatState {
  const online = heldBy.length > 0;
  return {
    ...emptySeat(),
    kind: 'human',
    name,
    tokenHash,
    online,
    heldBy,
    offlineSince: online ? null : now,
  };
}

/** Every process id recorded in the room's seats (the store indexes rooms by them). */
export function holdersOf(room: RoomState): Set<string> {
  return new Set([
    ...room.seats.flatMap((seat) => seat.heldBy ?? []),
    ...(room.hostWatching ?? []),
  ]);
}

/** The seat a token owns, or null. */
export function seatOfToken(room: RoomState, tokenHash: string): number | null {
  const index = room.seats.findIndex(
    (seat) => seat.kind === 'human' && seat.tokenHash === tokenHash,
  );
  return index === -1 ? null : index;
}

/**
 * Every token whose seat differs between two versions of a room, with its seat in `after`; and
 * the old and new host's tokens when the host changed (their sockets get a snapshot saying so).
 */
export function placementsBetween(before: RoomState, after: RoomState): Placement[] {
  const tokens = new Set<string>();
  for (const seat of [...before.seats, ...after.seats])
    if (seat.kind === 'human' && seat.tokenHash !== null) tokens.add(seat.tokenHash);
  const hosts =
    before.hostTokenHash === after.hostTokenHash ? [] : [before.hostTokenHash, after.hostTokenHash];
  return [...tokens].flatMap((tokenHash) => {
    const seat = seatOfToken(after, tokenHash);
    return seat === seatOfToken(before, tokenHash) && !hosts.includes(tokenHash)
      ? []
      : [{ tokenHash, seat }];
  });
}

export function removedFrom(room: RoomState): readonly RemovedPerson[] {
  return room.removed ?? [];
}

/** The seat `tokenHash` was dealt into in the match being played, or null. */
export function matchSeatOf(room: RoomState, tokenHash: string): number | null {
  if (room.status !== 'playing') return null;
  return (room.inMatch ?? []).find((entry) => entry.tokenHash === tokenHash)?.seat ?? null;
}

/** The name `tokenHash` showed when it left its seat of the match being played, or undefined. */
export function matchNameOf(room: RoomState, tokenHash: string): string | undefined {
  if (room.status !== 'playing') return undefined;
  return (room.inMatch ?? []).find((entry) => entry.tokenHash === tokenHash)?.name;
}

/** Seats a bot plays right now: bot seats, and human or empty seats with a stand-in. */
export function botPlays(seat: SeatState): boolean {
  return seat.kind !== 'human' || seat.standIn;
}

/** The level of the bot playing `seat`: a bot seat's own, else the room's stand-in level. */
export function botLevelOf(room: RoomState, seat: SeatState): BotLevel {
  return seat.kind === 'bot' && seat.botLevel !== null
    ? seat.botLevel
    : (room.standInLevel ?? 'normal');
}
