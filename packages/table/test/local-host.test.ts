// The driver's in-memory host (what a game against bots or hot-seat runs in the browser), on a
// clock the test moves: a person's moves go through the commands, bots move when nextWork says,
// the next hand waits for "Next hand", and the weekday opening takes the day off the clock as a
// server does (games on this device ignored it before they ran the driver).
import { legalActions, presetRules, type Rules } from '@boneyard/engine';
import { verifyBots, verifyRecord } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { decideBotMove, LocalHost, type LocalSeat, type TableSettings } from '../src/index.ts';

/**
 * A hand's result waits for "Next hand" (the browser's setting: a year). Server and client seeds
 * are fixed, so every run plays the same hands: with fresh random seeds a match now and then ended
 * in its first hand, or the bot's first move was a draw, and the test failed one run in ~30.
 */
const SETTINGS: TableSettings = {
  botDelayMs: 600,
  graceMs: 60_000,
  seedTimeoutMs: 10_000,
  handPauseMs: 365 * 86_400_000,
  seeds: {
    serverSeed: (_room, hand) =>
      Uint8Array.from({ length: 32 }, (_, i) => (i * 7 + hand * 31 + 5) % 256),
  },
};
const clientSeed = (seat: number, hand: number) =>
  Uint8Array.from({ length: 32 }, (_, i) => (i * 13 + seat * 17 + hand * 29) % 256);
const MONDAY = Date.UTC(2026, 0, 5, 12);
const DAY_MS = 86_400_000;
const SEATS: LocalSeat[] = [
  { name: 'Ann', bot: null, tokenHash: 'ann' },
  { name: 'Bot', bot: 'normal', tokenHash: '' },
];

function weekdayRules(): Rules {
  const base = presetRules('draw', { players: 2, target: 50 });
  if (!base.ok) throw new Error(base.message);
  return {
    ...base.value,
    agreements: {
      ...base.value.agreements,
      opening: { rule: 'weekday', fallback: 'heaviest-tile' },
    },
  };
}

/** Plays the person's first legal action, lets the bot move at its time, presses "Next hand"; until the match ends. */
function playOut(host: LocalHost, start: number): { now: number; readies: number } {
  let now = start;
  let readies = 0;
  for (let steps = 0; host.room.status === 'playing'; steps++) {
    if (steps > 100_000) throw new Error('the match did not end');
    const game = host.room.game!;
    const mine = game.phase === 'playing' ? legalActions(game, 0)[0] : undefined;
    if (mine !== undefined) {
      expect(host.act(0, mine, now).ok).toBe(true);
      continue;
    }
    if (game.phase === 'hand-over') {
      // The driver's own deadline for the next deal is a year away: only the press deals it.
      expect(host.nextWork(now)!.at - now).toBeGreaterThan(300 * DAY_MS);
      expect(host.ready(now).ok).toBe(true);
      readies++;
      continue;
    }
    const work = host.nextWork(now);
    if (work === null) throw new Error('the table waits for nobody');
    now = Math.max(now, work.at);
    expect(host.step(now).length).toBeGreaterThan(0);
  }
  return { now, readies };
}

describe('LocalHost', () => {
  it.each([
    ['Monday', MONDAY, 1],
    ['Thursday', MONDAY + 3 * DAY_MS, 4],
    ['Sunday', MONDAY + 6 * DAY_MS, 0],
  ])(
    'honours the weekday opening: a hand dealt on %s opens by that day',
    (_day, start, weekday) => {
      const { host } = LocalHost.start(
        'LOCALWEEK',
        weekdayRules(),
        SEATS,
        start,
        SETTINGS,
        decideBotMove,
        clientSeed,
      );
      // The person's seed is sent at once, so the first hand is dealt at the start.
      expect(host.room.game?.phase).toBe('playing');
      expect(host.room.game?.hand?.weekday).toBe(weekday);
      playOut(host, start);
      const record = host.record()!;
      expect(record.hands.length).toBeGreaterThan(1);
      expect(record.hands.every((hand) => hand.weekday === weekday)).toBe(true);
      expect(verifyRecord(record)).toMatchObject({ ok: true });
      expect(verifyBots(record)).toMatchObject({ ok: true });
    },
  );

  it('a later day deals a later hand by its own day', () => {
    const { host } = LocalHost.start(
      'LOCALDAYS',
      weekdayRules(),
      SEATS,
      MONDAY,
      SETTINGS,
      decideBotMove,
      clientSeed,
    );
    let now = MONDAY;
    while (host.room.game?.phase !== 'hand-over') {
      const game = host.room.game!;
      const mine = legalActions(game, 0)[0];
      if (game.hand?.turn === 0 && mine !== undefined) host.act(0, mine, now);
      else {
        now = Math.max(now, host.nextWork(now)!.at);
        host.step(now);
      }
    }
    // "Next hand" pressed the next day: that hand opens by Tuesday's rule.
    expect(host.ready(now + DAY_MS).ok).toBe(true);
    expect(host.room.game?.hand?.weekday).toBe(2);
  });

  it('moves only the seats people play here, and "Next hand" only while a result is shown', () => {
    const { host } = LocalHost.start(
      'LOCALSEAT',
      weekdayRules(),
      SEATS,
      MONDAY,
      SETTINGS,
      decideBotMove,
      clientSeed,
    );
    const botMove = legalActions(host.room.game!, 1)[0] ?? { type: 'pass' as const };
    expect(host.act(1, botMove, MONDAY)).toMatchObject({
      ok: false,
      error: { code: 'not-seated' },
    });
    expect(host.ready(MONDAY)).toMatchObject({ ok: false, error: { code: 'wrong-status' } });
  });

  it('a bot move waits while its decision is not in yet, then plays it', () => {
    let answer: ReturnType<typeof decideBotMove> | undefined;
    const seats: LocalSeat[] = [
      { name: 'Ann', bot: null, tokenHash: 'ann' },
      { name: 'Bot', bot: 'easy', tokenHash: '' },
    ];
    const { host } = LocalHost.start(
      'LOCALWAIT',
      weekdayRules(),
      seats,
      MONDAY,
      SETTINGS,
      (due) => {
        answer ??= decideBotMove(due);
        return undefined;
      },
      clientSeed,
    );
    let now = MONDAY;
    if (host.room.game?.hand?.turn === 0) host.act(0, legalActions(host.room.game, 0)[0]!, now);
    const work = host.nextWork(now)!;
    expect(work.kind).toBe('bot-turn');
    now = work.at;
    expect(host.step(now)).toEqual([]);
    expect(answer).toBeDefined();
    const waiting = new LocalHost(host.current, SETTINGS, () => answer, clientSeed);
    const moves = waiting.room.game!.hand!.moves.length;
    expect(waiting.step(now).length).toBeGreaterThan(0);
    expect(waiting.room.game!.hand!.moves.length).toBe(moves + 1);
  });
});
