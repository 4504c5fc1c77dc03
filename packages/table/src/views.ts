// Projections of a stored room for one recipient (a seat or a spectator). Everything that leaves
// the server for a client goes through here: no server seed before its reveal, no hidden tile.
import { redactEvent, viewFor, type GameEvent } from '@boneyard/engine';
import type { FairInfo, RoomInfo, Snapshot, UpdateFrame, WireEvent } from '@boneyard/protocol';
import { abandoned, nextHandInfo, standInAt } from './pause.ts';
import type { RoomChange, RoomEvent, RoomState } from './state.ts';
import { awayByClock, turnDeadline } from './turn-clock.ts';
import { rematchInfo } from './rematch-vote.ts';

const ENGINE_EVENT_TYPES = new Set<string>([
  'misdeal',
  'dealt',
  'played',
  'drew',
  'passed',
  'second-double',
  'turn',
  'semyorka',
  'scored',
  'claimed',
  'lapsed',
  'hand-over',
  'match-over',
]);

function isEngineEvent(event: RoomEvent): event is GameEvent {
  return ENGINE_EVENT_TYPES.has(event.type);
}

export function roomInfo(room: RoomState): RoomInfo {
  return {
    code: room.code,
    status: room.status,
    rules: room.rules,
    match: room.match,
    seats: room.seats.map((seat, index) => ({
      seat: index,
      kind: seat.kind,
      name: seat.name,
      botLevel: seat.kind === 'bot' ? seat.botLevel : null,
      online: seat.kind === 'human' && seat.online,
      standIn: seat.kind !== 'bot' && seat.standIn,
      host: seat.kind === 'human' && seat.tokenHash === room.hostTokenHash,
      standInAt: room.graceMs === undefined ? null : standInAt(room, seat, room.graceMs),
      ...(awayByClock(room, index) ? { away: true } : {}),
    })),
    paused: abandoned(room),
    standInLevel: room.standInLevel ?? 'normal',
    ...(room.turnMs ? { turnSeconds: Math.round(room.turnMs / 1000) } : {}),
    rematch: rematchInfo(room),
    tally: [...(room.tally ?? [])],
    chat: room.chat !== false,
  };
}

/**
 * One FairInfo per deal object (a change that leaves the deal alone keeps the object): every
 * recipient's frame of a move shares it, and the patch of a frame skips it at once (same object).
 */
const fairInfos = new WeakMap<NonNullable<RoomState['deal']>, FairInfo>();

export function fairInfo(room: RoomState): FairInfo | null {
  const deal = room.deal;
  if (deal === null) return null;
  let info = fairInfos.get(deal);
  if (info === undefined) {
    info = fairInfoOf(deal);
    fairInfos.set(deal, info);
  }
  return info;
}

function fairInfoOf(deal: NonNullable<RoomState['deal']>): FairInfo {
  const dealt = deal.stage === 'dealt';
  return {
    hand: deal.hand,
    commitment: deal.commitment,
    stage: deal.stage,
    seedsFrom: deal.clientSeeds.flatMap((seed, seat) => (seed === null ? [] : [seat])),
    seedDeadline: deal.seedDeadline,
    clientSeeds: dealt ? deal.clientSeeds.map((seed) => seed ?? '') : null,
    attempt: dealt ? deal.attempt : null,
  };
}

export function snapshotFor(
  room: RoomState,
  version: number,
  seat: number | null,
  host: boolean,
  now: number,
): Snapshot {
  return {
    version,
    room: roomInfo(room),
    you: { seat, host },
    view: room.game === null ? null : viewFor(room.game, seat),
    fair: fairInfo(room),
    revealed: [...room.revealed],
    nextHand: nextHandInfo(room),
    serverTime: now,
    turnEndsAt: turnDeadline(room),
  };
}

export function redactFor(event: RoomEvent, seat: number | null): WireEvent {
  return isEngineEvent(event) ? redactEvent(event, seat) : event;
}

/** The update frame one recipient gets for a stored change, sent at `now` (the host's clock). */
export function frameFor(
  change: RoomChange,
  version: number,
  seat: number | null,
  now: number,
): UpdateFrame {
  const { room } = change;
  let view: UpdateFrame['view'] = null;
  let history: UpdateFrame['history'];
  if (room.game !== null) {
    const full = viewFor(room.game, seat);
    const { history: fullHistory, ...live } = full;
    view = live;
    if (change.historyChanged) history = [...fullHistory];
  }
  const frame: UpdateFrame = {
    version,
    events: change.events.map((event) => redactFor(event, seat)),
    view,
    fair: fairInfo(room),
    nextHand: nextHandInfo(room),
    serverTime: now,
    turnEndsAt: turnDeadline(room),
  };
  if (change.roomChanged) frame.room = roomInfo(room);
  if (history !== undefined) frame.history = history;
  return frame;
}
