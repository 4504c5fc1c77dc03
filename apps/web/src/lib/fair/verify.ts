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

export type Report =
  | { readonly ok: false; readonly parseError: string }
  | {
      readonly ok: true;
      readonly passed: boolean;
      readonly record: MatchRecord;
      readonly hands: readonly HandReport[];
      /** A failure about the match as a whole (seats, sides, the final result). */
      readonly matchError: string | null;
    };

type Recall = (room: string, hand: number, recordSeeds: readonly string[]) => DealMemory | null;

const sorted = (tiles: readonly string[]) => [...tiles].sort().join(' ');

/** Which of our checks a failure of the engine replay belongs to (the rest are "play"). */
function checkOfReplayFailure(check: string): CheckId {
  if (check === 'commitment') return 'commitment';
  if (check === 'deal' || check === 'client-seeds' || check === 'misdeal') return 'deal';
  if (check === 'draw') return 'draws';
  return 'play';
}

function checkHand(
  record: MatchRecord,
  hand: HandRecord,
  recall: Recall,
  replay: ReturnType<typeof verifyRecord>,
): HandReport {
  const checks: CheckResult[] = [];
  const memory = recall(record.room, hand.number, hand.deal.clientSeeds);
  const seed = hexToBytes(hand.deal.serverSeed);
  const clientSeeds = hand.deal.clientSeeds.map((s) => hexToBytes(s));

  // 1. The commitment shown before the deal is the hash of the seed revealed after it.
  const recomputedCommitment = seed.ok ? commitment(seed.value, record.room, hand.number) : '';
  checks.push(
    recomputedCommitment === hand.deal.commitment
      ? { id: 'commitment', state: 'pass' }
      : {
          id: 'commitment',
          state: 'fail',
          detail: `${recomputedCommitment.slice(0, 16)}… ≠ ${hand.deal.commitment.slice(0, 16)}…`,
        },
  );

  // 2. The seed in the record for this browser's seat is the one this browser made.
  if (!memory) checks.push({ id: 'clientSeed', state: 'skip' });
  else {
    const recorded = hand.deal.clientSeeds[memory.seat] ?? '';
    checks.push(
      recorded === memory.seed
        ? { id: 'clientSeed', state: 'pass' }
        : {
            id: 'clientSeed',
            state: 'fail',
            detail: `${recorded.slice(0, 16)}… ≠ ${memory.seed.slice(0, 16)}…`,
          },
    );
  }

  // 3. The deal follows from the seeds.
  let recomputed: HandReport['recomputed'] = null;
  if (seed.ok && clientSeeds.every((s) => s.ok)) {
    const dealt = dealHands({
      serverSeed: seed.value,
      room: record.room,
      hand: hand.number,
      attempt: hand.deal.attempt,
      seats: record.rules.players,
      tilesEach: record.rules.tilesEach,
      clientSeeds: clientSeeds.map((s) => (s.ok ? s.value : new Uint8Array())),
    });
    if (dealt.ok)
      recomputed = {
        hands: dealt.value.hands,
        boneyard: dealt.value.boneyard,
        commitment: dealt.value.commitment,
      };
  }
  const badSeat = recomputed
    ? hand.hands.findIndex((tiles, s) => sorted(tiles) !== sorted(recomputed.hands[s] ?? []))
    : 0;
  checks.push(
    recomputed && badSeat === -1 && hand.hands.length === recomputed.hands.length
      ? { id: 'deal', state: 'pass' }
      : {
          id: 'deal',
          state: 'fail',
          detail: recomputed ? `seat ${badSeat + 1}` : 'seeds are not valid',
        },
  );

  // 4. What this browser saw dealt to it is what the seeds give its seat.
  if (!memory || !memory.tiles || !recomputed) checks.push({ id: 'yourTiles', state: 'skip' });
  else {
    const mine = recomputed.hands[memory.seat] ?? [];
    checks.push(
      sorted(mine) === sorted(memory.tiles)
        ? { id: 'yourTiles', state: 'pass' }
        : { id: 'yourTiles', state: 'fail', detail: `${sorted(mine)} ≠ ${sorted(memory.tiles)}` },
    );
  }

  // 5. Every draw took the next tile from the front of the recomputed boneyard.
  const draws = hand.moves.filter(
    (m): m is { seat: number; draw: HandRecord['hands'][number][number] } => 'draw' in m,
  );
  if (draws.length === 0) checks.push({ id: 'draws', state: recomputed ? 'pass' : 'skip' });
  else {
    const pile = recomputed?.boneyard ?? [];
    const wrong = draws.findIndex((m, i) => pile[i] !== m.draw);
    checks.push(
      wrong === -1
        ? { id: 'draws', state: 'pass' }
        : {
            id: 'draws',
            state: 'fail',
            detail: `draw ${wrong + 1}: ${draws[wrong]?.draw} ≠ ${pile[wrong] ?? '—'}`,
          },
    );
  }

  // 6. The engine replays the hand: every move legal, every score right.
  const replayFailedHere = !replay.ok && replay.hand === hand.number;
  const replayFailedBefore = !replay.ok && replay.hand !== undefined && replay.hand < hand.number;
  if (replayFailedHere && !replay.ok) {
    const id = checkOfReplayFailure(replay.check);
    const existing = checks.findIndex((c) => c.id === id);
    const failed: CheckResult = { id, state: 'fail', detail: replay.error };
    if (existing >= 0 && checks[existing]?.state !== 'fail') checks[existing] = failed;
    if (id === 'play') checks.push(failed);
    else checks.push({ id: 'play', state: 'skip' });
  } else checks.push({ id: 'play', state: replayFailedBefore ? 'skip' : 'pass' });

  return { number: hand.number, checks, recomputed, deal: hand.deal, mySeat: memory?.seat ?? null };
}

export function verifyInBrowser(input: unknown, recall: Recall): Report {
  const parsed = parseMatchRecord(input);
  if (!parsed.ok) return { ok: false, parseError: parsed.error };
  const record = parsed.value;
  const replay = verifyRecord(input);
  const matchError = !replay.ok && replay.hand === undefined ? replay.error : null;
  const hands = record.hands.map((hand) => checkHand(record, hand, recall, replay));
  const passed = replay.ok && hands.every((h) => h.checks.every((c) => c.state !== 'fail'));
  return { ok: true, passed, record, hands, matchError };
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
    ? parsed.value.seats.filter((seat) => (seat.standIn === undefined ? seat.bot : seat.standIn.length > 0)).length
    : 0;
  const outcome = verifyBots(input, (done, total) => post({ type: 'progress', done, total }));
  post({ type: 'done', botSeats, outcome });
}
