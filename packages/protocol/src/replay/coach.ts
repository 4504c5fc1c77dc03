// The coach: for one seat of a finished match, at every decision it made (two or more legal
// moves), what the Expert plays from that seat's view with the seat's bot seed at that move
// (botSeedAtMove: the rule every bot decision uses, so anyone re-derives it), and, where the move
// played differs, the points it gave up by the values of the search that made the Expert's
// decision, with their standard error (coach-values.ts; a marked fallback estimate where that
// search never valued the move played). One decision at a time (a generator), so a Web Worker can
// report progress and be stopped between decisions.
import { hexToBytes } from '@boneyard/fair';
import { botSeedAtMove } from '../record/bot-seed.ts';
import { describeMove } from '../record/checks.ts';
import type { MoveRecord, SeatRecord } from '../record/schema.ts';
import { choiceOf, recordedAs } from '../record/verify-bots.ts';
import { coachValues, lossOf, type CoachLoss, type CoachValues } from './coach-values.ts';
import { expertChoice, knownAlgorithm, legalActions, type BotAlgorithm } from './expert.ts';
import type { Replay, ReplayFrame, ReplayHand } from './replay.ts';

export interface CoachDecision {
  readonly hand: number;
  /** Index of the seat's move in the hand's `moves` (0-based, as verify names moves). */
  readonly move: number;
  readonly legal: number;
  readonly played: MoveRecord;
  readonly expert: MoveRecord | null;
  /** The Expert plays the same move (or one its values cannot tell apart on any deal: the same tile at two ends showing the same number). */
  readonly same: boolean;
  /**
   * Points the played move gave up against the Expert's (expert − played, the objective's points),
   * ± standard error: the deciding search's own values (`from` names the search) or, where it
   * never valued the move played, the fallback estimate (`from: 'estimate'`); null if equal or not estimated.
   */
  readonly loss: CoachLoss | null;
  /** The deciding search's values of every move it valued; null where no search decided. */
  readonly values: CoachValues | null;
}

export interface CoachHand {
  readonly hand: number;
  readonly decisions: number;
  readonly differed: number;
  /** Sum of the estimated losses of the decisions that differed. */
  readonly points: number;
  readonly largest: CoachDecision | null;
}

type ReadyReplay = Extract<Replay, { ok: true }>;

/** The algorithm whose Expert advises `seat`: a bot seat's own (as verify --bots replays it), else the newest. */
export function coachAlgorithm(seat: SeatRecord): BotAlgorithm {
  return knownAlgorithm(seat.bot ? (seat.botAlgorithm ?? 'boneyard/bot/v1') : seat.botAlgorithm);
}

/** The frames at which `seat` chose among two or more moves, with the move it chose. */
function decisionsOf(
  hand: ReplayHand,
  seat: number,
): { frame: ReplayFrame; move: number; played: MoveRecord; legal: number }[] {
  const found = [];
  for (const frame of hand.frames) {
    const state = frame.state;
    if (state.phase !== 'playing' || state.hand === null || state.hand.turn !== seat) continue;
    const k = state.hand.moves.length;
    const recorded = hand.record.moves[k];
    if (recorded === undefined) continue;
    const pending = state.hand.pending;
    // A lapse before its deadline was closed by the next tile: that tile is this turn's choice.
    const closedByPlay = 'lapsed' in recorded && !(pending && recorded.at > pending.deadline);
    const move = closedByPlay ? k + 1 : k;
    const played = hand.record.moves[move];
    if (played === undefined || played.seat !== seat || 'lapsed' in played || 'claim' in played)
      continue;
    const legal = legalActions(state, seat).filter((action) => action.type !== 'claim').length;
    if (legal >= 2) found.push({ frame, move, played, legal });
  }
  return found;
}

/** How many decisions `coach` will make (for a progress bar). */
export function countDecisions(replay: ReadyReplay, seat: number): number {
  return replay.hands.reduce(
    (sum, hand) => sum + (hand.check.ok ? decisionsOf(hand, seat).length : 0),
    0,
  );
}

/** Every decision of `seat`, in order, as the Expert sees it. */
export function* coach(replay: ReadyReplay, seat: number): Generator<CoachDecision> {
  const { record } = replay;
  const algorithm = coachAlgorithm(record.seats[seat]!);
  for (const hand of replay.hands) {
    if (!hand.check.ok) return;
    const serverSeed = hexToBytes(hand.record.deal.serverSeed);
    if (!serverSeed.ok) return;
    for (const { frame, move, played, legal } of decisionsOf(hand, seat)) {
      const seed = botSeedAtMove(frame.state, serverSeed.value, record.room, seat);
      const { action: chosen, values } = expertChoice(frame.state, seat, seed, algorithm);
      const expert = chosen.type === 'claim' ? null : recordedAs(frame.state, seat, chosen);
      const same = choiceOf(expert) === choiceOf(played);
      // The Expert's own action (the record may name its end otherwise) against the move played.
      const loss =
        same || expert === null
          ? null
          : lossOf(frame.state, seat, seed, algorithm, chosen, played, values);
      yield {
        hand: hand.record.number,
        move,
        legal,
        played,
        expert,
        same: same || loss === 'same',
        loss: loss === 'same' ? null : loss,
        values: coachValues(frame.state, seat, values),
      };
    }
  }
}

/** Per hand: decisions, how many differed, the estimated points they gave up, the largest. */
export function summarize(decisions: readonly CoachDecision[]): CoachHand[] {
  const hands = new Map<number, CoachHand>();
  for (const decision of decisions) {
    const before = hands.get(decision.hand) ?? {
      hand: decision.hand,
      decisions: 0,
      differed: 0,
      points: 0,
      largest: null,
    };
    const larger =
      !decision.same &&
      (before.largest === null ||
        (decision.loss?.points ?? 0) > (before.largest.loss?.points ?? 0));
    hands.set(decision.hand, {
      hand: decision.hand,
      decisions: before.decisions + 1,
      differed: before.differed + (decision.same ? 0 : 1),
      points: before.points + (decision.same ? 0 : (decision.loss?.points ?? 0)),
      largest: larger ? decision : before.largest,
    });
  }
  return [...hands.values()];
}

/** Whether an estimated loss is within two standard errors of nothing (the Expert's values cannot tell the moves apart). */
export function withinNoise(loss: { readonly points: number; readonly error: number }): boolean {
  return Math.abs(loss.points) < 2 * loss.error;
}

/** A move in words, without its seat ("plays 3-4 at the left end", "draws 2-5", "passes"). */
export function moveText(move: MoveRecord | null): string {
  if (move === null) return '—';
  return describeMove(move).replace(/^seat \d+ /, '');
}
