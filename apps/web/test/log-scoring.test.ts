// The hand log for the scoring games (Telephone, All Fives): each scoring play ("+15"), Muggins
// claims, steals and scores that lapse unclaimed, in English and Russian — as the events arrive,
// and rebuilt from the public moves for someone who arrives mid-hand (both must say the same).
import {
  ALL_TILES,
  apply,
  createMatch,
  deal,
  expireClaim,
  legalActions,
  presetRules,
  viewFor,
  type Action,
  type GameEvent,
  type MatchState,
} from '@boneyard/engine';
import { describe, expect, test } from 'vitest';
import { logEntry, logFromMoves, type LogEntry } from '../src/lib/game/log.ts';
import { en, type MessageKey } from '../src/lib/i18n/en.ts';
import { ontoArmIn } from '../src/lib/i18n/boards.ts';
import { format } from '../src/lib/i18n/format.ts';
import { ru } from '../src/lib/i18n/ru.ts';
import { logText } from '../src/lib/table/log-text.ts';

const NAMES = ['Anna', 'Boris'];
const inEnglish = (key: MessageKey, params: Record<string, string | number> = {}) =>
  format(en[key], params);
const inRussian = (key: MessageKey, params: Record<string, string | number> = {}) =>
  format(ru[key], params);
const line = (event: GameEvent) => {
  const entry = logEntry(event, null);
  if (!entry) throw new Error(`no log line for ${event.type}`);
  return entry;
};

describe('scoring lines in both languages', () => {
  test.each([
    [
      { type: 'scored', seat: 0, side: 0, points: 15, pending: false, deadline: null },
      'Anna scores +15',
      'Anna набирает +15',
    ],
    [
      { type: 'scored', seat: 1, side: 1, points: 10, pending: true, deadline: 4000 },
      'Boris made 10 — to be claimed in time',
      'Boris: 10 — надо записать вовремя',
    ],
    [
      { type: 'claimed', seat: 1, side: 1, points: 10, stolen: false },
      'Boris claimed +10',
      'Boris записывает +10',
    ],
    [
      { type: 'claimed', seat: 0, side: 0, points: 20, stolen: true },
      'Anna stole +20',
      'Anna перехватывает +20',
    ],
    [
      { type: 'lapsed', seat: 1, points: 5 },
      'Boris: 5 not claimed in time — lost',
      'Boris: 5 не записаны вовремя — сгорели',
    ],
  ] as [GameEvent, string, string][])('%j', (event, english, russian) => {
    const entry = line(event);
    expect(logText(inEnglish, entry, NAMES, 'en')).toBe(english);
    expect(logText(inRussian, entry, NAMES, 'ru')).toBe(russian);
  });
});

