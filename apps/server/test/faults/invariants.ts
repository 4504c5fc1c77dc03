// The invariants every fault scenario ends with. Each check returns the problems it found (an empty
// list when the invariant holds), so a failing scenario names every broken rule at once.
import {
  verifyRecord,
  type MatchRecord,
  type Snapshot,
  type UpdateFrame,
} from '@boneyard/protocol';
import { clusterLayout, singleLayout, type KeyLayout } from '../../src/store/keys.ts';
import { connectRedis, type RedisTarget } from '../../src/store/redis-client.ts';
import { REDIS_URL, type Received } from '../helpers.ts';
import { findLeaks } from '../leak-check.ts';
import type { AckedMove, FaultPlayer } from './player.ts';

const DOUBLE_SIX_TILES = 28;

/** No frame (shown, or a patch frame as sent) gives a seat a tile it may not know yet, or a server seed before its reveal. */
export function leaks(record: MatchRecord, players: readonly FaultPlayer[]): string[] {
  return findLeaks(
    record,
    players.map((player) => ({ who: player.name, seat: player.seat, frames: player.frames })),
  ).problems;
}

/** The live view a frame showed (null: none, or a patch frame the client did not apply). */
function shownView(frame: Received): Snapshot['view'] | UpdateFrame['view'] | null {
  if (frame.kind === 'ack')
    return (frame.payload as { snapshot?: Snapshot } | null)?.snapshot?.view ?? null;
  if (frame.kind === 'snapshot') return (frame.payload as Snapshot).view;
  const payload = frame.payload as UpdateFrame;
  return payload.patch === undefined ? (payload.view ?? null) : null;
}

/** Every live hand a frame shows holds all 28 tiles: in hands, in the boneyard, or on the table. */
export function tilesAccountedFor(player: FaultPlayer): string[] {
  const problems: string[] = [];
  for (const frame of player.frames) {
    const hand = shownView(frame)?.hand;
    if (!hand || hand.result !== null) continue;
    const played = hand.moves.filter((move) => 'play' in move).length;
    const total = hand.counts.reduce((sum, n) => sum + n, 0) + hand.boneyardCount + played;
    if (total !== DOUBLE_SIX_TILES)
      problems.push(
        `${player.name}: hand ${hand.number} after ${hand.moves.length} moves shows ${total} tiles`,
      );
  }
  return problems;
}

/**
 * Every acknowledged move is in the record exactly once: a played tile once in its hand by its
 * seat; acknowledged draws and passes no more often than recorded. No two acknowledgements name
 * the same version (one change, one move).
 */
