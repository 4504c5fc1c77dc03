// verify --bots for Muggins claims (strict and stealing All Fives / Telephone): while a score
// waits to be claimed, which bot claims it is a function of the bot seats' views and their bot
// seeds at that move (the engine's botClaimSeat, as the server decides). boneyard/bot/v2 and v3 records
// promise that, so the verifier asks again: a bot's claim must be the one the function gives, and
// when the function says a bot claims, the record must show that claim — unless a person got in
// first, by claiming or by playing the next tile (timing, which is not in the bot function).
// v1 records are not checked here, and the verifier says so (claimsNotRederived, below).
import { type BotLevel, type MatchState } from '@boneyard/engine';
import { botClaimSeat, isBotAlgorithm } from '@boneyard/bots';
import { botSeedAtMove } from './bot-seed.ts';
import { describeMove } from './checks.ts';
import type { HandRecord, MatchRecord } from './schema.ts';
import { UNNAMED_BOT_ALGORITHM, algorithmOf, botFailure, botPlayed } from './bot-seats.ts';

export interface ClaimPoint {
  readonly record: MatchRecord;
  readonly hand: HandRecord;
  /** The state before move k, with a score pending. */
  readonly state: MatchState;
  readonly serverSeed: Uint8Array;
  readonly k: number;
}

/** Claims are re-derived when every seat a bot played names a release (every release seeds its claims). */
function claimsDerivable(record: MatchRecord): boolean {
  const bots = record.seats.filter((seat) => seat.bot || (seat.standIn?.length ?? 0) > 0);
  return bots.length > 0 && bots.every((seat) => isBotAlgorithm(algorithmOf(seat)));
}

/**
 * Why a boneyard/bot/v1 game's Muggins claims cannot be asked again: while v1 was current, claim
 * decisions mostly did not come from the bot seeds. Games in the browser drew them from
 * Math.random; the `simulate` command from one stream seeded by its --seed text (shared with
 * thinking times); the server first from a hash of the room code, the room's match counter and
 * the window's deadline, only later from the bot seeds. None of the first three is in the record,
 * and a record does not say which of them made it.
 */
export const V1_CLAIMS_NOT_REDERIVABLE =
  `claims of ${UNNAMED_BOT_ALGORITHM} records are not re-derivable because most ${UNNAMED_BOT_ALGORITHM} games did not take a bot's claim decision from its bot seed` +
  " (browser games used Math.random, `simulate` a stream seeded by its --seed text, the early server a hash of the room's match counter)" +
  ' and a record does not say which made it: their moves are re-derived, their claims only checked as legal and scored right';

/**
 * The sentence verify --bots adds to a record whose bots may have claimed Muggins scores the
 * verifier does not re-derive (a bot seat of boneyard/bot/v1, named or assumed), else null.
 */
export function claimsNotRederived(record: MatchRecord): string | null {
  // Only strict and stealing Muggins have claims (the engine's claimsNeeded, read off the rules).
  const mayClaim =
    record.rules.muggins?.mode === 'strict' || record.rules.muggins?.mode === 'stealing';
  const bots = record.seats.some((seat) => seat.bot || (seat.standIn?.length ?? 0) > 0);
  return mayClaim && bots && !claimsDerivable(record) ? V1_CLAIMS_NOT_REDERIVABLE : null;
}

export function checkClaim({
  record,
  hand,
  state,
  serverSeed,
  k,
}: ClaimPoint): ReturnType<typeof botFailure> | null {
  const pending = state.hand?.pending;
  if (!pending || !claimsDerivable(record)) return null;
  const levelOf = (seat: number): BotLevel | null => {
    const info = record.seats[seat];
    return info !== undefined && botPlayed(info, hand.number, k) ? (info.level as BotLevel) : null;
  };
  const seedOf = (seat: number) => botSeedAtMove(state, serverSeed, record.room, seat);
  const expected = botClaimSeat(state, levelOf, seedOf);
  const recorded = hand.moves[k]!;
  const said = `the record says ${describeMove(recorded)}`;
  if ('claim' in recorded) {
    const level = levelOf(recorded.seat);
    if (level === null || recorded.seat === expected) return null;
    const should = expected === null ? 'no bot claims it' : `seat ${expected} claims it`;
    return botFailure(
      'bot-claim',
      `seat ${recorded.seat} (${level} bot) — ${said}, but ${algorithmOf(record.seats[recorded.seat]!)} from the seats' views gives: ${should}`,
      hand.number,
      k,
      recorded.seat,
    );
  }
  if (expected === null) return null;
  // A person's tile closed the window before the bot's claim came: allowed.
  const next = hand.moves[k + 1];
  const closedByPlay =
    'lapsed' in recorded && recorded.at <= pending.deadline && next !== undefined && 'play' in next;
  if (closedByPlay && levelOf(next.seat) === null) return null;
  return botFailure(
    'bot-claim',
    `seat ${expected} (${levelOf(expected)} bot) — ${said}, but ${algorithmOf(record.seats[expected]!)} from that seat's view gives its claim of the pending ${pending.points}`,
    hand.number,
    k,
    expected,
  );
}
