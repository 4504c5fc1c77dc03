// `verify --bots` re-derives every bot move: simulated records of every table and level pass; a
// record in which one bot decision was another legal move fails naming that hand, move and seat;
// a bot that peeks at a hidden tile is caught; records that cannot be re-derived say why.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOT_LEVELS, legalActions, parseRules, type BotLevel } from '@boneyard/engine';
import { BOT_ALGORITHM, BOT_ALGORITHM_V1, BOT_ALGORITHM_V2, BOT_ALGORITHM_V3, BOT_ALGORITHM_V4, BOT_ALGORITHM_V5, BOT_ALGORITHM_V6, BOT_ALGORITHM_V7, BOT_ALGORITHM_V8, BOT_ALGORITHM_V9, BOT_ALGORITHM_V10, BOT_ALGORITHM_V11, BOT_ALGORITHM_V12, BOT_ALGORITHM_V13, BOT_ALGORITHM_V14, BOT_ALGORITHM_V15, BOT_ALGORITHM_V16, BOT_ALGORITHM_V17, BOT_ALGORITHM_V18 } from '@boneyard/bots';
import { recordToJson, verifyBots, verifyRecord, type MatchRecord } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { cheatingBot } from '../../../packages/bots/src/bot/honesty.test-helper.ts';
import { publishedBot, simulateMatch, type Decide } from '../src/simulate-match.ts';
import { runVerify } from '../src/verify.ts';
import { TABLES, copy, rulesFor, tableName } from './record-helpers.ts';

function simulate(table: (typeof TABLES)[number], level: BotLevel, decide?: Decide, seed = 'bots'): MatchRecord {
  return simulateMatch({ rules: rulesFor(table), seed, match: 1, level, ...(decide ? { decide } : {}) });
}

