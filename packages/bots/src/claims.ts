// Strict and stealing Muggins: which bot claims a pending score. Each bot seat decides from its
// own view with the generator of its own bot seed at this move (boneyard/bot/v2 re-derives these
// decisions; the server has always made them this way): the scoring seat asks first, then the
// other seats in seat order, and the first that wants to claim does. A function of the views and
// seeds only, so `verify --bots` can ask it again from the record.
import { botWantsClaim } from './board-bot.ts';
import {
  legalActions,
  sideOfSeat,
  type BotLevel,
  type MatchState,
  viewFor,
} from '@boneyard/engine';
import { botRandom } from './seed.ts';

/** Seats in the order they may claim the pending score: the scoring seat, then seat order. */
export function claimOrder(state: MatchState): number[] {
  const pending = state.hand?.pending;
  if (!pending) return [];
  const seats = Array.from({ length: state.rules.players }, (_, seat) => seat);
  return [pending.seat, ...seats.filter((seat) => seat !== pending.seat)];
}

/**
 * The bot seat that claims the pending score now, or null. `levelOf(seat)` is the level of a seat
 * a bot plays (null for a person's seat); `seedOf(seat)` its 32-byte bot seed at this move.
 */
export function botClaimSeat(
  state: MatchState,
  levelOf: (seat: number) => BotLevel | null,
  seedOf: (seat: number) => Uint8Array,
): number | null {
  for (const seat of claimOrder(state)) {
    const level = levelOf(seat);
    if (level === null || !legalActions(state, seat).some((action) => action.type === 'claim'))
      continue;
    const rng = botRandom(seedOf(seat));
    if (botWantsClaim(viewFor(state, seat), level, () => rng.next())) return seat;
  }
  return null;
}

/**
 * When the bot at `claimer` (botClaimSeat's answer) claims the pending score of a play made at
 * `playedAt`, bots waiting `delayMs` before they act (the server's BOT_DELAY_MS, the browser's
 * bot delay). The seat that scored calls it at once, as a person says "fifteen" laying the tile:
 * after a delay, the person next to play could close the window first and so take every bot score.
 * A partner claims after the delay (the points are its side's either way). A stealer waits for the
 * end of the window, less the delay, so a person who scored has nearly the whole window to claim
 * first: stealing answers a forgotten score, not a slow hand (a steal after the delay took the
 * score of anyone slower than the bot delay).
 */
export function botClaimTime(
  state: MatchState,
  claimer: number,
  playedAt: number,
  delayMs: number,
): number | null {
  const pending = state.hand?.pending;
  if (!pending) return null;
  if (claimer === pending.seat) return playedAt;
  const afterDelay = Math.min(playedAt + delayMs, pending.deadline);
  if (sideOfSeat(state.rules, claimer) === pending.side) return afterDelay;
  // Ahead of the deadline by the delay or a quarter of the window, whichever is more: a claim
  // stamped after the deadline is refused, and a busy process's timer fires late.
  const lead = Math.max(delayMs, (pending.deadline - playedAt) / 4);
  return Math.max(afterDelay, Math.round(pending.deadline - lead));
}
