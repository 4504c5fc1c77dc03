// /verify's checks, recomputed in the browser from the record alone (plus what this browser
// remembers about its own deals). Each check is one line a player can read, with ✓ or ✗.
import { commitment, dealHands, hexToBytes } from '@boneyard/fair';
import {
  parseMatchRecord,
  verifyBots,
  verifyRecord,
  type BotVerifyOutcome,
  type HandRecord,
  type MatchRecord,
} from '@boneyard/protocol';
import type { DealMemory } from './memory.ts';
import { fail, ok, type Result } from '@boneyard/result';

export const CHECK_IDS = [
  'commitment',
  'clientSeed',
  'deal',
  'yourTiles',
  'draws',
  'play',
] as const;
export type CheckId = (typeof CHECK_IDS)[number];
export type CheckState = 'pass' | 'fail' | 'skip';

export interface CheckResult {
  readonly id: CheckId;
  readonly state: CheckState;
  /** What exactly was wrong (from the comparison or the engine), when it failed. */
  readonly detail?: string;
}

export interface HandReport {
  readonly number: number;
  readonly checks: readonly CheckResult[];
  readonly recomputed: {
    readonly hands: readonly (readonly string[])[];
    readonly boneyard: readonly string[];
    readonly commitment: string;
  } | null;
  readonly deal: HandRecord['deal'];
  /** The seat this browser played, when it played this hand. */
  readonly mySeat: number | null;
}

/** A record checked hand by hand. */
export interface Verified {
  readonly passed: boolean;
  readonly record: MatchRecord;
  readonly hands: readonly HandReport[];
  /** A failure about the match as a whole (seats, sides, the final result). */
  readonly matchError: string | null;
}

/** The checks of a record, or why it is not one. */
export type Report = Result<Verified, { parseError: string }>;

type Recall = (room: string, hand: number, recordSeeds: readonly string[]) => DealMemory | null;

const sorted = (tiles: readonly string[]) => [...tiles].sort().join(' ');

/** Which of our checks a failure of the engine replay belongs to (the rest are "play"). */
function checkOfReplayFailure(check: string): CheckId {
  if (check === 'commitment') return 'commitment';
  if (check === 'deal' || check === 'client-seeds' || check === 'misdeal') return 'deal';
  if (check === 'draw') return 'draws';
  return 'play';
}

type Recomputed = NonNullable<HandReport['recomputed']>;

const failed = (id: CheckId, detail: string): CheckResult => ({ id, state: 'fail', detail });
const passed = (id: CheckId): CheckResult => ({ id, state: 'pass' });

/** 1. The commitment shown before the deal is the hash of the seed revealed after it. */
function checkCommitment(record: MatchRecord, hand: HandRecord): CheckResult {
  const seed = hexToBytes(hand.deal.serverSeed);
  const recomputed = seed.ok ? commitment(seed.value, record.room, hand.number) : '';
  return recomputed === hand.deal.commitment
    ? passed('commitment')
    : failed('commitment', `${recomputed.slice(0, 16)}… ≠ ${hand.deal.commitment.slice(0, 16)}…`);
}

/** 2. The seed in the record for this browser's seat is the one this browser made. */
function checkClientSeed(hand: HandRecord, memory: DealMemory | null): CheckResult {
  if (!memory) return { id: 'clientSeed', state: 'skip' };
  const recorded = hand.deal.clientSeeds[memory.seat] ?? '';
  return recorded === memory.seed
    ? passed('clientSeed')
    : failed('clientSeed', `${recorded.slice(0, 16)}… ≠ ${memory.seed.slice(0, 16)}…`);
}

/** The deal the revealed seeds give, or null when a seed is not valid hex. */
function recomputeDeal(record: MatchRecord, hand: HandRecord): Recomputed | null {
  const seed = hexToBytes(hand.deal.serverSeed);
  const clientSeeds = hand.deal.clientSeeds.map((s) => hexToBytes(s));
  if (!seed.ok || !clientSeeds.every((s) => s.ok)) return null;
  const dealt = dealHands({
    serverSeed: seed.value,
    room: record.room,
    hand: hand.number,
    attempt: hand.deal.attempt,
    seats: record.rules.players,
    tilesEach: record.rules.tilesEach,
    clientSeeds: clientSeeds.map((s) => (s.ok ? s.value : new Uint8Array())),
  });
  if (!dealt.ok) return null;
  const { hands, boneyard, commitment } = dealt.value;
  return { hands, boneyard, commitment };
}

