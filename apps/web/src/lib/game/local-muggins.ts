// Strict and stealing Muggins in games played in this browser: the local clock stands in for the
// server's. Plays and claims carry `at` = now, the window closes with the engine's expireClaim,
// and bots claim (or steal) as their level dictates: the engine's botClaimSeat, each bot from its
// view and its bot seed at this move (as on the server), so `verify --bots` re-derives the claims.
import { claimsNeeded, legalActions, type Action, type BotLevel, type MatchState } from '@boneyard/engine';
import { botClaimSeat } from '@boneyard/bots';
import { botSeed, hexToBytes } from '@boneyard/fair';

/** The action with this device's clock on it where the engine needs a time. */
export function timed(state: MatchState, action: Action, now: number): Action {
  return claimsNeeded(state) && (action.type === 'play' || action.type === 'claim') ? { ...action, at: now } : action;
}

/** The bot seat that claims the pending score (the scoring seat first, then seat order), or null. */
export function botClaimer(state: MatchState, bots: readonly (BotLevel | null)[], room: string, serverSeedHex: string): number | null {
  const hand = state.hand;
  const serverSeed = hexToBytes(serverSeedHex);
  if (!hand?.pending || !serverSeed.ok) return null;
  const seedOf = (seat: number) => botSeed({ serverSeed: serverSeed.value, room, hand: hand.number, attempt: hand.attempt, seat, move: hand.moves.length });
  return botClaimSeat(state, (seat) => bots[seat] ?? null, seedOf);
}

/**
 * The person at this device who would claim: in bot games the player; hot-seat, the seat that
 * made the score (still holding the device), else the seat whose tiles are shown (a steal).
 */
export function localClaimer(state: MatchState, bots: readonly (BotLevel | null)[], viewer: number, hotseat: boolean): number | null {
  const pending = state.hand?.pending;
  if (!pending) return null;
  const may = (seat: number) => (bots[seat] ?? null) === null && legalActions(state, seat).some((a) => a.type === 'claim');
  if (hotseat && may(pending.seat)) return pending.seat;
  return may(viewer) ? viewer : null;
}
