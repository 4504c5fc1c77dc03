// verify --bots for Muggins claims (strict and stealing All Fives / Telephone): while a score
// waits to be claimed, which bot claims it is a function of the bot seats' views and their bot
// seeds at that move (the engine's botClaimSeat, as the server decides). boneyard/bot/v2 records
// promise that, so the verifier asks again: a bot's claim must be the one the function gives, and
// when the function says a bot claims, the record must show that claim — unless a person got in
// first, by claiming or by playing the next tile (timing, which is not in the bot function).
// v1 records are not checked here: bots in browser games then claimed with unseeded dice.
import { BOT_ALGORITHM_V2, botClaimSeat, type BotLevel, type MatchState } from '@boneyard/engine';
import { botSeed } from '@boneyard/fair';
import { describeMove } from './checks.ts';
import type { HandRecord, MatchRecord } from './schema.ts';
import { algorithmOf, botFailure, botPlayed } from './bot-seats.ts';

export interface ClaimPoint {
  readonly record: MatchRecord;
  readonly hand: HandRecord;
  /** The state before move k, with a score pending. */
  readonly state: MatchState;
  readonly serverSeed: Uint8Array;
  readonly k: number;
}

/** Claims are re-derived when every seat a bot played names v2. */
function claimsDerivable(record: MatchRecord): boolean {
  const bots = record.seats.filter((seat) => seat.bot || (seat.standIn?.length ?? 0) > 0);
  return bots.length > 0 && bots.every((seat) => algorithmOf(seat) === BOT_ALGORITHM_V2);
}

export function checkClaim({ record, hand, state, serverSeed, k }: ClaimPoint): ReturnType<typeof botFailure> | null {
  const pending = state.hand?.pending;
  if (!pending || !claimsDerivable(record)) return null;
  const levelOf = (seat: number): BotLevel | null => {
    const info = record.seats[seat];
    return info !== undefined && botPlayed(info, hand.number, k) ? (info.level as BotLevel) : null;
  };
  const seedOf = (seat: number) => botSeed({ serverSeed, room: record.room, hand: hand.number, attempt: hand.deal.attempt, seat, move: k });
  const expected = botClaimSeat(state, levelOf, seedOf);
  const recorded = hand.moves[k]!;
  const said = `the record says ${describeMove(recorded)}`;
  if ('claim' in recorded) {
    const level = levelOf(recorded.seat);
    if (level === null || recorded.seat === expected) return null;
    const should = expected === null ? 'no bot claims it' : `seat ${expected} claims it`;
    return botFailure('bot-claim', `seat ${recorded.seat} (${level} bot) — ${said}, but ${BOT_ALGORITHM_V2} from the seats' views gives: ${should}`, hand.number, k, recorded.seat);
  }
  if (expected === null) return null;
  // A person's tile closed the window before the bot's claim came: allowed.
  const next = hand.moves[k + 1];
  const closedByPlay = 'lapsed' in recorded && recorded.at <= pending.deadline && next !== undefined && 'play' in next;
  if (closedByPlay && levelOf(next.seat) === null) return null;
  return botFailure(
    'bot-claim',
    `seat ${expected} (${levelOf(expected)} bot) — ${said}, but ${BOT_ALGORITHM_V2} from that seat's view gives its claim of the pending ${pending.points}`,
    hand.number,
    k,
    expected,
  );
}