describe('verify --bots on simulated records', () => {
  for (const table of TABLES) {
    for (const level of BOT_LEVELS) {
      it(`${tableName(table)}, ${level}: every bot move re-derives`, { timeout: 300_000 }, () => {
        const record = simulate(table, level);
        expect(record.seats.every((seat) => seat.bot && seat.level === level && seat.botAlgorithm === BOT_ALGORITHM)).toBe(true);
        const outcome = verifyBots(record);
        expect(outcome).toMatchObject({ ok: true });
        if (!outcome.ok) return;
        expect(outcome.summary.botMoves).toBeGreaterThan(record.hands.length);
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
    if (hand.number === targetHand && legal.length > 1 && (target === null || (target.move === hand.moves.length && target.seat === seat))) {
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
    expect(outcome).toMatchObject({ ok: false, check: 'bot-move', hand: targetHand, move: target!.move, seat: target!.seat });
    if (!outcome.ok) expect(outcome.error).toContain(`hand ${targetHand}, move ${target!.move}: seat ${target!.seat} (normal bot)`);
  });

  for (const level of BOT_LEVELS) {
    it(`a ${level} bot that peeks at the next seat's tiles produces records that fail`, { timeout: 300_000 }, () => {
      let failed = 0;
      for (const seed of ['peek-1', 'peek-2', 'peek-3']) {
        const cheat = cheatingBot(level);
        const record = simulate(table, level, (state, seat, botSeed) => cheat(state, seat, botSeed), seed);
        expect(verifyRecord(record)).toMatchObject({ ok: true });
        const outcome = verifyBots(record);
        if (!outcome.ok) {
          expect(outcome.check).toBe('bot-move');
          failed++;
        }
      }
      expect(failed).toBe(3);
    });
  }

  it('a stand-in span covers only the moves it names', () => {
    const record = copy(honest);
    // Seat 1 was a person except for the span; its other moves are not checked against the bot.
    const seat1 = record.hands[0]!.moves.findIndex((move) => move.seat === 1);
    record.seats[1] = { name: 'Ann', bot: false, level: 'normal', botAlgorithm: BOT_ALGORITHM, standIn: [{ from: { hand: 1, move: seat1 }, to: { hand: 1, move: seat1 } }] };
    const outcome = verifyBots(record);
    expect(outcome).toMatchObject({ ok: true });
    if (!outcome.ok) return;
    const full = verifyBots(honest);
    expect(full.ok && outcome.summary.botMoves).toBe(full.ok ? full.summary.botMoves - countSeatDecisions(honest, 1) + 1 : -1);
  });

  it('refuses records that name an unknown bot algorithm or no level, naming the seat', () => {
    const unknown = copy(honest);
    unknown.seats[2]!.botAlgorithm = 'boneyard/bot/v99';
    expect(verifyBots(unknown)).toMatchObject({ ok: false, check: 'bot-algorithm', seat: 2 });
    const noLevel = copy(honest);
    delete noLevel.seats[0]!.level;
    expect(verifyBots(noLevel)).toMatchObject({ ok: false, check: 'bot-level', seat: 0 });
  });

  it('re-derives v1 records with the frozen v1 bots; a record naming no algorithm is taken as v1', { timeout: 300_000 }, () => {
    for (const level of BOT_LEVELS) {
      const v1 = simulateMatch({ rules: rulesFor(table), seed: 'v1-record', match: 1, level, algorithm: BOT_ALGORITHM_V1 });
      expect(v1.seats.every((seat) => seat.botAlgorithm === BOT_ALGORITHM_V1)).toBe(true);
      expect(verifyBots(v1)).toMatchObject({ ok: true });
      const old = copy(v1);
      for (const seat of old.seats) delete seat.botAlgorithm;
      expect(verifyBots(old)).toMatchObject({ ok: true });
    }
    // A v2 record relabelled v1 (or unlabelled) is replayed with v1's bots, and they chose otherwise.
    const relabelled = copy(simulate(table, 'hard'));
    for (const seat of relabelled.seats) delete seat.botAlgorithm;
    expect(verifyBots(relabelled)).toMatchObject({ ok: false, check: 'bot-move' });
  });

  it('re-derives v2 to v7 records with the frozen bots (new games play v18); a record relabelled with the version before fails', { timeout: 300_000 }, () => {
    expect(BOT_ALGORITHM).toBe(BOT_ALGORITHM_V18);
    for (const level of BOT_LEVELS) {
      const v2 = simulateMatch({ rules: rulesFor(table), seed: 'v2-record', match: 1, level, algorithm: BOT_ALGORITHM_V2 });
      expect(v2.seats.every((seat) => seat.botAlgorithm === BOT_ALGORITHM_V2)).toBe(true);
      expect(verifyBots(v2)).toMatchObject({ ok: true });
    }
    const v3 = simulateMatch({ rules: rulesFor(table), seed: 'v3-record', match: 1, level: 'expert', algorithm: BOT_ALGORITHM_V3 });
    expect(v3.seats.every((seat) => seat.botAlgorithm === BOT_ALGORITHM_V3)).toBe(true);
    expect(verifyBots(v3)).toMatchObject({ ok: true });
    const relabelled = copy(v3);
    for (const seat of relabelled.seats) seat.botAlgorithm = BOT_ALGORITHM_V2;
    expect(verifyBots(relabelled)).toMatchObject({ ok: false, check: 'bot-move' });
    // v4 changed expert only: a v4 expert record names v4, re-derives, and v3's expert chose otherwise.
    const v4 = simulateMatch({ rules: rulesFor(table), seed: 'v4-record', match: 1, level: 'expert', algorithm: BOT_ALGORITHM_V4 });
    expect(v4.seats.every((seat) => seat.botAlgorithm === BOT_ALGORITHM_V4)).toBe(true);
    expect(verifyBots(v4)).toMatchObject({ ok: true });
    const asV3 = copy(v4);
    for (const seat of asV3.seats) seat.botAlgorithm = BOT_ALGORITHM_V3;
    expect(verifyBots(asV3)).toMatchObject({ ok: false, check: 'bot-move' });
    // v5 changed expert only: a v5 expert record names v5, re-derives, and v4's expert chose otherwise.
    const v5 = simulateMatch({ rules: rulesFor(table), seed: 'v5-record', match: 1, level: 'expert', algorithm: BOT_ALGORITHM_V5 });
    expect(v5.seats.every((seat) => seat.botAlgorithm === BOT_ALGORITHM_V5)).toBe(true);
    expect(verifyBots(v5)).toMatchObject({ ok: true });
    const asV4 = copy(v5);
    for (const seat of asV4.seats) seat.botAlgorithm = BOT_ALGORITHM_V4;
    expect(verifyBots(asV4)).toMatchObject({ ok: false, check: 'bot-move' });
    // v6 changed expert in pair games only: a v6 expert record names v6, re-derives, and v5's expert chose otherwise.
    const v6 = simulateMatch({ rules: rulesFor(table), seed: 'v6-record', match: 1, level: 'expert', algorithm: BOT_ALGORITHM_V6 });
    expect(v6.seats.every((seat) => seat.botAlgorithm === BOT_ALGORITHM_V6)).toBe(true);
    expect(verifyBots(v6)).toMatchObject({ ok: true });
    const asV5 = copy(v6);
    for (const seat of asV5.seats) seat.botAlgorithm = BOT_ALGORITHM_V5;
    expect(verifyBots(asV5)).toMatchObject({ ok: false, check: 'bot-move' });
    // v7 changed expert in pair games only: a v7 expert record names v7, re-derives, and v6's expert chose otherwise.
    const v7 = simulateMatch({ rules: rulesFor(table), seed: 'v7-record', match: 1, level: 'expert', algorithm: BOT_ALGORITHM_V7 });
    expect(v7.seats.every((seat) => seat.botAlgorithm === BOT_ALGORITHM_V7)).toBe(true);
    expect(verifyBots(v7)).toMatchObject({ ok: true });
    const asV6 = copy(v7);
    for (const seat of asV6.seats) seat.botAlgorithm = BOT_ALGORITHM_V6;
    expect(verifyBots(asV6)).toMatchObject({ ok: false, check: 'bot-move' });
  });

  it('re-derives the expert records of v8 to v18 (2-player Draw; 4-player Block for v10, where it changed expert); each relabelled with the version before fails', { timeout: 900_000 }, () => {
    // v8 changed expert in games where a stranded seat draws only: a 2-player Draw expert record
    // names v8, re-derives, and v7's expert chose otherwise.
    const draw = TABLES.find((t) => t.preset === 'draw' && t.players === 2)!;
    const v8 = simulateMatch({ rules: rulesFor(draw), seed: 'v8-record', match: 1, level: 'expert', algorithm: BOT_ALGORITHM_V8 });
    expect(v8.seats.every((seat) => seat.botAlgorithm === BOT_ALGORITHM_V8)).toBe(true);
    expect(verifyBots(v8)).toMatchObject({ ok: true });
    const asV7 = copy(v8);
    for (const seat of asV7.seats) seat.botAlgorithm = BOT_ALGORITHM_V7;
    expect(verifyBots(asV7)).toMatchObject({ ok: false, check: 'bot-move' });
    // v9 changed expert in 2-player games that draw only: a 2-player Draw expert record names v9,
    // re-derives, and v8's expert chose otherwise.
    const v9 = simulateMatch({ rules: rulesFor(draw), seed: 'v9-record', match: 1, level: 'expert', algorithm: BOT_ALGORITHM_V9 });
    expect(v9.seats.every((seat) => seat.botAlgorithm === BOT_ALGORITHM_V9)).toBe(true);
    expect(verifyBots(v9)).toMatchObject({ ok: true });
    const asV8 = copy(v9);
    for (const seat of asV8.seats) seat.botAlgorithm = BOT_ALGORITHM_V8;
    expect(verifyBots(asV8)).toMatchObject({ ok: false, check: 'bot-move' });
    // v10 changed expert in free-for-all games where nobody draws only: a 4-player Block expert
    // record names v10, re-derives, and v9's expert chose otherwise (experts read each other as
    // plain shedders often enough).
    const block = TABLES.find((t) => t.preset === 'block' && t.players === 4)!;
    const v10 = simulateMatch({ rules: rulesFor(block), seed: 'v10-record', match: 1, level: 'expert', algorithm: BOT_ALGORITHM_V10 });
    expect(v10.seats.every((seat) => seat.botAlgorithm === BOT_ALGORITHM_V10)).toBe(true);
    expect(verifyBots(v10)).toMatchObject({ ok: true });
    const asV9 = copy(v10);
    for (const seat of asV9.seats) seat.botAlgorithm = BOT_ALGORITHM_V9;
    expect(verifyBots(asV9)).toMatchObject({ ok: false, check: 'bot-move' });
    // v11 changed expert in 2-player games that draw only: a 2-player Draw expert record names
    // v11, re-derives, and v10's expert chose otherwise (in match 2 of the seed; the first is
    // three hands in which every decision came out the same).
    const v11 = simulateMatch({ rules: rulesFor(draw), seed: 'v11-record', match: 2, level: 'expert', algorithm: BOT_ALGORITHM_V11 });
    expect(v11.seats.every((seat) => seat.botAlgorithm === BOT_ALGORITHM_V11)).toBe(true);
    expect(verifyBots(v11)).toMatchObject({ ok: true });
    const asV10 = copy(v11);
    for (const seat of asV10.seats) seat.botAlgorithm = BOT_ALGORITHM_V10;
    expect(verifyBots(asV10)).toMatchObject({ ok: false, check: 'bot-move' });
    // v12 changed expert in 2-player games that draw only: a 2-player Draw expert record names
    // v12, re-derives, and v11's expert chose otherwise.
    const v12 = simulateMatch({ rules: rulesFor(draw), seed: 'v12-record', match: 1, level: 'expert', algorithm: BOT_ALGORITHM_V12 });
    expect(v12.seats.every((seat) => seat.botAlgorithm === BOT_ALGORITHM_V12)).toBe(true);
    expect(verifyBots(v12)).toMatchObject({ ok: true });
    const asV11 = copy(v12);
    for (const seat of asV11.seats) seat.botAlgorithm = BOT_ALGORITHM_V11;
    expect(verifyBots(asV11)).toMatchObject({ ok: false, check: 'bot-move' });
    // v13 changed what expert reads in 2-player games that draw (the tiles a compulsory lead shows
    // nobody was dealt): a 2-player Draw expert record names v13, re-derives, and
    // v12's expert chose otherwise (in match 3 of the seed: the reading holds only in a hand with a
    // compulsory lead until the opponent draws, and in matches 1 and 2 it changed no decision).
    const v13 = simulateMatch({ rules: rulesFor(draw), seed: 'v13-record', match: 3, level: 'expert', algorithm: BOT_ALGORITHM_V13 });
    expect(v13.seats.every((seat) => seat.botAlgorithm === BOT_ALGORITHM_V13)).toBe(true);
    expect(verifyBots(v13)).toMatchObject({ ok: true });
    const asV12 = copy(v13);
    for (const seat of asV12.seats) seat.botAlgorithm = BOT_ALGORITHM_V12;
    expect(verifyBots(asV12)).toMatchObject({ ok: false, check: 'bot-move' });
    // v14 runs expert's exact values late only where the opponent's plays before its draws say
    // it sheds: a 2-player Draw expert record names v14, re-derives, and v13's expert chose otherwise.
    const v14 = simulateMatch({ rules: rulesFor(draw), seed: 'v14-record', match: 1, level: 'expert', algorithm: BOT_ALGORITHM_V14 });
    expect(v14.seats.every((seat) => seat.botAlgorithm === BOT_ALGORITHM_V14)).toBe(true);
    expect(verifyBots(v14)).toMatchObject({ ok: true });
    const asV13 = copy(v14);
    for (const seat of asV13.seats) seat.botAlgorithm = BOT_ALGORITHM_V13;
    expect(verifyBots(asV13)).toMatchObject({ ok: false, check: 'bot-move' });
    // v15 reads a player who thinks ahead by its choices (a fitted model of the positions its
    // moves leave): a 2-player Draw expert record names v15, re-derives, and v14's expert chose otherwise.
    const v15 = simulateMatch({ rules: rulesFor(draw), seed: 'v15-record', match: 1, level: 'expert', algorithm: BOT_ALGORITHM_V15 });
    expect(v15.seats.every((seat) => seat.botAlgorithm === BOT_ALGORITHM_V15)).toBe(true);
    expect(verifyBots(v15)).toMatchObject({ ok: true });
    const asV14 = copy(v15);
    for (const seat of asV14.seats) seat.botAlgorithm = BOT_ALGORITHM_V14;
    expect(verifyBots(asV14)).toMatchObject({ ok: false, check: 'bot-move' });
    // v16's tree searches against the model every play of the opponent favours, those before its
    // draws too: a 2-player Draw expert record names v16, re-derives, and v15's expert chose otherwise.
    const v16 = simulateMatch({ rules: rulesFor(draw), seed: 'v16-record', match: 1, level: 'expert', algorithm: BOT_ALGORITHM_V16 });
    expect(v16.seats.every((seat) => seat.botAlgorithm === BOT_ALGORITHM_V16)).toBe(true);
    expect(verifyBots(v16)).toMatchObject({ ok: true });
    const asV15 = copy(v16);
    for (const seat of asV15.seats) seat.botAlgorithm = BOT_ALGORITHM_V15;
    expect(verifyBots(asV15)).toMatchObject({ ok: false, check: 'bot-move' });
    // v17 reads every play of the opponent's on its hand walked back to the deal: a 2-player Draw
    // expert record names v17, re-derives, and v16's expert chose otherwise.
    const v17 = simulateMatch({ rules: rulesFor(draw), seed: 'v17-record', match: 1, level: 'expert', algorithm: BOT_ALGORITHM_V17 });
    expect(v17.seats.every((seat) => seat.botAlgorithm === BOT_ALGORITHM_V17)).toBe(true);
    expect(verifyBots(v17)).toMatchObject({ ok: true });
    const asV16 = copy(v17);
    for (const seat of asV16.seats) seat.botAlgorithm = BOT_ALGORITHM_V16;
    expect(verifyBots(asV16)).toMatchObject({ ok: false, check: 'bot-move' });
    // v18 plays a plain shedder on by its heaviest tile in its searches: a 2-player Draw expert
    // record (new games) names v18, re-derives, and v17's expert chose otherwise.
    const v18 = simulateMatch({ rules: rulesFor(draw), seed: 'v18-record', match: 1, level: 'expert' });
    expect(v18.seats.every((seat) => seat.botAlgorithm === BOT_ALGORITHM_V18)).toBe(true);
    expect(verifyBots(v18)).toMatchObject({ ok: true });
    const asV17 = copy(v18);
    for (const seat of asV17.seats) seat.botAlgorithm = BOT_ALGORITHM_V17;
    expect(verifyBots(asV17)).toMatchObject({ ok: false, check: 'bot-move' });
  });

  it('v18 records with "two doubles in a turn" re-derive, skips included (v3\'s choice, kept)', { timeout: 300_000 }, () => {
    const base = rulesFor({ preset: 'block', players: 2, pairs: false });
    const parsed = parseRules({ ...base, agreements: { ...base.agreements, twoDoubles: true } });
    if (!parsed.ok) throw new Error(parsed.message);
    let skips = 0;
    // A second double is offered now and then; enough matches that some bot declines one.
    for (let match = 1; match <= 12; match++) {
      const level = match % 2 === 0 ? 'hard' : 'normal';
      const record = simulateMatch({ rules: parsed.value, seed: 'two-doubles', match, level });
      skips += record.hands.reduce((n, hand) => n + hand.moves.filter((move) => 'skip' in move).length, 0);
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
    expect(JSON.parse(bad.stdout)).toMatchObject({ ok: false, check: 'bot-move', hand: targetHand, move: target!.move, seat: target!.seat });
    expect(bad.stderr).toContain(`bot-move: hand ${targetHand}, move ${target!.move}: seat ${target!.seat}`);
  });
});

/** How many moves seat `seat` made that were real decisions is not in the record; count its bot moves by verifying with only that seat a bot. */
function countSeatDecisions(record: MatchRecord, seat: number): number {
  const only = copy(record);
  only.seats.forEach((info, index) => {
    if (index !== seat) only.seats[index] = { name: info.name, bot: false };
  });
  const outcome = verifyBots(only);
  return outcome.ok ? outcome.summary.botMoves : -1;
}
