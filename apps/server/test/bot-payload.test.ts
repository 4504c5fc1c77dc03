// What a bot decision ships to a worker (room/bots.ts dueBotMove, cut by the engine's botViewOf)
// does not grow with the match: the request at hand 1,001 of a match is the size of the request
// with one finished hand (but for the hand numbers' bytes) — where the seat's full view is hundreds of times larger —
// and the bots decide on it as on the full view (the engine's bot/bot-view.test.ts shows that
// over every level and table; here one room's expert request checks the server wires it so).
import { botAction, playOut, presetRules, viewFor, type MatchState } from '@boneyard/engine';
import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { dueBotMove } from '../src/room/bots.ts';
import * as commands from '../src/room/commands.ts';
import type { RoomState } from '../src/room/state.ts';

const TIMING = { botDelayMs: 0, graceMs: 1000, seedTimeoutMs: 1000, handPauseMs: 0 };

/** A Kozel room of four expert bots with its first hand dealt. */
function dealtRoom(): RoomState {
  const rules = presetRules('kozel');
  if (!rules.ok) throw new Error(rules.message);
  const created = commands.createRoom('ABCD2345', { name: 'Host', rules: { custom: rules.value }, hostSeat: null }, 'host-hash', 0);
  if (!created.ok) throw new Error(created.error.message);
  let room = created.value;
  for (let seat = 0; seat < 4; seat++) {
    const bot = commands.setBot(room, seat, 'expert');
    if (!bot.ok) throw new Error(bot.error.message);
    room = bot.value.room;
  }
  const started = commands.start(room, 0, TIMING);
  if (!started.ok) throw new Error(started.error.message);
  const dealt = commands.dealNow(started.value.room, [], 10).room;
  if (dealt.game?.phase !== 'playing') throw new Error('the first hand was not dealt');
  return dealt;
}

/** The room as if `hands` hands had been played before this one (copies of one real played hand,
 * each its own objects, as a real match's hands are: v8's serializer writes a shared object once). */
function withHistory(room: RoomState, hands: number): RoomState {
  const game = room.game!;
  const played = playOut(game).history.at(-1)!;
  const history: MatchState['history'] = Array.from({ length: hands }, (_, index) => ({ ...structuredClone(played), number: index + 1 }));
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
    expect(botAction(due.request.view, due.request.level, due.request.seed)).toEqual(botAction(full, due.request.level, due.request.seed));
  });
});
