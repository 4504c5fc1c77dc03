// `verify --bots` re-derives every bot move: simulated records of every table and level pass; a
// record in which one bot decision was another legal move fails naming that hand, move and seat;
// a bot that peeks at a hidden tile is caught; records that cannot be re-derived say why.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOT_LEVELS, legalActions, type BotLevel } from '@boneyard/engine';
import { BOT_ALGORITHM, planHash, releaseOf } from '@boneyard/bots';
import {
  parseRules,
  recordToJson,
  verifyBots,
  verifyRecord,
  type MatchRecord,
} from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { cheatingBot } from '../../../packages/bots/src/honesty.test-helper.ts';
import { publishedBot, simulateMatch, type Decide } from '../src/simulate-match.ts';
import { runVerify } from '../src/verify.ts';
import { TABLES, copy, rulesFor, tableName } from './record-helpers.ts';

function simulate(
  table: (typeof TABLES)[number],
  level: BotLevel,
  decide?: Decide,
  seed = 'bots',
): MatchRecord {
  return simulateMatch({
    rules: rulesFor(table),
    seed,
    match: 1,
    level,
    ...(decide ? { decide } : {}),
  });
}

/**
 * The honesty sample of the fast tier: one table of each preset (its smallest), every level. Every
 * table at every level is the slow tier's (verify-bots-slow.ts).
 */
const SAMPLE = TABLES.filter(
  (table, i) => TABLES.findIndex((t) => t.preset === table.preset) === i,
);

describe('verify --bots on simulated records (a table of each preset)', () => {
  for (const table of SAMPLE) {
    for (const level of BOT_LEVELS) {
      it(`${tableName(table)}, ${level}: every bot move re-derives`, { timeout: 300_000 }, () => {
        const record = simulate(table, level);
        expect(
          record.seats.every(
            (seat) => seat.bot && seat.level === level && seat.botAlgorithm === BOT_ALGORITHM,
          ),
        ).toBe(true);
        const outcome = verifyBots(record);
        expect(outcome).toMatchObject({ ok: true });
        if (!outcome.ok) return;
        expect(outcome.value.botMoves).toBeGreaterThan(record.hands.length);
      });
    }
  }
});