/** A stealing All Fives hand for two: the first pending score is stolen, the second lapses, the rest are claimed by their owners. */
function stealingHand(shuffleSeed: number): { state: MatchState; live: LogEntry[] } {
  const rules = presetRules('all-fives', {
    players: 2,
    muggins: 'stealing',
    mugginsWindowMs: 3000,
  });
  if (!rules.ok) throw new Error(rules.message);
  // A fixed deck: a seeded shuffle of the 28 tiles (no Math.random, the same hand every run).
  const deck = [...ALL_TILES];
  let seed = shuffleSeed;
  for (let i = deck.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  const dealt = deal(createMatch(rules.value), deck);
  if (!dealt.ok) throw new Error(dealt.message);
  let state = dealt.value.state;
  const live: LogEntry[] = [];
  const take = (events: readonly GameEvent[]) => {
    for (const event of events) {
      const entry = logEntry(event, null);
      if (entry) live.push(entry);
    }
  };
  take(dealt.value.events);
  let now = 1000;
  let pendingSeen = 0;
  let lastDeadline = -1;
  while (state.phase === 'playing' && state.hand) {
    now += 100;
    const hand = state.hand;
    const pending = hand.pending ?? null;
    let seat = hand.turn;
    let action: Action | undefined;
    if (pending) {
      if (pending.deadline !== lastDeadline)
        [pendingSeen, lastDeadline] = [pendingSeen + 1, pending.deadline];
      if (pendingSeen === 1) [seat, action] = [1 - pending.seat, { type: 'claim', at: now }];
      else if (pendingSeen !== 2) [seat, action] = [pending.seat, { type: 'claim', at: now }];
    }
    if (!action) {
      const choice = legalActions(state, seat).find((a) => a.type !== 'claim');
      if (!choice) {
        // The last tile is down and its score waits: the window runs out.
        const expired = expireClaim(state, (pending?.deadline ?? now) + 1);
        if (!expired.ok) throw new Error(expired.message);
        take(expired.value.events);
        state = expired.value.state;
        continue;
      }
      action = choice.type === 'play' ? { ...choice, at: now } : choice;
    }
    const step = apply(state, seat, action);
    if (!step.ok) throw new Error(`${step.error}: ${step.message}`);
    take(step.value.events);
    state = step.value.state;
  }
  return { state, live };
}

const SCORING: readonly MessageKey[] = [
  'log.scored',
  'log.scoredPending',
  'log.claimed',
  'log.stole',
  'log.lapsed',
];
const scoringLines = (log: readonly LogEntry[]) =>
  log
    .filter((e) => SCORING.includes(e.key) || e.key === 'log.played' || e.key === 'log.playedOnto')
    .map((e) => [e.key, e.seat, e.params]);

describe('a stealing Muggins hand in the log', () => {
  // The first shuffle whose hand has at least three scores to claim (found at once: most do).
  const hands = Array.from({ length: 40 }, (_, i) => stealingHand(1000 + i));
  const { state, live } =
    hands.find((h) => h.live.filter((e) => e.key === 'log.scoredPending').length >= 3) ?? hands[0]!;
  const keys = live.map((e) => e.key);

  test('the hand has a steal, a lapse and an own claim, each a line', () => {
    expect(keys).toContain('log.scoredPending');
    expect(keys).toContain('log.stole');
    expect(keys).toContain('log.lapsed');
    expect(keys).toContain('log.claimed');
    // Every pending score is settled exactly once: claimed, stolen or lapsed.
    const settled = keys.filter(
      (k) => k === 'log.claimed' || k === 'log.stole' || k === 'log.lapsed',
    );
    expect(settled).toHaveLength(keys.filter((k) => k === 'log.scoredPending').length);
  });

  test('the points in the log add up to the points of the hand', () => {
    const won = [0, 0];
    for (const e of live)
      if (e.key === 'log.scored' || e.key === 'log.claimed' || e.key === 'log.stole')
        won[e.seat ?? -1]! += Number(e.params.points);
    expect(won).toEqual(state.hand?.playPoints);
  });

  test('rebuilt from the public moves, the log says the same', () => {
    const view = viewFor(state, null).hand;
    if (!view) throw new Error('no hand');
    const rebuilt = logFromMoves(view, null, state.sides);
    expect(scoringLines(rebuilt)).toEqual(scoringLines(live));
  });
});

test('a tile on an arm other than left and right reads as a place, in both languages', () => {
  // Russian said «Маша: 6-6 на сверху конец»: the arm's name does not fit the left/right sentence.
  expect(
    format(en['log.playedOnto'], { name: 'Anna', tile: '6-6', onto: ontoArmIn('en', 'up', []) }),
  ).toBe('Anna played 6-6 on the up arm');
  expect(
    format(ru['log.playedOnto'], { name: 'Маша', tile: '6-6', onto: ontoArmIn('ru', 'up', []) }),
  ).toBe('Маша: 6-6 вверх');
  expect(ontoArmIn('ru', 'down', [])).toBe('вниз');
  expect(ontoArmIn('ru', 'table', [])).toBe('в общий поезд');
  expect(ontoArmIn('ru', 'train-1', ['Маша', 'Боря'])).toBe('в поезд: Боря');
  expect(ontoArmIn('en', 'train-0', ['Anna'])).toBe("on Anna's train");
});
