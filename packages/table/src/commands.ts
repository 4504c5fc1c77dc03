// What people can do to a room, as pure functions: (room, input, now) → the change to store, or a
// coded error. The seat always comes from the caller's authenticated socket, never from a payload.
import {
  apply,
  claimsNeeded,
  createMatch,
  expireClaim,
  presetRules,
  type Action,
  type BotLevel,
  type Rules,
  type Step,
} from '@boneyard/engine';
import type { CreateRoomRequest } from '@boneyard/protocol';
import { afterGameStep, lockAndDeal, lockTime, startHand } from './fair.ts';
import { nameFreeFor } from './names.ts';
import { fail, ok, type Outcome } from './result.ts';
import type { TableSettings } from './settings.ts';
import {
  barFromSeats,
  dealtIn,
  joinMatch,
  leftMatch,
  readmitted,
  seatOpenTo,
} from './seat-rules.ts';
import {
  botSeat,
  emptySeat,
  humanSeat,
  matchNameOf,
  seatOfToken,
  type RoomChange,
  type RoomEvent,
  type RoomState,
  type SeatState,
} from './state.ts';
import { actedInPerson } from './turn-clock.ts';
import { hostSitsDown, hostStandsUp, withHostWatching, withoutDeadWatchers } from './watching.ts';

export function change(
  room: RoomState,
  events: RoomEvent[],
  flags: Partial<Omit<RoomChange, 'room' | 'events'>> = {},
): RoomChange {
  return { room, events, roomChanged: false, gameChanged: false, historyChanged: false, ...flags };
}

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

function beginMatch(
  room: RoomState,
  now: number,
  timing: TableSettings,
  match: number,
): RoomChange {
  const game = createMatch(room.rules);
  const base: RoomState = dealtIn({
    ...room,
    status: 'playing',
    match,
    game,
    revealed: [],
    timeouts: [],
    rematchVotes: [],
  });
  const started = startHand(base, game, now, timing, false);
  return change(
    { ...base, deal: started.deal },
    [{ type: 'match-started', match }, ...started.events],
    {
      roomChanged: true,
      gameChanged: true,
      historyChanged: true,
    },
  );
}

export function start(room: RoomState, now: number, timing: TableSettings): Outcome<RoomChange> {
  if (room.status !== 'lobby') return fail('wrong-status', 'the match has already started');
  const empty = room.seats.findIndex((seat) => seat.kind === 'empty');
  if (empty !== -1)
    return fail('room-not-ready', `seat ${empty} is empty: a person or a bot must sit there`);
  return ok(beginMatch(room, now, timing, room.match));
}

export function rematch(room: RoomState, now: number, timing: TableSettings): Outcome<RoomChange> {
  if (room.status !== 'ended') return fail('wrong-status', 'a rematch follows a finished match');
  return ok(beginMatch(room, now, timing, room.match + 1));
}

/** What a client seed answers: the commitment (of one hand of one match) it was made for. */
export interface SeedAnswer {
  readonly match: number;
  readonly hand: number;
  readonly commitment: string;
  readonly seed: string;
}

export function submitSeed(
  room: RoomState,
  seat: number,
  answer: SeedAnswer,
  now: number,
): Outcome<RoomChange> {
  const { match, hand, commitment, seed } = answer;
  const deal = room.deal;
  if (deal === null || deal.stage !== 'collecting' || deal.hand !== hand || room.match !== match) {
    return fail(
      'seed-not-expected',
      `not collecting client seeds for match ${match}, hand ${hand}`,
    );
  }
  // A seed is only ever accepted for the commitment it was made after (not a stale or replayed one).
  if (deal.commitment !== commitment)
    return fail('seed-not-expected', 'that seed answers another commitment');
  const previous = deal.clientSeeds[seat];
  if (previous !== null && previous !== undefined) {
    return previous === seed
      ? ok(change(room, []))
      : fail('seed-not-expected', 'this seat already sent its seed');
  }
  const clientSeeds = deal.clientSeeds.map((old, index) => (index === seat ? seed : old));
  const next: RoomState = { ...room, deal: { ...deal, clientSeeds } };
  const events: RoomEvent[] = [{ type: 'seed-received', hand, seat }];
  const at = lockTime(next);
  if (at !== null && at <= now) return ok(dealNow(next, events, now));
  return ok(change(next, events));
}

/** Locks the seeds and deals; shared by seed arrival and the seed deadline. */
export function dealNow(room: RoomState, before: RoomEvent[], now: number): RoomChange {
  const dealt = lockAndDeal(room, now);
  return change({ ...dealt.room, changedAt: now }, [...before, ...dealt.events], {
    gameChanged: true,
    roomChanged: dealt.room.status !== room.status,
  });
}

/**
 * A seat's action. In strict and stealing Muggins plays and claims carry the server's clock `now`
 * (the client never sends a time: the wire schema has no `at`), which opens and judges claim windows.
 */
export function act(
  room: RoomState,
  seat: number,
  action: Action,
  now: number,
  timing: TableSettings,
): Outcome<RoomChange> {
  if (room.status !== 'playing' || room.game === null)
    return fail('wrong-status', 'no match is being played');
  const timed =
    claimsNeeded(room.game) && (action.type === 'play' || action.type === 'claim')
      ? { ...action, at: now }
      : action;
  const step = apply(room.game, seat, timed);
  if (!step.ok) return fail(step.error, step.message);
  return ok(afterStep(room, step.value, now, timing));
}

/**
 * A person's own action (never a bot's or a stand-in's): like `act`, and it ends the seat's run of
 * time-outs on the turn clock, so a person shown as away is back (turn-clock.ts).
 */
export function personAct(
  room: RoomState,
  seat: number,
  action: Action,
  now: number,
  timing: TableSettings,
): Outcome<RoomChange> {
  const acted = act(actedInPerson(room, seat), seat, action, now, timing);
  if (!acted.ok) return acted;
  const back = (room.timeouts?.[seat] ?? 0) > 0;
  return back ? ok({ ...acted.value, roomChanged: true }) : acted;
}

/** The claim window of the pending score closed (server clock `now`, after its deadline). */
export function claimExpired(
  room: RoomState,
  now: number,
  timing: TableSettings,
): Outcome<RoomChange> {
  if (room.status !== 'playing' || room.game === null)
    return fail('wrong-status', 'no match is being played');
  const step = expireClaim(room.game, now);
  if (!step.ok) return fail(step.error, step.message);
  return ok(afterStep(room, step.value, now, timing));
}

function afterStep(room: RoomState, step: Step, now: number, timing: TableSettings): RoomChange {
  const played: RoomState = { ...room, game: step.state, changedAt: now };
  const after = afterGameStep(played, now, timing);
  const ended = after.events.length > 0;
  return change(after.room, [...step.events, ...after.events], {
    gameChanged: true,
    historyChanged: ended,
    roomChanged: after.room.status !== room.status,
  });
}
