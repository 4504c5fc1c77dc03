// verify --bots re-derives Muggins claims in records of a bot release: simulated strict and
// stealing records pass; a record where one bot claim went to another seat, or where a bot let a
// score it would have claimed lapse, fails naming that hand, move and seat — while `verify`
// alone accepts it (every move legal, every total right). Records of retired versions
// (boneyard/bot/v1, whose claims were never seeded) are refused plainly.
import {
  BOT_LEVELS,
  presetRules,
  type BotLevel,
  type MatchState,
  type MugginsMode,
} from '@boneyard/engine';
import type { BotAlgorithm } from '@boneyard/bots';
import { verifyBots, verifyRecord, type MatchRecord } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { simulateMatch, type Claimer } from '../src/simulate-match.ts';

function fives(muggins: MugginsMode) {
  const rules = presetRules('all-fives', { players: 4, pairs: true, muggins });
  if (!rules.ok) throw new Error(rules.message);
  return rules.value;
}

function simulate(
  muggins: MugginsMode,
  level: BotLevel,
  claimer?: Claimer,
  algorithm?: BotAlgorithm,
): MatchRecord {
  return simulateMatch({
    rules: fives(muggins),
    seed: 'claims',
    match: 1,
    level,
    ...(claimer ? { claimer } : {}),
    ...(algorithm ? { algorithm } : {}),
  });
}

function claims(record: MatchRecord): number {
  return record.hands.reduce(
    (n, hand) => n + hand.moves.filter((move) => 'claim' in move).length,
    0,
  );
}

/** Changes the published choice once, at the `nth` pending score with a choice to change. */
function changeOnce(
  nth: number,
  change: (state: MatchState, published: number | null) => number | null | undefined,
) {
  let seen = 0;
  let at: { hand: number; move: number; seat: number | null } | null = null;
  const claimer: Claimer = (state, published) => {
    if (at !== null) return published;
    const changed = change(state, published);
    if (changed === undefined || seen++ < nth) return published;
    at = { hand: state.hand!.number, move: state.hand!.moves.length, seat: changed ?? published };
    return changed;
  };
  return { claimer, where: () => at };
}

describe('verify --bots re-derives bot Muggins claims (v2)', () => {
  for (const muggins of ['strict', 'stealing'] as const) {
    for (const level of BOT_LEVELS) {
      it(`${muggins}, ${level}: every claim re-derives`, { timeout: 300_000 }, () => {
        const record = simulate(muggins, level);
        expect(claims(record)).toBeGreaterThan(0);
        expect(verifyBots(record)).toMatchObject({ ok: true });
      });
    }
  }

  it('a score the bots would claim, left to lapse, fails naming the hand, move and seat', () => {
    const { claimer, where } = changeOnce(2, (_state, published) =>
      published === null ? undefined : null,
    );
    const record = simulate('strict', 'normal', claimer);
    const at = where()!;
    expect(at).not.toBeNull();
    expect(verifyRecord(record)).toMatchObject({ ok: true });
    expect(verifyBots(record)).toMatchObject({
      ok: false,
      check: 'bot-claim',
      hand: at.hand,
      move: at.move,
      seat: at.seat,
    });
  });

  it('a claim by a bot the function passed over fails naming the hand, move and seat', () => {
    // Stealing: when the scoring seat's bot claims, let the next seat steal instead.
    const { claimer, where } = changeOnce(1, (state, published) => {
      const pending = state.hand!.pending!;
      if (published !== pending.seat) return undefined;
      return (pending.seat + 1) % state.rules.players;
    });
    const record = simulate('stealing', 'hard', claimer);
    const at = where()!;
    expect(at).not.toBeNull();
    expect(verifyRecord(record)).toMatchObject({ ok: true });
    const outcome = verifyBots(record);
    expect(outcome).toMatchObject({
      ok: false,
      check: 'bot-claim',
      hand: at.hand,
      move: at.move,
      seat: at.seat,
    });
    if (!outcome.ok)
      expect(outcome.error).toContain(
        `hand ${at.hand}, move ${at.move}: seat ${at.seat} (hard bot)`,
      );
  });
});

describe('verify --bots on Muggins records of retired versions', () => {
  it(
    'a record whose bots name boneyard/bot/v1 (retired) is refused plainly, before any claim is asked',
    { timeout: 300_000 },
    () => {
      const record = simulate('strict', 'normal');
      expect(claims(record)).toBeGreaterThan(0);
      for (const seat of record.seats) seat.botAlgorithm = 'boneyard/bot/v1';
      const outcome = verifyBots(record);
      expect(outcome).toMatchObject({ ok: false, check: 'bot-algorithm', seat: 0 });
      expect(!outcome.ok && outcome.error).toMatch(/which is retired/);
    },
  );

  it('no note where claims are re-derived (every release)', { timeout: 300_000 }, () => {
    const released = verifyBots(simulate('strict', 'normal'));
    expect(released).toMatchObject({ ok: true });
    if (released.ok) expect(released.value).not.toHaveProperty('claimsNotRederived');
  });
});
