// What people can do to a room, as pure functions: (room, input, now) → the change to store, or a
// coded error. The seat always comes from the caller's authenticated socket, never from a payload.
import { presetRules, type BotLevel, type Rules } from '@boneyard/engine';
import type { CreateRoomRequest } from '@boneyard/protocol';
import { nameFreeFor } from './names.ts';
import { fail, ok, type Outcome } from './result.ts';
import { barFromSeats, joinMatch, leftMatch, readmitted, seatOpenTo } from './seat-rules.ts';
import {
  botSeat,
  emptySeat,
  humanSeat,
  matchNameOf,
  seatOfToken,
  type RoomChange,
  type RoomState,
  type SeatState,
} from './state.ts';
import { hostSitsDown, hostStandsUp, withHostWatching, withoutDeadWatchers } from './watching.ts';

import { change } from './change.ts';

export { change };
export {
  act,
  claimExpired,
  dealNow,
  personAct,
  rematch,
  start,
  submitSeed,
  type SeedAnswer,
} from './commands-game.ts';

export function resolveRules(choice: CreateRoomRequest['rules']): Outcome<Rules> {
  if ('custom' in choice) return ok(choice.custom);
  const { preset, ...options } = choice;
  const rules = presetRules(preset, options);
  return rules.ok ? ok(rules.value) : fail('bad-request', rules.message);
}

export function createRoom(
  code: string,
  request: CreateRoomRequest,
  hostTokenHash: string,
  now: number,
): Outcome<RoomState> {
  const rules = resolveRules(request.rules);
  if (!rules.ok) return rules;
  const players = rules.value.players;
  const setup = request.seats ?? [];
  if (setup.length !== 0 && setup.length !== players) {
    return fail(
      'bad-request',
      `seats has ${setup.length} entries for a ${players}-player rule set`,
    );
  }
  const hostSeat = request.hostSeat === undefined ? 0 : request.hostSeat;
  if (hostSeat !== null && hostSeat >= players) {
    return fail(
      'bad-seat',
      `the host cannot sit in seat ${hostSeat}: a ${players}-player table has seats 0–${players - 1}`,
    );
  }
  if (hostSeat !== null && setup[hostSeat]?.bot) {
    return fail(
      'bad-seat',
      `the host cannot sit in seat ${hostSeat}: it is a bot's seat (leave one seat open for the host, or send hostSeat: null to only watch)`,
    );
  }
  const seats: SeatState[] = Array.from({ length: players }, (_, index) => {
    if (index === hostSeat) return humanSeat(request.name, hostTokenHash, [], now); // offline until they connect
    const bot = setup[index]?.bot ?? null;
    return bot === null ? emptySeat() : botSeat(bot);
  });
  return ok({
    code,
    createdAt: now,
    rules: rules.value,
    status: 'lobby',
    hostTokenHash,
    seats,
    standInLevel: request.standIn ?? 'normal',
    ...(request.turnSeconds ? { turnMs: request.turnSeconds * 1000 } : {}),
    ...(request.chat === false ? { chat: false } : {}),
    match: 1,
    game: null,
    deal: null,
    revealed: [],
    gameVersion: 0,
    changedAt: now,
  });
}

function withSeat(room: RoomState, index: number, seat: SeatState): RoomState {
  return { ...room, seats: room.seats.map((old, i) => (i === index ? seat : old)) };
}

/**
 * Records whether process `id` now holds a connection of this seat (`holds`), forgetting every id
 * this process used before (`ownIds`, see room/presence.ts). The seat is online while any process
 * holds it; when the last one lets go, its grace period starts. A connection arriving also ends a
 * stand-in: the person plays again.
 */
export function seatPresence(
  room: RoomState,
  seat: number,
  id: string,
  ownIds: readonly string[],
  holds: boolean,
  now: number,
): RoomChange | null {
  const old = room.seats[seat];
  if (old === undefined || old.kind !== 'human') return null;
  const others = old.heldBy.filter((holder) => !ownIds.includes(holder) && holder !== id);
  return withHolders(room, seat, holds ? [...others, id] : others, now);
}

/** Like seatPresence, for the host's token while it holds no seat (room/watching.ts). */
export function watchPresence(
  room: RoomState,
  id: string,
  ownIds: readonly string[],
  holds: boolean,
): RoomChange | null {
  const next = withHostWatching(room, id, ownIds, holds);
  return next === null ? null : change(next, [], { roomChanged: true });
}

/** Forgets processes whose lease lapsed: seats only they held go offline (their grace starts now). */
export function dropHolders(
  room: RoomState,
  dead: ReadonlySet<string>,
  now: number,
): RoomChange | null {
  let next = withoutDeadWatchers(room, dead) ?? room;
  room.seats.forEach((seat, index) => {
    if (seat.kind !== 'human' || !seat.heldBy.some((holder) => dead.has(holder))) return;
    next =
      withHolders(
        next,
        index,
        seat.heldBy.filter((holder) => !dead.has(holder)),
        now,
      )?.room ?? next;
  });
  return next === room ? null : change(next, [], { roomChanged: true });
}

