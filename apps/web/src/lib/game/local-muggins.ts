// Strict and stealing Muggins in games played in this browser: the local clock stands in for the
// server's. Plays and claims carry `at` = now, the window closes with the engine's expireClaim,
// and bots claim (or steal) as their level dictates (the engine's botWantsClaim).
import {
  botWantsClaim,
  claimsNeeded,
  legalActions,
  viewFor,
  type Action,
  type BotLevel,
  type MatchState,
} from '@boneyard/engine';

/** The action with this device's clock on it where the engine needs a time. */
export function timed(state: MatchState, action: Action, now: number): Action {
  return claimsNeeded(state) && (action.type === 'play' || action.type === 'claim') ? { ...action, at: now } : action;
}

/** The bot seat that claims the pending score (its own side first, then stealers), or null. */
export function botClaimer(
  state: MatchState,
  bots: readonly (BotLevel | null)[],
  random: () => number,
): number | null {
  const pending = state.hand?.pending;
  if (!pending) return null;
  const order = bots.map((_, seat) => seat).sort((a, b) => Number(b === pending.seat) - Number(a === pending.seat));
  for (const seat of order) {
    const level = bots[seat] ?? null;
    if (level === null || !legalActions(state, seat).some((a) => a.type === 'claim')) continue;
    if (botWantsClaim(viewFor(state, seat), level, random)) return seat;
  }
  return null;
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
