// The leak checker shared by leak.test.ts and the fault suite's invariants: no frame holds a tile
// its recipient may not see yet, or a server seed before its hand ended. Two readings of every
// frame: the state the client showed (snapshots, whole frames, applied patches expanded) and, for
// patch frames, the raw text as it was SENT — a hostile client reads that whether or not it could
// apply the patch, so a patch that skipped a version is checked too.
import type { MatchRecord, Snapshot, UpdateFrame } from '@boneyard/protocol';
import type { Received } from './helpers.ts';

export const TILE = /"([0-6]-[0-6])"/g;

export function tilesIn(value: unknown): Set<string> {
  return new Set([...JSON.stringify(value ?? null).matchAll(TILE)].map((m) => m[1]!));
}

/** Tiles `seat` (null: a spectator) may know during hand `number` after `moveCount` moves. */
export function allowedTiles(
  record: MatchRecord,
  number: number,
  moveCount: number,
  seat: number | null,
): Set<string> {
  const hand = record.hands[number - 1];
  const allowed = new Set<string>(seat === null || hand === undefined ? [] : hand.hands[seat]);
  for (const move of hand?.moves.slice(0, moveCount) ?? []) {
    if ('play' in move) allowed.add(move.play);
    if ('draw' in move && move.seat === seat) allowed.add(move.draw);
  }
  return allowed;
}

type View = Snapshot['view'] | UpdateFrame['view'];

/** Where the room stood at one version: the hand in play (null: none yet), its moves, finished or not. */
interface HandAt {
  readonly number: number | null;
  readonly moves: number;
  readonly finished: boolean;
}

interface Shown {
  readonly version: number;
  readonly view: View;
  /** The frame without what is public by construction (finished hands, revealed seeds). */
  readonly rest: unknown;
  readonly revealedHands: number[];
}

/** The state a client showed for `frame` (null for a raw patch frame it could not apply). */
function shown(frame: Received): Shown | null {
  if (frame.kind === 'ack') {
    const joined = (frame.payload as { snapshot?: Snapshot } | null)?.snapshot;
    return joined ? shown({ kind: 'snapshot', payload: joined }) : null;
  }
  if (frame.kind === 'snapshot') {
    const { view, revealed, room: _room, ...rest } = frame.payload as Snapshot;
    const live = view === null ? null : { ...view, history: [] };
    return {
      version: rest.version,
      view: live,
      rest: { ...rest, view: live },
      revealedHands: revealed.map((d) => d.hand),
    };
  }
  const payload = frame.payload as UpdateFrame;
  if (payload.patch !== undefined) return null; // never applied: only its raw text is checked
  const { history: _history, room: _room, events, ...rest } = payload;
  const revealed = events.flatMap((e) => (e.type === 'seed-revealed' ? [e.deal.hand] : []));
  return {
    version: payload.version,
    view: rest.view ?? null,
    rest: { ...rest, events: events.filter((e) => e.type !== 'seed-revealed') },
    revealedHands: revealed,
  };
}

function handAt(view: View): HandAt {
  const hand = view?.hand ?? null;
  return hand === null
    ? { number: null, moves: 0, finished: false }
    : { number: hand.number, moves: hand.moves.length, finished: hand.result !== null };
}

/**
 * Version → where the room stood, from every state any client showed (a version is the same
 * room for everyone). A raw patch frame is judged by this map, never by its own content.
 */
function handsByVersion(frames: readonly Received[]): Map<number, HandAt> {
  const map = new Map<number, HandAt>();
  for (const frame of frames) {
    const state = shown(frame);
    if (state !== null && (state.view !== null || !map.has(state.version)))
      map.set(state.version, handAt(state.view));
  }
  return map;
}

/** The nearest version at or above `version` that some client showed: allowed tiles only grow within a hand. */
function nearestAbove(map: ReadonlyMap<number, HandAt>, version: number): HandAt | null {
  let best: number | null = null;
  for (const known of map.keys())
    if (known >= version && (best === null || known < best)) best = known;
  return best === null ? null : map.get(best)!;
}

export interface Recipient {
  readonly who: string;
  /** The seat the frames were sent to (null: a spectator). */
  readonly seat: number | null;
  readonly frames: readonly Received[];
}

export interface LeakReport {
  readonly problems: string[];
  /** Frames whose live hand was checked tile by tile. */
  readonly checked: number;
  /** Raw patch frames checked. */
  readonly patches: number;
  /** Raw patch frames of a version no client showed, judged by the next version one did (a looser bound). */
  readonly approximate: number;
}

/** Every frame of every recipient (all of one match), checked against the match's record. */
export function findLeaks(record: MatchRecord, recipients: readonly Recipient[]): LeakReport {
  const seeds = record.hands.map((hand) => hand.deal.serverSeed);
  const byVersion = handsByVersion(recipients.flatMap((r) => r.frames));
  const problems: string[] = [];
  let checked = 0;
  let patches = 0;
  let approximate = 0;

  /** Seed of hand n may show at a version where hand n is over or a later hand is in play. */
  const seedAllowed = (handIndex: number, at: HandAt | null) =>
    at !== null &&
    at.number !== null &&
    (at.number > handIndex + 1 || (at.number === handIndex + 1 && at.finished));

  const checkTiles = (
    who: string,
    seat: number | null,
    text: unknown,
    at: HandAt,
    version: number,
  ) => {
    if (at.number === null) {
      if (tilesIn(text).size > 0)
        problems.push(`${who}: tiles before any deal (version ${version})`);
      return;
    }
    if (at.finished) return; // a finished hand is public
    if (record.hands[at.number - 1] === undefined) return; // a hand the record does not hold (never finished)
    const allowed = allowedTiles(record, at.number, at.moves, seat);
    for (const tile of tilesIn(text)) {
      if (!allowed.has(tile))
        problems.push(
          `${who}: hidden tile ${tile} in hand ${at.number} after ${at.moves} moves (version ${version})`,
        );
    }
  };

  for (const { who, seat, frames } of recipients) {
    for (const frame of frames) {
      const state = shown(frame);
      if (state !== null) {
        const text = JSON.stringify(state.rest);
        for (const seed of seeds)
          if (text.includes(seed))
            problems.push(`${who}: a server seed outside its reveal (version ${state.version})`);
        const at = handAt(state.view);
        for (const number of state.revealedHands) {
          if (at.number === number && !at.finished)
            problems.push(`${who}: seed of hand ${number} revealed early`);
        }
        checkTiles(who, seat, state.rest, at, state.version);
        if (at.number !== null && !at.finished) checked += 1;
      }
      const sent = frame.kind === 'update' ? (frame.sent ?? (frame.payload as UpdateFrame)) : null;
      if (sent?.patch === undefined) continue;
      // The raw patch frame: everything but the finished hands (public), whatever the client did with it.
      patches += 1;
      const { history: _history, ...raw } = sent;
      let at = byVersion.get(sent.version) ?? null;
      if (at === null) {
        approximate += 1;
        at = nearestAbove(byVersion, sent.version);
      }
      const text = JSON.stringify(raw);
      seeds.forEach((seed, index) => {
        if (text.includes(seed) && !seedAllowed(index, at))
          problems.push(
            `${who}: patch frame ${sent.version} holds the seed of hand ${index + 1} before its reveal`,
          );
      });
      if (at === null)
        problems.push(`${who}: patch frame ${sent.version} of a version after every state shown`);
      else checkTiles(`${who} (patch frame)`, seat, raw, at, sent.version);
    }
  }
  return { problems, checked, patches, approximate };
}