function withHolders(
  room: RoomState,
  index: number,
  heldBy: readonly string[],
  now: number,
): RoomChange | null {
  const old = room.seats[index]!;
  const online = heldBy.length > 0;
  const same =
    heldBy.length === old.heldBy.length && heldBy.every((holder) => old.heldBy.includes(holder));
  if (same && online === old.online && !(online && old.standIn)) return null;
  const seat: SeatState = online
    ? { ...old, heldBy, online, offlineSince: null, standIn: false }
    : { ...old, heldBy, online, offlineSince: old.online ? now : old.offlineSince };
  return change(withSeat(room, index, seat), [], { roomChanged: true });
}

/** `heldBy`: the process the taker's connection is on (see seatPresence). */
export function takeSeat(
  room: RoomState,
  seat: number,
  tokenHash: string,
  name: string | undefined,
  heldBy: readonly string[],
  now: number,
): Outcome<RoomChange> {
  const target = room.seats[seat];
  if (target === undefined) return fail('bad-seat', `no seat ${seat} at this table`);
  if (target.kind !== 'empty') return fail('seat-taken', `seat ${seat} is taken`);
  const open = seatOpenTo(room, seat, tokenHash);
  if (!open.ok) return open;
  const current = seatOfToken(room, tokenHash);
  if (current !== null && room.status !== 'lobby')
    return fail('wrong-status', 'you already have a seat in this match');
  const mine = current === null ? null : room.seats[current];
  // Coming back to one's seat mid-match needs no name: the one played under is remembered.
  const display = name ?? mine?.name ?? matchNameOf(room, tokenHash);
  if (display === undefined) return fail('bad-request', 'a name is needed to take a seat');
  const watching = hostSitsDown(room, tokenHash);
  let next = current === null ? watching.room : withSeat(watching.room, current, emptySeat());
  const free = nameFreeFor(next, seat, display);
  if (!free.ok) return free;
  // Moving seats in the lobby keeps the connections other processes hold for this person (and a
  // watching host's connections now hold the seat).
  const holders = [...new Set([...(mine?.heldBy ?? []), ...watching.holders, ...heldBy])];
  next = withSeat(next, seat, humanSeat(display, tokenHash, holders, now));
  return ok(change(joinMatch(next, seat, tokenHash), [], { roomChanged: true }));
}

export function leaveSeat(room: RoomState, seat: number): Outcome<RoomChange> {
  const old = room.seats[seat];
  const remembered =
    old?.kind === 'human' && old.tokenHash !== null
      ? leftMatch(room, old.tokenHash, old.name)
      : room;
  // A host who stands up stays in the room watching: their connections count as a person there.
  const watching =
    old?.kind === 'human' ? hostStandsUp(remembered, old.tokenHash, old.heldBy) : remembered;
  return ok(change(withSeat(watching, seat, emptySeat()), [], { roomChanged: true }));
}

export function rename(room: RoomState, seat: number, name: string): Outcome<RoomChange> {
  const old = room.seats[seat];
  if (old === undefined || old.kind !== 'human') return fail('not-seated', 'take a seat first');
  const free = nameFreeFor(room, seat, name);
  return free.ok
    ? ok(change(withSeat(room, seat, { ...old, name }), [], { roomChanged: true }))
    : free;
}

export function setBot(room: RoomState, seat: number, level: BotLevel | null): Outcome<RoomChange> {
  if (room.status !== 'lobby') return fail('wrong-status', 'bots are set up in the lobby');
  const old = room.seats[seat];
  if (old === undefined) return fail('bad-seat', `no seat ${seat} at this table`);
  if (old.kind === 'human') return fail('seat-taken', `seat ${seat} has a person in it`);
  if (level === null && old.kind !== 'bot') return fail('bad-seat', `seat ${seat} has no bot`);
  return ok(
    change(withSeat(room, seat, level === null ? emptySeat() : botSeat(level)), [], {
      roomChanged: true,
    }),
  );
}

export function kick(room: RoomState, seat: number): Outcome<RoomChange> {
  const old = room.seats[seat];
  if (old === undefined) return fail('bad-seat', `no seat ${seat} at this table`);
  if (old.kind !== 'human') return fail('bad-seat', `seat ${seat} has no person in it`);
  if (old.tokenHash === room.hostTokenHash)
    return fail('bad-seat', 'the host cannot remove themselves');
  const barred = barFromSeats(room, old.tokenHash!, old.name);
  return ok(change(withSeat(barred, seat, emptySeat()), [], { roomChanged: true }));
}

/** The host lets a removed person (named as their seat showed when removed) sit again. */
export function readmit(room: RoomState, name: string): Outcome<RoomChange> {
  const next = readmitted(room, name);
  return next.ok ? ok(change(next.value, [])) : next;
}
