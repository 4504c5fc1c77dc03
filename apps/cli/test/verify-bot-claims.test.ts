// verify --bots re-derives Muggins claims in boneyard/bot/v2 records: simulated strict and
// stealing records pass; a record where one bot claim went to another seat, or where a bot let a
// score it would have claimed lapse, fails naming that hand, move and seat — while `verify`
// alone accepts it (every move legal, every total right). boneyard/bot/v1 records' claims cannot
// be re-derived: verify --bots says so in each such record's summary line instead of passing
// them silently.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOT_LEVELS, presetRules, type BotLevel, type MatchState, type MugginsMode } from '@boneyard/engine';
import { BOT_ALGORITHM_V1, type BotAlgorithm } from '@boneyard/bots';
import { recordToJson, verifyBots, verifyRecord, type MatchRecord } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { simulateMatch, type Claimer } from '../src/simulate-match.ts';
import { runVerify } from '../src/verify.ts';

function fives(muggins: MugginsMode) {
  const rules = presetRules('all-fives', { players: 4, pairs: true, muggins });
  if (!rules.ok) throw new Error(rules.message);
  return rules.value;
}

function simulate(muggins: MugginsMode, level: BotLevel, claimer?: Claimer, algorithm?: BotAlgorithm): MatchRecord {
  return simulateMatch({ rules: fives(muggins), seed: 'claims', match: 1, level, ...(claimer ? { claimer } : {}), ...(algorithm ? { algorithm } : {}) });
}

function claims(record: MatchRecord): number {
  return record.hands.reduce((n, hand) => n + hand.moves.filter((move) => 'claim' in move).length, 0);
}

/** Changes the published choice once, at the `nth` pending score with a choice to change. */
function changeOnce(nth: number, change: (state: MatchState, published: number | null) => number | null | undefined) {
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
    const { claimer, where } = changeOnce(2, (_state, published) => (published === null ? undefined : null));
    const record = simulate('strict', 'normal', claimer);
    const at = where()!;
    expect(at).not.toBeNull();
    expect(verifyRecord(record)).toMatchObject({ ok: true });
    expect(verifyBots(record)).toMatchObject({ ok: false, check: 'bot-claim', hand: at.hand, move: at.move, seat: at.seat });
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
    expect(outcome).toMatchObject({ ok: false, check: 'bot-claim', hand: at.hand, move: at.move, seat: at.seat });
    if (!outcome.ok) expect(outcome.error).toContain(`hand ${at.hand}, move ${at.move}: seat ${at.seat} (hard bot)`);
  });
});

describe('verify --bots says that boneyard/bot/v1 records\' claims are not re-derived', () => {
  const because = `claims of ${BOT_ALGORITHM_V1} records are not re-derivable because`;

  it('a strict v1 record: every move re-derives, and its summary line says the claims cannot be', { timeout: 300_000 }, () => {
    const record = simulate('strict', 'normal', undefined, BOT_ALGORITHM_V1);
    expect(claims(record)).toBeGreaterThan(0);
    const dir = mkdtempSync(join(tmpdir(), 'boneyard-v1-claims-'));
    const file = join(dir, 'v1.json');
    writeFileSync(file, recordToJson(record));
    const outcome = runVerify(['--bots', file]);
    expect(outcome.code).toBe(0);
    const line = JSON.parse(outcome.stdout) as { ok: boolean; botMoves: number; claimsNotRederived?: string };
    expect(line.ok).toBe(true);
    expect(line.botMoves).toBeGreaterThan(0);
    expect(line.claimsNotRederived).toContain(because);
    expect(line.claimsNotRederived).toContain('Math.random');
  });

  it('why the note is needed: a v1 record whose claim went to another bot still verifies', { timeout: 300_000 }, () => {
    const { claimer, where } = changeOnce(1, (state, published) => {
      const pending = state.hand!.pending!;
      if (published !== pending.seat) return undefined;
      return (pending.seat + 1) % state.rules.players;
    });
    const record = simulate('stealing', 'hard', claimer, BOT_ALGORITHM_V1);
    expect(where()).not.toBeNull();
    const outcome = verifyBots(record);
    expect(outcome).toMatchObject({ ok: true });
    if (outcome.ok) expect(outcome.summary.claimsNotRederived).toContain(because);
  });

  it('no note where claims are re-derived (v2) or where there are no claims (lenient v1)', { timeout: 300_000 }, () => {
    const v2 = verifyBots(simulate('strict', 'normal'));
    expect(v2).toMatchObject({ ok: true });
    if (v2.ok) expect(v2.summary).not.toHaveProperty('claimsNotRederived');
    const lenient = verifyBots(simulate('lenient', 'normal', undefined, BOT_ALGORITHM_V1));
    expect(lenient).toMatchObject({ ok: true });
    if (lenient.ok) expect(lenient.summary).not.toHaveProperty('claimsNotRederived');
  });
});
