// The driver's records name, for every bot seat, the release and the hash of its plan (botPlan):
// `verify --bots` accepts the record as written and names the seat whose plan hash was altered.
import { legalActions, presetRules } from '@boneyard/engine';
import { BOT_ALGORITHM, planHash, releaseOf } from '@boneyard/bots';
import { verifyBots, type MatchRecord } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { decideBotMove, LocalHost, type LocalSeat, type TableSettings } from '../src/index.ts';

const SETTINGS: TableSettings = {
  botDelayMs: 600,
  graceMs: 60_000,
  seedTimeoutMs: 10_000,
  handPauseMs: 1_000,
};
const START = Date.UTC(2026, 0, 5, 12);
const SEATS: LocalSeat[] = [
  { name: 'Ann', bot: null, tokenHash: 'ann' },
  { name: 'Bot', bot: 'normal', tokenHash: '' },
  { name: 'Bot', bot: 'easy', tokenHash: '' },
];

/** One match to its end: the person plays its first legal action, bots and deals at their times. */
function playedRecord(): MatchRecord {
  const rules = presetRules('block', { players: 3, target: 50 });
  if (!rules.ok) throw new Error(rules.message);
  const { host } = LocalHost.start('RECORDS', rules.value, SEATS, START, SETTINGS, decideBotMove);
  let now = START;
  for (let steps = 0; host.room.status === 'playing'; steps++) {
    if (steps > 100_000) throw new Error('the match did not end');
    const game = host.room.game!;
    const mine = game.phase === 'playing' ? legalActions(game, 0)[0] : undefined;
    if (mine !== undefined) {
      expect(host.act(0, mine, now).ok).toBe(true);
      continue;
    }
    const work = host.nextWork(now);
    if (work === null) throw new Error('the table waits for nobody');
    now = Math.max(now, work.at);
    host.step(now);
  }
  return host.record()!;
}

describe('records written by the driver', () => {
  const record = playedRecord();
  const plan = planHash(releaseOf(BOT_ALGORITHM)!.plan);

  it('name the release and its plan hash on every bot seat, and neither on a person’s', () => {
    expect(plan).toMatch(/^[0-9a-f]{64}$/);
    expect(record.seats).toEqual([
      { name: 'Ann', bot: false },
      {
        name: 'Bot (normal)',
        bot: true,
        level: 'normal',
        botAlgorithm: BOT_ALGORITHM,
        botPlan: plan,
      },
      { name: 'Bot (easy)', bot: true, level: 'easy', botAlgorithm: BOT_ALGORITHM, botPlan: plan },
    ]);
    expect(verifyBots(record)).toMatchObject({ ok: true });
  });

  it.each([
    [1, '0'.repeat(64)],
    [2, plan.replace(/^./, (c) => (c === 'f' ? 'e' : 'f'))],
  ])('verify --bots fails naming seat %i when its botPlan is altered', (seat, altered) => {
    const changed: MatchRecord = {
      ...record,
      seats: record.seats.map((s, i) => (i === seat ? { ...s, botPlan: altered } : s)),
    };
    const outcome = verifyBots(changed);
    expect(outcome).toMatchObject({ ok: false, check: 'bot-algorithm', seat });
    expect(!outcome.ok && outcome.error).toBe(
      `bot-algorithm: seat ${seat} names bot plan ${altered}, but ${BOT_ALGORITHM}'s plan hashes to ${plan}`,
    );
  });
});
