// Helpers for the hostile-client tests: several sockets on one seat token (tabs, devices), and
// what each of them was shown.
import type { Snapshot, UpdateFrame } from '@boneyard/protocol';
import { send, TestPlayer, until, type Received } from './helpers.ts';

/** The room version a received frame, snapshot or join ack carries (null for other acks). */
export function versionOf(received: Received): number | null {
  if (received.kind === 'update') return (received.payload as UpdateFrame).version;
  if (received.kind === 'snapshot') return (received.payload as Snapshot).version;
  const snapshot = (received.payload as { snapshot?: Snapshot } | null)?.snapshot;
  return snapshot?.version ?? null;
}

/** The hidden tiles a frame showed as the recipient's own hand. */
export function tilesOf(received: Received): readonly string[] {
  if (received.kind === 'update')
    return (received.payload as UpdateFrame).view?.hand?.myTiles ?? [];
  if (received.kind === 'snapshot') return (received.payload as Snapshot).view?.hand?.myTiles ?? [];
  return (received.payload as { snapshot?: Snapshot } | null)?.snapshot?.view?.hand?.myTiles ?? [];
}

/** Every tile shown as "your hand" to this socket in frames of `fromVersion` or later. */
export function tilesShownFrom(player: TestPlayer, fromVersion: number): string[] {
  return player.frames
    .filter((received) => (versionOf(received) ?? -1) >= fromVersion)
    .flatMap((received) => [...tilesOf(received)]);
}

/**
 * More sockets on an existing seat token (another tab or device), passive: they neither play nor
 * send seeds, they only record what they are shown.
 */
export async function moreSockets(
  urls: readonly string[],
  code: string,
  token: string,
): Promise<TestPlayer[]> {
  const sockets = urls.map((url, index) => {
    const socket = new TestPlayer(url, code, token, `tab${index + 2}`);
    socket.autoPlay = false;
    socket.autoSeed = false;
    return socket;
  });
  await until(() => sockets.every((socket) => socket.joined), 10_000, 'extra sockets joined');
  return sockets;
}

/** A newcomer (fresh token) that sits in `seat` and waits until it is told so. */
export async function newcomerIn(
  url: string,
  code: string,
  seat: number,
  name: string,
): Promise<TestPlayer> {
  const newcomer = new TestPlayer(url, code, undefined, name);
  newcomer.autoPlay = false;
  await until(() => newcomer.joined, 10_000, 'newcomer joined');
  const taken = await send(newcomer.socket, 'seat:take', { seat, name });
  if (!taken.ok) throw new Error(`newcomer seat:take ${seat}: ${taken.error.code}`);
  await until(() => newcomer.seat === seat, 10_000, 'newcomer seated');
  return newcomer;
}

/** A change every socket of the room receives (a rename); resolves with its version once `watchers` all have it. */
export async function everyoneSees(
  actor: TestPlayer,
  name: string,
  watchers: readonly TestPlayer[],
): Promise<number> {
  const renamed = await send(actor.socket, 'name:set', { name });
  if (!renamed.ok) throw new Error(`name:set: ${renamed.error.code}`);
  await until(
    () => actor.snapshot?.room.seats[actor.seat!]?.name === name,
    10_000,
    'rename seen by its author',
  );
  const version = actor.version;
  await until(
    () => watchers.every((watcher) => watcher.version >= version),
    10_000,
    'rename seen by every watcher',
  );
  return version;
}

/** Whether `seat` made a move (played, drew or passed) in a frame of `fromVersion` or later, as `watcher` saw it. */
export function movedSince(watcher: TestPlayer, seat: number, fromVersion: number): boolean {
  return watcher.frames.some((received) => {
    if (received.kind !== 'update' || (versionOf(received) ?? -1) < fromVersion) return false;
    return (received.payload as UpdateFrame).events.some(
      (event) =>
        ['played', 'drew', 'passed'].includes(event.type) && 'seat' in event && event.seat === seat,
    );
  });
}

/**
 * Plays the people's turns one at a time (first legal action; autoPlay stays off) until `done`
 * holds: the game only moves when the test moves it, apart from bots answering at once.
 */
export async function playUntil(
  people: readonly TestPlayer[],
  done: () => boolean,
  what: string,
  maxMoves = 40,
): Promise<void> {
  for (let moves = 0; !done(); moves++) {
    if (moves > maxMoves) throw new Error(`${what}: not reached in ${maxMoves} moves`);
    await until(
      () => done() || people.some((person) => (person.last?.legal.length ?? 0) > 0),
      20_000,
      `${what}: someone's turn`,
    );
    if (done()) return;
    const mover = people.find((person) => (person.last?.legal.length ?? 0) > 0)!;
    const version = mover.version;
    const ack = await mover.act({
      id: `${mover.name}-${version}`,
      version,
      action: mover.last!.legal[0]!,
    });
    if (!ack.ok) throw new Error(`${what}: ${mover.name} move refused: ${ack.error.code}`);
    await until(
      () => mover.version >= ack.value.version,
      10_000,
      `${what}: ${mover.name} sees its move`,
    );
  }
}