describe('verify --bots catches moves the bot function did not make', () => {
  // Hand 2 (or the last), at the first decision with two or more legal plays: another legal play.
  const table = TABLES.find((t) => t.preset === 'kozel')!;
  const honest = simulate(table, 'normal');
  const targetHand = Math.min(2, honest.hands.length);
  let target: { move: number; seat: number } | null = null;
  const swapped: Decide = (state, seat, seed, level) => {
    const chosen = publishedBot(state, seat, seed, level);
    const hand = state.hand!;
    const legal = legalActions(state, seat);
    if (
      hand.number === targetHand &&
      legal.length > 1 &&
      (target === null || (target.move === hand.moves.length && target.seat === seat))
    ) {
      target = { move: hand.moves.length, seat };
      return legal.find((action) => JSON.stringify(action) !== JSON.stringify(chosen))!;
    }
    return chosen;
  };
  const changed = simulate(table, 'normal', swapped);

  it('names the hand, move and seat of a bot move replaced by another legal move', () => {
    expect(target).not.toBeNull();
    expect(verifyRecord(changed)).toMatchObject({ ok: true }); // every move is legal: only --bots can tell
    const outcome = verifyBots(changed);
    expect(outcome).toMatchObject({
      ok: false,
      check: 'bot-move',
      hand: targetHand,
      move: target!.move,
      seat: target!.seat,
    });
    if (!outcome.ok)
      expect(outcome.error).toContain(
        `hand ${targetHand}, move ${target!.move}: seat ${target!.seat} (normal bot)`,
      );
  });

  for (const level of BOT_LEVELS) {
    it(
      `a ${level} bot that peeks at the next seat's tiles produces records that fail`,
      { timeout: 300_000 },
      () => {
        let failed = 0;
        for (const seed of ['peek-1', 'peek-2', 'peek-3']) {
          const cheat = cheatingBot(level);
          const record = simulate(
            table,
            level,
            (state, seat, botSeed) => cheat(state, seat, botSeed),
            seed,
          );
          expect(verifyRecord(record)).toMatchObject({ ok: true });
          const outcome = verifyBots(record);
          if (!outcome.ok) {
            expect(outcome.check).toBe('bot-move');
            failed++;
          }
        }
        expect(failed).toBe(3);
      },
    );
  }

  it('a stand-in span covers only the moves it names', () => {
    const record = copy(honest);
    // Seat 1 was a person except for the span; its other moves are not checked against the bot.
    const seat1 = record.hands[0]!.moves.findIndex((move) => move.seat === 1);
    record.seats[1] = {
      name: 'Ann',
      bot: false,
      level: 'normal',
      botAlgorithm: BOT_ALGORITHM,
      standIn: [{ from: { hand: 1, move: seat1 }, to: { hand: 1, move: seat1 } }],
    };
    const outcome = verifyBots(record);
    expect(outcome).toMatchObject({ ok: true });
    if (!outcome.ok) return;
    const full = verifyBots(honest);
    expect(full.ok && outcome.value.botMoves).toBe(
      full.ok ? full.value.botMoves - countSeatDecisions(honest, 1) + 1 : -1,
    );
  });

  it('refuses records that name an unknown bot algorithm or no level, naming the seat', () => {
    const unknown = copy(honest);
    unknown.seats[2]!.botAlgorithm = 'boneyard/bot/v99';
    expect(verifyBots(unknown)).toMatchObject({ ok: false, check: 'bot-algorithm', seat: 2 });
    const noLevel = copy(honest);
    delete noLevel.seats[0]!.level;
    expect(verifyBots(noLevel)).toMatchObject({ ok: false, check: 'bot-level', seat: 0 });
  });

  it('says plainly when a record names a retired bot version, an unknown one, or none', () => {
    const cases: [string | undefined, RegExp][] = [
      ['boneyard/bot/v7', /seat 1 names bot version "boneyard\/bot\/v7", which is retired/],
      ['boneyard/bot/v1', /"boneyard\/bot\/v1", which is retired/],
      ['bots-2099.01', /"bots-2099\.01", which is unknown/],
      [undefined, /seat 1 names no bot version .*boneyard\/bot\/v1, which is retired/],
    ];
    for (const [name, message] of cases) {
      const record = copy(honest);
      if (name === undefined) delete record.seats[1]!.botAlgorithm;
      else record.seats[1]!.botAlgorithm = name;
      const outcome = verifyBots(record);
      expect(outcome, String(name)).toMatchObject({ ok: false, check: 'bot-algorithm', seat: 1 });
      expect(!outcome.ok && outcome.error, String(name)).toMatch(message);
    }
  });

  it(
    "a record naming boneyard/bot/v18 re-derives as bots-2026.12 (the same decisions); a plan hash must be the release's",
    { timeout: 300_000 },
    () => {
      const draw = rulesFor({ preset: 'draw', players: 2, pairs: false });
      const first = 'bots-2026.12' as const;
      const record = simulateMatch({
        rules: draw,
        seed: 'v18-record',
        match: 1,
        level: 'expert',
        algorithm: first,
      });
      expect(record.seats.every((seat) => seat.botAlgorithm === first)).toBe(true);
      const asV18 = copy(record);
      for (const seat of asV18.seats) {
        seat.botAlgorithm = 'boneyard/bot/v18';
        delete seat.botPlan;
      }
      expect(verifyBots(asV18)).toMatchObject({ ok: true });
      const hashed = copy(record);
      for (const seat of hashed.seats) seat.botPlan = planHash(releaseOf(first)!.plan);
      expect(verifyBots(hashed)).toMatchObject({ ok: true });
      // Another release's plan hash (the newest's) on a seat that names bots-2026.12: refused.
      hashed.seats[0]!.botPlan = planHash(releaseOf(BOT_ALGORITHM)!.plan);
      expect(verifyBots(hashed)).toMatchObject({ ok: false, check: 'bot-algorithm', seat: 0 });
    },
  );

  it('records with "two doubles in a turn" re-derive, skips included', { timeout: 300_000 }, () => {
    const base = rulesFor({ preset: 'block', players: 2, pairs: false });
    const parsed = parseRules({ ...base, agreements: { ...base.agreements, twoDoubles: true } });
    if (!parsed.ok) throw new Error(parsed.message);
    let skips = 0;
    // A second double is offered now and then; enough matches that some bot declines one.
    for (let match = 1; match <= 12; match++) {
      const level = match % 2 === 0 ? 'hard' : 'normal';
      const record = simulateMatch({ rules: parsed.value, seed: 'two-doubles', match, level });
      skips += record.hands.reduce(
        (n, hand) => n + hand.moves.filter((move) => 'skip' in move).length,
        0,
      );
      expect(verifyBots(record)).toMatchObject({ ok: true });
    }
    expect(skips).toBeGreaterThan(0);
  });

  it('`verify --bots FILE` exits 0 on an honest record and 1 naming hand, move and seat otherwise', () => {
    const dir = mkdtempSync(join(tmpdir(), 'verify-bots-'));
    writeFileSync(join(dir, 'honest.json'), recordToJson(honest));
    writeFileSync(join(dir, 'changed.json'), recordToJson(changed));
    const good = runVerify(['--bots', join(dir, 'honest.json')]);
    expect(good.code).toBe(0);
    expect(JSON.parse(good.stdout)).toMatchObject({ ok: true, botMoves: expect.any(Number) });
    // Without --bots the changed record is fine (every move legal); with it, it is not.
    expect(runVerify([join(dir, 'changed.json')]).code).toBe(0);
    const bad = runVerify(['--bots', join(dir, 'changed.json')]);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout)).toMatchObject({
      ok: false,
      check: 'bot-move',
      hand: targetHand,
      move: target!.move,
      seat: target!.seat,
    });
    expect(bad.stderr).toContain(
      `bot-move: hand ${targetHand}, move ${target!.move}: seat ${target!.seat}`,
    );
  });
});

/** How many moves seat `seat` made that were real decisions is not in the record; count its bot moves by verifying with only that seat a bot. */
function countSeatDecisions(record: MatchRecord, seat: number): number {
  const only = copy(record);
  only.seats.forEach((info, index) => {
    if (index !== seat) only.seats[index] = { name: info.name, bot: false };
  });
  const outcome = verifyBots(only);
  return outcome.ok ? outcome.value.botMoves : -1;
}
