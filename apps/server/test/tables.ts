// The set-up many room tests share: a room created and its creator joined as a TestPlayer, the
// match started, a hand waited into, and the match record read back (and verified).
import { verifyRecord, type CreateRoomRequest, type MatchRecord } from '@boneyard/protocol';
import { expect } from 'vitest';
import { createRoom, fetchJson, send, until, TestPlayer } from './helpers.ts';

/**
 * A room created by `request` on `url` and its creator joined as a TestPlayer (pushed to
 * `players`, which the test's teardown closes, before the join is waited for); not started.
 */
export async function hostedRoom(
  url: string,
  request: CreateRoomRequest,
  players: TestPlayer[],
  options: { readonly name?: string; readonly autoPlay?: boolean; readonly joinMs?: number } = {},
): Promise<{ readonly code: string; readonly host: TestPlayer }> {
  const created = await createRoom(url, request);
  const host = new TestPlayer(url, created.code, created.token, options.name ?? 'host');
  if (options.autoPlay === false) host.autoPlay = false;
  players.push(host);
  await until(() => host.joined, options.joinMs ?? 10_000, 'join');
  return { code: created.code, host };
}

/** The host starts the match (the start must be accepted). */
export async function startMatch(host: TestPlayer): Promise<void> {
  expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
}

/** Waits until `player` sees at least `moves` moves of the hand in play. */
export function untilMoves(player: TestPlayer, moves: number, timeoutMs: number): Promise<void> {
  return until(() => (player.last?.view?.hand?.moves.length ?? 0) >= moves, timeoutMs, 'mid-hand');
}

/** The room's match record as served (the latest match). */
export async function matchRecord(url: string, code: string): Promise<MatchRecord> {
  return (await fetchJson(`${url}/api/rooms/${code}/record`)).body as MatchRecord;
}

/** The room's match record, which must verify. */
export async function verifiedRecord(url: string, code: string): Promise<MatchRecord> {
  const record = await matchRecord(url, code);
  const outcome = verifyRecord(record);
  expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
  return record;
}