export function ackedExactlyOnce(record: MatchRecord, players: readonly FaultPlayer[]): string[] {
  const problems: string[] = [];
  // One id may be answered twice (a resend after a lost answer): both answers must name one version.
  const byId = new Map<string, AckedMove>();
  for (const move of players.flatMap((player) => player.acked)) {
    const first = byId.get(move.id);
    if (first !== undefined && first.version !== move.version)
      problems.push(`${move.id} acknowledged at versions ${first.version} and ${move.version}`);
    byId.set(move.id, first ?? move);
  }
  const acked = [...byId.values()];
  const byVersion = new Map<number, string>();
  for (const move of acked) {
    const previous = byVersion.get(move.version);
    if (previous !== undefined)
      problems.push(`version ${move.version} acknowledged to ${previous} and ${move.id}`);
    byVersion.set(move.version, move.id);
  }
  const counts = new Map<string, number>();
  for (const move of acked) {
    const key = `${move.hand}:${move.seat}:${move.action.type === 'play' ? move.action.tile : move.action.type}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const [key, count] of counts) {
    const [hand, seat, what] = key.split(':');
    const moves = record.hands[Number(hand) - 1]?.moves ?? [];
    const recorded = moves.filter(
      (move) =>
        move.seat === Number(seat) &&
        ('play' in move ? move.play === what : 'draw' in move ? what === 'draw' : what === 'pass'),
    ).length;
    const tilePlay = what !== 'draw' && what !== 'pass';
    if (tilePlay ? recorded !== 1 || count !== 1 : recorded < count)
      problems.push(`acknowledged ${key} ×${count}, recorded ×${recorded}`);
  }
  if (acked.length === 0) problems.push('no move was acknowledged at all');
  return problems;
}

/** A version names one change: every client's frame of that version carries the same events. */
export function oneChangePerVersion(players: readonly FaultPlayer[]): string[] {
  const seen = new Map<number, string>();
  const problems: string[] = [];
  for (const player of players) {
    for (const frame of player.frames) {
      if (frame.kind !== 'update') continue;
      const { version, events } = frame.payload as UpdateFrame;
      const shape = events.map((event) => event.type).join(',');
      const first = seen.get(version);
      if (first !== undefined && first !== shape)
        problems.push(`version ${version}: [${first}] and [${shape}] (${player.name})`);
      seen.set(version, first ?? shape);
    }
  }
  return problems;
}

/** Every client ends on the same version, status and scores. */
export function converged(players: readonly FaultPlayer[]): string[] {
  const states = players.map((p) =>
    JSON.stringify({
      version: p.version,
      status: p.status,
      match: p.snapshot?.room.match,
      scores: p.last?.view?.scores,
    }),
  );
  return new Set(states).size === 1 ? [] : [`clients disagree: ${states.join(' | ')}`];
}

/** The record verifies, and every hand dealt 28 distinct tiles between the seats' hands and the rest. */
export function recordVerifies(record: MatchRecord): string[] {
  const outcome = verifyRecord(record);
  const problems = outcome.ok ? [] : [`record: ${JSON.stringify(outcome).slice(0, 300)}`];
  for (const hand of record.hands) {
    const dealt = hand.hands.flat();
    if (new Set(dealt).size !== dealt.length)
      problems.push(`hand ${hand.number} dealt a tile twice`);
  }
  if (record.hands.length === 0) problems.push('the record holds no finished hand');
  return problems;
}

/** Where the room is stored: one Redis (a URL) or a cluster's seed nodes; keys as the store lays them out. */
function storeOf(
  prefix: string,
  target: RedisTarget,
): { redis: ReturnType<typeof connectRedis>; layout: KeyLayout } {
  return {
    redis: connectRedis(target),
    layout: typeof target === 'string' ? singleLayout(prefix) : clusterLayout(prefix),
  };
}

/** The stored event log rises by exactly one per change and ends at the version the clients hold. */
export async function versionsContiguous(
  prefix: string,
  code: string,
  finalVersion: number,
  target: RedisTarget = REDIS_URL,
): Promise<string[]> {
  const { redis, layout } = storeOf(prefix, target);
  try {
    const entries = await redis.lrange(layout.room(code, ':log'), 0, -1);
    const versions = entries.map((entry) => (JSON.parse(entry) as { version: number }).version);
    const problems: string[] = [];
    versions.forEach((version, index) => {
      if (index > 0 && version !== versions[index - 1]! + 1)
        problems.push(`log jumps from ${versions[index - 1]} to ${version}`);
    });
    if (versions.at(-1) !== finalVersion)
      problems.push(`log ends at ${versions.at(-1)}, clients at ${finalVersion}`);
    const stored = Number(await redis.hget(layout.room(code), 'v'));
    if (stored !== finalVersion)
      problems.push(`room stored at version ${stored}, clients at ${finalVersion}`);
    return problems;
  } finally {
    redis.disconnect();
  }
}

/**
 * Waits (up to 30 s) until every client holds the room's stored version: a change made as the match
 * ended (a dead process's seats released by the reaper, a presence change) may still be on its way.
 * A timeout is not an error here: the checks below then name what differs.
 */
async function clientsOnStoredVersion(
  players: readonly FaultPlayer[],
  prefix: string,
  code: string,
  target: RedisTarget,
): Promise<void> {
  const { redis, layout } = storeOf(prefix, target);
  try {
    const started = Date.now();
    while (Date.now() - started < 30_000) {
      const stored = Number(await redis.hget(layout.room(code), 'v'));
      if (players.every((player) => player.version === stored)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    redis.disconnect();
  }
}

/** All of the above for one finished match: its players (any number of sockets per seat) and spectators. */
export async function allInvariants(
  record: MatchRecord,
  players: readonly FaultPlayer[],
  prefix: string,
  target: RedisTarget = REDIS_URL,
): Promise<string[]> {
  await clientsOnStoredVersion(players, prefix, record.room, target);
  return [
    ...recordVerifies(record),
    ...ackedExactlyOnce(record, players),
    ...converged(players),
    ...oneChangePerVersion(players),
    ...leaks(record, players),
    ...players.flatMap((player) => [...tilesAccountedFor(player), ...player.errors]),
    ...(await versionsContiguous(prefix, record.room, players[0]!.version, target)),
  ];
}
