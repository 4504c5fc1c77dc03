// The commit-reveal deal flow of one hand: make and commit the server seed, collect client seeds,
// lock them, deal through dealFromSeeds (boneyard/deal/v1 until no misdeal), reveal the seed at hand end.
import { MAX_DEAL_ATTEMPTS, type GameEvent, type MatchState } from '@boneyard/engine';
import { bytesToHex, commitment, hexToBytes, newServerSeed } from '@boneyard/fair';
import { dealFromSeeds, type RevealedDeal } from '@boneyard/protocol';
import type { Result } from '@boneyard/result';
import { pauseEnd } from './pause.ts';
import type { TableSettings } from './settings.ts';
import type { DealState, RoomEvent, RoomState } from './state.ts';
import { tallied } from './tally.ts';

/**
 * New server seed and commitment for the match's next hand. The caller stores the room before it
 * publishes the `commitment` event, so the seed is persisted before anyone sees the commitment.
 */
export function startHand(
  room: RoomState,
  game: MatchState,
  now: number,
  timing: TableSettings,
  pause: boolean,
) {
  const hand = game.next.number;
  const seed = timing.seeds?.serverSeed(room.code, hand) ?? newServerSeed();
  const sent = timing.seeds?.clientSeeds?.(room.code, hand, room.seats.length);
  const deal: DealState = {
    hand,
    serverSeed: bytesToHex(seed),
    commitment: commitment(seed, room.code, hand),
    clientSeeds: room.seats.map((_, seat) =>
      sent?.[seat] === undefined ? null : bytesToHex(sent[seat]),
    ),
    stage: 'collecting',
    seedDeadline: now + timing.seedTimeoutMs + (pause ? timing.handPauseMs : 0),
    notBefore: pause ? now + timing.handPauseMs : now,
    ready: [],
    attempt: null,
  };
  const events: RoomEvent[] = [{ type: 'commitment', hand, commitment: deal.commitment }];
  return { deal, events };
}

/** Seats whose browser is expected to send a client seed: people who are here. */
export function seedSeats(room: RoomState): number[] {
  return room.seats.flatMap((seat, index) =>
    seat.kind === 'human' && seat.online && !seat.standIn ? [index] : [],
  );
}

/**
 * When the seeds lock: once every expected seed is in and the pause after the last hand is over
 * (everyone pressed "Next hand", or HAND_PAUSE_MS passed), else at the seed deadline.
 */
export function lockTime(room: RoomState): number | null {
  const deal = room.deal;
  if (deal === null || deal.stage !== 'collecting') return null;
  const allIn = seedSeats(room).every((seat) => deal.clientSeeds[seat] !== null);
  return allIn ? pauseEnd(room) : deal.seedDeadline;
}

/**
 * Locks the client seeds and deals attempt 0, 1, … until the engine accepts a deal (the shared
 * dealFromSeeds). Rule checks
 * refuse sets that (nearly) always misdeal, so MAX_DEAL_ATTEMPTS misdeals in a row should not
 * happen; if they do, the match ends with a `deal-failed` event instead of waiting for a deal that
 * never comes.
 */
export function lockAndDeal(
  room: RoomState,
  now: number,
): { room: RoomState; events: RoomEvent[] } {
  const deal = room.deal;
  if (deal === null || room.game === null) throw new Error('lockAndDeal: no hand to deal');
  const clientSeeds = deal.clientSeeds.map((seed) => seed ?? '');
  const attempts: GameEvent[] = [];
  const dealt = dealFromSeeds(
    room.game,
    {
      serverSeed: unwrap(hexToBytes(deal.serverSeed)),
      room: room.code,
      clientSeeds: clientSeeds.map((seed) => unwrap(hexToBytes(seed))),
      // The day-of-week opening takes the server's day (UTC) at deal time; the record keeps it.
      weekday:
        room.rules.agreements?.opening?.rule === 'weekday' ? new Date(now).getUTCDay() : undefined,
    },
    attempts,
  );
  const events: RoomEvent[] = [{ type: 'seeds-locked', hand: deal.hand, clientSeeds }, ...attempts];
  if (!dealt.ok && dealt.message.startsWith('still a misdeal')) return dealFailed(room, events);
  if (!dealt.ok) throw new Error(`deal failed: ${dealt.error}: ${dealt.message}`);
  const game = dealt.value.state;
  const attempt = game.hand?.attempt ?? dealt.value.attempt;
  return {
    room: { ...room, game, deal: { ...deal, clientSeeds, stage: 'dealt', attempt } },
    events,
  };
}

/** Every attempt misdealt: end the match, and reveal the seed so anyone can re-deal the misdeals. */
function dealFailed(
  room: RoomState,
  events: RoomEvent[],
): { room: RoomState; events: RoomEvent[] } {
  const deal = room.deal!;
  const failed: RoomEvent = {
    type: 'deal-failed',
    hand: deal.hand,
    attempts: MAX_DEAL_ATTEMPTS,
    serverSeed: deal.serverSeed,
    message: `hand ${deal.hand} misdealt ${MAX_DEAL_ATTEMPTS} times in a row under these rules; the match is over`,
  };
  return { room: { ...room, status: 'ended', deal: null }, events: [...events, failed] };
}

/** After a game step: at hand end reveal the seed and commit to the next hand (or end the room). */
export function afterGameStep(
  room: RoomState,
  now: number,
  timing: TableSettings,
): { room: RoomState; events: RoomEvent[] } {
  const game = room.game;
  const deal = room.deal;
  if (
    game === null ||
    deal === null ||
    (game.phase !== 'hand-over' && game.phase !== 'match-over')
  ) {
    return { room, events: [] };
  }
  const revealed: RevealedDeal = {
    match: room.match,
    hand: deal.hand,
    commitment: deal.commitment,
    serverSeed: deal.serverSeed,
    clientSeeds: deal.clientSeeds.map((seed) => seed ?? ''),
    attempt: deal.attempt ?? 0,
  };
  const events: RoomEvent[] = [{ type: 'seed-revealed', deal: revealed }];
  const next = { ...room, revealed: [...room.revealed, revealed] };
  if (game.phase === 'match-over')
    return { room: { ...next, status: 'ended', deal: null, tally: tallied(next) }, events };
  const started = startHand(next, game, now, timing, true);
  return { room: { ...next, deal: started.deal }, events: [...events, ...started.events] };
}

function unwrap<T>(result: Result<T, string>): T {
  if (!result.ok) throw new Error(`deal failed: ${result.error}: ${result.message}`);
  return result.value;
}