/** 3. The deal follows from the seeds. */
function checkDeal(hand: HandRecord, recomputed: Recomputed | null): CheckResult {
  if (!recomputed) return failed('deal', 'seeds are not valid');
  const badSeat = hand.hands.findIndex(
    (tiles, s) => sorted(tiles) !== sorted(recomputed.hands[s] ?? []),
  );
  return badSeat === -1 && hand.hands.length === recomputed.hands.length
    ? passed('deal')
    : failed('deal', `seat ${badSeat + 1}`);
}

/** 4. What this browser saw dealt to it is what the seeds give its seat. */
function checkYourTiles(memory: DealMemory | null, recomputed: Recomputed | null): CheckResult {
  if (!memory || !memory.tiles || !recomputed) return { id: 'yourTiles', state: 'skip' };
  const mine = sorted(recomputed.hands[memory.seat] ?? []);
  const seen = sorted(memory.tiles);
  return mine === seen ? passed('yourTiles') : failed('yourTiles', `${mine} ≠ ${seen}`);
}

/** 5. Every draw took the next tile from the front of the recomputed boneyard. */
function checkDraws(hand: HandRecord, recomputed: Recomputed | null): CheckResult {
  const draws = hand.moves.filter(
    (m): m is { seat: number; draw: HandRecord['hands'][number][number] } => 'draw' in m,
  );
  if (draws.length === 0) return { id: 'draws', state: recomputed ? 'pass' : 'skip' };
  const pile = recomputed?.boneyard ?? [];
  const wrong = draws.findIndex((m, i) => pile[i] !== m.draw);
  return wrong === -1
    ? passed('draws')
    : failed('draws', `draw ${wrong + 1}: ${draws[wrong]?.draw} ≠ ${pile[wrong] ?? '—'}`);
}

/**
 * 6. The engine replays the hand: every move legal, every score right. A replay failure that
 * belongs to an earlier check replaces that check's pass (and "play" is then skipped).
 */
function withReplay(
  checks: CheckResult[],
  hand: HandRecord,
  replay: ReturnType<typeof verifyRecord>,
): CheckResult[] {
  if (replay.ok || replay.hand === undefined || replay.hand > hand.number)
    return [...checks, passed('play')];
  if (replay.hand < hand.number) return [...checks, { id: 'play', state: 'skip' }];
  const id = checkOfReplayFailure(replay.check);
  const failure = failed(id, replay.error);
  if (id === 'play') return [...checks, failure];
  const merged = checks.map((c) => (c.id === id && c.state !== 'fail' ? failure : c));
  return [...merged, { id: 'play', state: 'skip' }];
}

function checkHand(
  record: MatchRecord,
  hand: HandRecord,
  recall: Recall,
  replay: ReturnType<typeof verifyRecord>,
): HandReport {
  const memory = recall(record.room, hand.number, hand.deal.clientSeeds);
  const recomputed = recomputeDeal(record, hand);
  const checks = withReplay(
    [
      checkCommitment(record, hand),
      checkClientSeed(hand, memory),
      checkDeal(hand, recomputed),
      checkYourTiles(memory, recomputed),
      checkDraws(hand, recomputed),
    ],
    hand,
    replay,
  );
  return { number: hand.number, checks, recomputed, deal: hand.deal, mySeat: memory?.seat ?? null };
}

export function verifyInBrowser(input: unknown, recall: Recall): Report {
  const parsed = parseMatchRecord(input);
  if (!parsed.ok) return fail({ parseError: parsed.error });
  const record = parsed.value;
  const replay = verifyRecord(input);
  const matchError = !replay.ok && replay.hand === undefined ? replay.error : null;
  const hands = record.hands.map((hand) => checkHand(record, hand, recall, replay));
  const passed = replay.ok && hands.every((h) => h.checks.every((c) => c.state !== 'fail'));
  return ok({ passed, record, hands, matchError });
}

/** What the bot check worker reports: progress per hand, then the outcome. */
export type BotCheckMessage =
  | { readonly type: 'progress'; readonly done: number; readonly total: number }
  | {
      readonly type: 'done';
      /** Seats a bot played (whole match or stand-in spans): none means nothing to check. */
      readonly botSeats: number;
      readonly outcome: BotVerifyOutcome;
    };

/**
 * Re-derives every bot move of a record (the worker runs this, off the main thread): the same
 * verifyBots as `pnpm verify --bots`, reporting progress after each hand.
 */
export function checkBots(input: unknown, post: (message: BotCheckMessage) => void): void {
  const parsed = parseMatchRecord(input);
  const botSeats = parsed.ok
    ? parsed.value.seats.filter((seat) =>
        seat.standIn === undefined ? seat.bot : seat.standIn.length > 0,
      ).length
    : 0;
  const outcome = verifyBots(input, (done, total) => post({ type: 'progress', done, total }));
  post({ type: 'done', botSeats, outcome });
}
