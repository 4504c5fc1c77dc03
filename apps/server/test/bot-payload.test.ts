// What a bot decision ships to a worker (room/bots.ts dueBotMove, cut by the engine's botViewOf)
// does not grow with the match: the request at hand 1,001 of a match is the size of the request
// with one finished hand (but for the hand numbers' bytes) — where the seat's full view is hundreds of times larger —
// and the bots decide on it as on the full view (the engine's bot/bot-view.test.ts shows that
// over every level and table; here one room's expert request checks the server wires it so). And
// the stand-in spans, which looked through every hand of the match at each stand-in move, look
// back only as far as the span they may extend, with the same answers.
import {
  ALL_TILES,
  createMatch,
  legalActions,
  presetRules,
  viewFor,
  type MatchState,
} from '@boneyard/engine';
import { mustApply, mustDeal, playOut } from '@boneyard/engine/testing';
import { botAction } from '@boneyard/bots';
import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import {
  commands,
  dueBotMove,
  withStandInMove,
  type MovePoint,
  type RoomState,
} from '@boneyard/table';

const TIMING = { botDelayMs: 0, graceMs: 1000, seedTimeoutMs: 1000, handPauseMs: 0 };

/** A Kozel room of four expert bots with its first hand dealt. */
function dealtRoom(): RoomState {
  const rules = presetRules('kozel');
  if (!rules.ok) throw new Error(rules.message);
  const created = commands.createRoom(
    'ABCD2345',
    { name: 'Host', rules: { custom: rules.value }, hostSeat: null },
    'host-hash',
    0,
  );
  if (!created.ok) throw new Error(created.error.message);
  let room = created.value;
  for (let seat = 0; seat < 4; seat++) {
    const bot = commands.setBot(room, seat, 'expert');
    if (!bot.ok) throw new Error(bot.error.message);
    room = bot.value.room;
  }
  const started = commands.start(room, 0, TIMING);
  if (!started.ok) throw new Error(started.error.message);
  const dealt = commands.dealNow(started.value.room, [], 10, TIMING).room;
  if (dealt.game?.phase !== 'playing') throw new Error('the first hand was not dealt');
  return dealt;
}

/** The room as if `hands` hands had been played before this one (copies of one real played hand,
 * each its own objects, as a real match's hands are: v8's serializer writes a shared object once). */
function withHistory(room: RoomState, hands: number): RoomState {
  const game = room.game!;
  const played = playOut(game).history.at(-1)!;
  const history: MatchState['history'] = Array.from({ length: hands }, (_, index) => ({
    ...structuredClone(played),
    number: index + 1,
  }));
  return { ...room, game: { ...game, history, hand: { ...game.hand!, number: hands + 1 } } };
}

describe('the bot request is O(1) in the match length', () => {
  it('is as many bytes at hand 1,001 as at hand 2 (but the hand numbers); the full view is not', () => {
    const room = dealtRoom();
    const seat = room.game!.hand!.turn;
    const bytes = (state: RoomState) => serialize(dueBotMove(state, seat)!.request).byteLength;
    const early = withHistory(room, 1);
    const late = withHistory(room, 1000);
    // Equal but for the hand numbers' encoding (v8 writes small integers in fewer bytes).
    expect(bytes(late)).toBeGreaterThanOrEqual(bytes(early));
    expect(bytes(late)).toBeLessThanOrEqual(bytes(early) + 8);
    expect(dueBotMove(late, seat)!.request.view.history).toHaveLength(1);
    // What it used to ship: the seat's whole view, every finished hand of the match.
    expect(serialize(viewFor(late.game!, seat)).byteLength).toBeGreaterThan(100 * bytes(late));
  });

  it('the expert decides on it as on the full view', { timeout: 120_000 }, () => {
    const late = withHistory(dealtRoom(), 1000);
    const due = dueBotMove(late, late.game!.hand!.turn)!;
    const full = viewFor(late.game!, due.seat);
    expect(botAction(due.request.view, due.request.level, due.request.seed)).toEqual(
      botAction(full, due.request.level, due.request.seed),
    );
  });
});

/** The stand-in span rule as it was, reading every hand of the match (the reference). */
function movedBetweenReference(
  state: MatchState,
  seat: number,
  from: MovePoint,
  to: MovePoint,
): boolean {
  const after = (a: MovePoint, b: MovePoint) =>
    a.hand > b.hand || (a.hand === b.hand && a.move > b.move);
  const hands = [
    ...state.history.map((h) => ({ number: h.number, moves: h.moves })),
    ...(state.hand ? [state.hand] : []),
  ];
  const seen = new Set<number>();
  for (const hand of hands) {
    if (seen.has(hand.number)) continue;
    seen.add(hand.number);
    for (const [move, made] of hand.moves.entries()) {
      const point = { hand: hand.number, move };
      if (made.seat === seat && after(point, from) && after(to, point)) return true;
    }
  }
  return false;
}

describe('stand-in spans look back only to the span they may extend', () => {
  it('grow or start exactly as when every hand of the match was read', () => {
    const rules = presetRules('draw', { players: 2 });
    if (!rules.ok) throw new Error(rules.message);
    // A few hands of 2-player Draw, first legal move each time; every position is a possible stand-in move.
    let state: MatchState = createMatch(rules.value);
    const positions: MatchState[] = [];
    for (let deal = 0; positions.length < 150 && state.phase !== 'match-over'; deal++) {
      state = mustDeal(state, [
        ...ALL_TILES.slice((deal * 5) % 28),
        ...ALL_TILES.slice(0, (deal * 5) % 28),
      ]).state;
      while (state.phase === 'playing' && state.hand !== null) {
        positions.push(state);
        state = mustApply(state, legalActions(state, state.hand.turn)[0]!).state;
      }
    }
    expect(positions.some((position) => position.history.length >= 2)).toBe(true);
    const outcomes = { grows: 0, starts: 0 };
    for (const [index, position] of positions.entries()) {
      const hand = position.hand!;
      const point = { hand: hand.number, move: hand.moves.length };
      for (const back of [1, 3, 10, 40]) {
        const earlier = positions[Math.max(0, index - back)]!.hand!;
        const end = { hand: earlier.number, move: earlier.moves.length };
        for (const seat of [0, 1]) {
          const spans = [{ match: 1, seat, from: end, to: end }];
          const grows = !movedBetweenReference(position, seat, end, point);
          outcomes[grows ? 'grows' : 'starts'] += 1;
          expect(withStandInMove(spans, 1, position, seat, point)).toEqual(
            grows
              ? [{ ...spans[0], to: point }]
              : [...spans, { match: 1, seat, from: point, to: point }],
          );
        }
      }
    }
    expect(outcomes.grows).toBeGreaterThan(0);
    expect(outcomes.starts).toBeGreaterThan(0);
  });
});
