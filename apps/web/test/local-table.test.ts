// The browser's LocalTable (the rune class /play runs) in Node, on vitest's fake clock, with a
// stand-in for the bot worker that answers with the published bots: hot-seat with two people and
// a bot plays a whole match. The seat shown is always the person to move (the curtain down after
// each change of person), every person's move goes through the driver, the weekday opening takes
// the clock's day, and the record it offers verifies, bot moves included.
import type { Action, Rules } from '@boneyard/engine';
import { presetRules } from '@boneyard/engine';
import { verifyBots, verifyRecord, type MatchRecord } from '@boneyard/protocol';
import { decideBotMove } from '@boneyard/table';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { BotAnswer, BotQuestion } from '../src/lib/game/bot-move.worker.ts';
import type { LocalConfig } from '../src/lib/game/local-config.ts';
import { LocalTable } from '../src/lib/game/local-table.svelte.ts';

/** Thursday 8 January 2026, noon UTC. */
const THURSDAY = Date.UTC(2026, 0, 8, 12);

/** Answers each question a tick later, as the worker would (same bots, same seed). */
class FakeBotWorker {
  onmessage: ((event: { data: BotAnswer }) => void) | null = null;
  postMessage(question: BotQuestion): void {
    const action = decideBotMove({
      seat: question.request.view.seat ?? 0,
      request: question.request,
      key: question.key,
    });
    setTimeout(() => this.onmessage?.({ data: { key: question.key, action } }), 0);
  }
  terminate(): void {}
}

beforeAll(() => {
  const store = new Map<string, string>([['boneyard:bot-delay', '300']]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
  vi.stubGlobal('Worker', FakeBotWorker);
  vi.useFakeTimers({
    toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    now: THURSDAY,
  });
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function weekdayDraw(): Rules {
  const rules = presetRules('draw', { players: 3, target: 50 });
  if (!rules.ok) throw new Error(rules.message);
  return {
    ...rules.value,
    agreements: {
      ...rules.value.agreements,
      opening: { rule: 'weekday', fallback: 'heaviest-tile' },
    },
  };
}

/** The person shown does the first thing the table offers them. */
function move(game: LocalTable, action: Action): void {
  if (action.type === 'play') game.play(action.tile, action.end);
  else if (action.type === 'draw') game.draw();
  else if (action.type === 'pass') game.pass();
  else if (action.type === 'skip') game.skip();
  else if (action.type === 'claim') game.claim();
}

test('hot-seat with a bot: the device passes to each person to move, and the record verifies', async () => {
  const rules = weekdayDraw();
  const config: LocalConfig = {
    mode: 'hotseat',
    preset: 'draw',
    players: 3,
    pairs: false,
    target: 50,
    names: ['Ann', 'Boris', ''],
    bots: [null, null, 'easy'],
    custom: rules,
  };
  const game = new LocalTable(config);
  let reveals = 0;
  let moves = 0;
  for (let steps = 0; game.view?.phase !== 'match-over'; steps++) {
    if (steps > 20_000) throw new Error('the match did not end');
    const hand = game.view?.hand;
    if (game.view?.phase === 'playing' && hand && config.bots[hand.turn] === null) {
      // The seat shown is the person to move, and their hand stays covered until they take it.
      expect(game.viewer).toBe(hand.turn);
      expect(game.view.seat).toBe(hand.turn);
      if (game.curtain) {
        expect(game.options).toEqual([]);
        game.reveal();
        reveals++;
        continue;
      }
      const action = game.legal[0];
      if (action !== undefined) {
        move(game, action);
        moves++;
        continue;
      }
    }
    if (game.canDealNext) {
      game.nextHand();
      continue;
    }
    await vi.advanceTimersToNextTimerAsync();
  }
  expect(reveals).toBeGreaterThan(1);
  expect(moves).toBeGreaterThan(5);
  expect(game.log.length).toBeGreaterThan(0);
  const record = (await game.record()) as MatchRecord;
  expect(record.seats.map((seat) => seat.bot)).toEqual([false, false, true]);
  expect(record.hands.every((hand) => hand.weekday === 4)).toBe(true);
  expect(verifyRecord(record)).toMatchObject({ ok: true });
  expect(verifyBots(record)).toMatchObject({ ok: true });
  // Saved after every change: the game resumes where it stands.
  const resumed = LocalTable.resume();
  expect(resumed?.code).toBe(game.code);
  expect(resumed?.view?.phase).toBe('match-over');
  resumed?.dispose();
  game.dispose();
});
