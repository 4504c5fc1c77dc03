// Bounds on rooms (docs/server.md "Room bounds"), counted in the store (GameStore.claimSlot) so that
// every process shares them and a restart forgets nothing:
// - every live room (MAX_ROOMS) and the live rooms created from one address (ROOMS_PER_IP). A room
//   is listed at its creation a little longer than it will live, and the listing is renewed by a
//   change that moves the room's expiry past it (or far before it: a lobby left empty expires in
//   minutes). So a room that expires leaves the counts by itself, with no clean-up to run, and a
//   listing is written once per quarter of a time to live, not with every move;
// - the matches with bot seats that one address started and that are playing (BOT_ROOMS_PER_IP):
//   listed when the match starts (start, rematch), renewed by the room's changes while its bots
//   play, unlisted when the match ends. A paused match (nobody connected, @boneyard/table's pause.ts) changes
//   nothing, so it drops out of the count within 2 × BOT_WINDOW_MS; when a person comes back it
//   counts again without being refused (a returning person is never turned away).
// An address is counted by its limit key (an IPv4 address or an IPv6 /64, net/limit-key.ts) and is
// stored in the room only as a hash.
import { abandoned, fail, ok, type CapsState, type Outcome, type RoomState } from '@boneyard/table';
import { createHash } from 'node:crypto';
import type { Config } from '../config.ts';
import { limitKeyOf } from '../net/limit-key.ts';
import type { GameStore } from '../store/types.ts';

/** A match with bots playing is renewed when less than this is left of its listing (then 2×). */
export const BOT_WINDOW_MS = 60_000;
const ALL_ROOMS = 'rooms';
const roomsOf = (by: string): string => `rooms:${by}`;
const botRoomsOf = (by: string): string => `bots:${by}`;
/** A code is issued again once its room expired: the creation time tells the two apart. */
const memberOf = (room: RoomState): string => `${room.code}:${room.createdAt}`;

export function addressHash(ip: string): string {
  return createHash('sha256').update(limitKeyOf(ip)).digest('hex').slice(0, 32);
}

/** How long the room lives after this change: minutes for a lobby with no person seated. */
export function roomTtl(room: RoomState, config: Config): number {
  const seated = room.seats.some((seat) => seat.kind === 'human');
  return room.status === 'lobby' && !seated ? config.lobbyTtlMs : config.roomTtlMs;
}

export function hasBotSeats(room: RoomState): boolean {
  return room.seats.some((seat) => seat.kind === 'bot');
}

function botsPlaying(room: RoomState): boolean {
  return room.status === 'playing' && hasBotSeats(room) && !abandoned(room);
}

/** The listing's end for a room expiring `ttlMs` after `now`: a quarter of a time to live later. */
const listedUntil = (now: number, ttlMs: number): number => now + ttlMs + Math.ceil(ttlMs / 4);

export class RoomCaps {
  constructor(
    private readonly store: GameStore,
    private readonly config: Config,
  ) {}

  /** Lists a new room among all rooms and among its creator's (`by`); the refusal when either is full. */
  async admit(room: RoomState, by: string, now: number): Promise<Outcome<RoomState>> {
    const { maxRooms, roomsPerIp } = this.config.bounds;
    const member = memberOf(room);
    const until = listedUntil(now, roomTtl(room, this.config));
    if (!(await this.store.claimSlot(ALL_ROOMS, member, until, maxRooms))) {
      return fail(
        'server-full',
        `the server is full: it holds as many rooms as it may (${maxRooms}); try again later`,
      );
    }
    if (!(await this.store.claimSlot(roomsOf(by), member, until, roomsPerIp))) {
      await this.store.releaseSlot(ALL_ROOMS, member);
      return fail(
        'too-many-rooms',
        `this address already has ${roomsPerIp} live rooms, the most it may have; an unused room expires (a lobby with nobody seated in ${Math.round(this.config.lobbyTtlMs / 60_000)} minutes)`,
      );
    }
    return ok({ ...room, caps: { by, until } });
  }

  /** A room that was admitted but could not be stored leaves the counts. */
  async withdraw(room: RoomState): Promise<void> {
    if (room.caps === undefined) return;
    await this.store.releaseSlot(ALL_ROOMS, memberOf(room));
    await this.store.releaseSlot(roomsOf(room.caps.by), memberOf(room));
  }

  /**
   * Before a match starts (start, rematch) in a room with bot seats: lists it among the bot rooms of
   * the address starting it (`by`); the refusal when that address has as many playing as it may.
   */
  async admitBots(room: RoomState, by: string, now: number): Promise<Outcome<null>> {
    const limit = this.config.bounds.botRoomsPerIp;
    if (!hasBotSeats(room)) return ok(null);
    if (await this.store.claimSlot(botRoomsOf(by), memberOf(room), now + 2 * BOT_WINDOW_MS, limit))
      return ok(null);
    return fail(
      'too-many-bot-rooms',
      `this address already has ${limit} matches with bots playing, the most it may have at once; finish or leave one (a match nobody is connected to pauses and stops counting within ${(2 * BOT_WINDOW_MS) / 60_000} minutes)`,
    );
  }

  /** The room as it is stored once its match with bots started from `by` (after admitBots). */
  startedBots(room: RoomState, by: string, now: number): RoomState {
    if (!hasBotSeats(room) || room.caps === undefined) return room;
    return { ...room, caps: { ...room.caps, botsBy: by, botsUntil: now + 2 * BOT_WINDOW_MS } };
  }

  /** A start that admitBots let through but that was not stored. */
  async releaseBots(room: RoomState, by: string): Promise<void> {
    await this.store.releaseSlot(botRoomsOf(by), memberOf(room));
  }

  /**
   * Before a change is stored (the room expiring `ttlMs` after `now`): renews the listings that the
   * change moves past, and ends the bot listing of a match that ended. Rooms stored before the
   * bounds existed (no caps) are not counted.
   */
  async renew(room: RoomState, now: number, ttlMs: number): Promise<RoomState> {
    const caps = room.caps;
    if (caps === undefined) return room;
    let next: CapsState = caps;
    const expires = now + ttlMs;
    if (caps.until < expires || caps.until > expires + ttlMs) {
      next = { ...next, until: listedUntil(now, ttlMs) };
      await this.store.claimSlot(ALL_ROOMS, memberOf(room), next.until, null);
      await this.store.claimSlot(roomsOf(caps.by), memberOf(room), next.until, null);
    }
    if (caps.botsBy !== undefined && room.status !== 'playing') {
      await this.store.releaseSlot(botRoomsOf(caps.botsBy), memberOf(room));
      next = { by: next.by, until: next.until };
    } else if (
      caps.botsBy !== undefined &&
      botsPlaying(room) &&
      (caps.botsUntil ?? 0) < now + BOT_WINDOW_MS
    ) {
      next = { ...next, botsUntil: now + 2 * BOT_WINDOW_MS };
      await this.store.claimSlot(botRoomsOf(caps.botsBy), memberOf(room), next.botsUntil!, null);
    }
    return next === caps ? room : { ...room, caps: next };
  }
}
