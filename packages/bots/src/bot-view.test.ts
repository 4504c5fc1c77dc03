// botViewOf (bot/bot-view.ts) cuts a view's match history to the hand before this one. Shown
// here: at positions of first and later hands of every table, and at the Muggins claims of strict
// and stealing tables, every level — and for the expert, every published algorithm — decides
// exactly as on the full view; the knowledge read from the previous hand (v13's compulsory lead) is
// the same; and the cut view's size does not grow with the match.
import { describe, expect, it } from 'vitest';
import { botWantsClaim } from './board-bot.ts';
import {
  createMatch,
  apply,
  expireClaim,
  legalActions,
  presetRules,
  BOT_LEVELS,
  type Action,
  type MatchState,
  type Rules,
  viewFor,
  Sfc32,
} from '@boneyard/engine';
import { dealRandom, everyTable } from './fast/simulate.ts';
import { botViewOf } from './bot-view.ts';
import { BOT_ALGORITHMS, botAction, botParametersFor, type BotAlgorithm } from './index.ts';
import { seedFrom } from './series.ts';
import { knowledgeWithLead } from './lead.ts';

interface Position {
  readonly state: MatchState;
  readonly seat: number;
}

/** Under strict Muggins plays and claims carry the server's time: a second per move here, a claim at once. */
function timed(state: MatchState, action: Action, clock: number): Action {
  if (action.type === 'claim') return { ...action, at: state.hand!.pending!.deadline };
  return action.type === 'play' ? { ...action, at: clock } : action;
}

/**
 * Random matches of `rules` played through (redeals, later hands, claims and lapsed claims), with
 * the positions met: `turns` where the seat to move has two or more actions, `claims` where a seat
 * may claim a pending score. Collects up to `count` of each, from hand `fromHand` on.
 */
function matchPositions(
  rules: Rules,
  count: number,
  fromHand: number,
  seed: number,
): { turns: Position[]; claims: Position[] } {
  const rng = new Sfc32(seed, 21);
  const turns: Position[] = [];
  const claims: Position[] = [];
  for (
    let match = 0;
    match < 20 && (turns.length < count || (rules.muggins !== undefined && claims.length < count));
    match++
  ) {
    let state = createMatch(rules);
    let clock = 0;
    while (state.phase !== 'match-over' && turns.length < count + 50) {
      if (state.phase === 'dealing' || state.hand === null || state.hand.result !== null) {
        state = dealRandom(state, rng).state;
        continue;
      }
      const hand = state.hand;
      clock += 1000;
      const later = hand.number >= fromHand;
      const claimers = Array.from({ length: rules.players }, (_, seat) => seat).filter((seat) =>
        legalActions(state, seat).some((a) => a.type === 'claim'),
      );
      if (later)
        for (const seat of claimers) if (claims.length < count) claims.push({ state, seat });
      const legal = legalActions(state, hand.turn);
      if (later && legal.length > 1 && turns.length < count) turns.push({ state, seat: hand.turn });
      const step =
        legal.length > 0 && rng.below(4) > 0
          ? apply(state, hand.turn, timed(state, legal[rng.below(legal.length)]!, clock))
          : hand.pending
            ? expireClaim(state, hand.pending.deadline + 1)
            : apply(state, hand.turn, timed(state, legal[0]!, clock));
      if (!step.ok) throw new Error(`${step.error}: ${step.message}`);
      state = step.value.state;
    }
  }
  return { turns, claims };
}

const json = (value: unknown) => JSON.stringify(value);

describe('botViewOf: the view a bot is handed', () => {
  const tables = everyTable();

  it('keeps only the hand before this one, so its size does not grow with the match', () => {
    const [table] = tables;
    const { turns } = matchPositions(table!.rules, 1, 3, 5);
    const { state, seat } = turns[0]!;
    const hand = state.history.at(-1)!;
    const long: MatchState = {
      ...state,
      history: [...Array.from({ length: 999 }, (_, i) => ({ ...hand, number: i + 1 })), hand],
    };
    const short: MatchState = { ...state, history: [hand] };
    expect(botViewOf(viewFor(long, seat)).history).toEqual([hand]);
    expect(json(botViewOf(viewFor(long, seat))).length).toBe(
      json(botViewOf(viewFor(short, seat))).length,
    );
    expect(json(viewFor(long, seat)).length).toBeGreaterThan(
      100 * json(botViewOf(viewFor(long, seat))).length,
    );
    expect(botViewOf(viewFor(createMatch(table!.rules), 0)).history).toEqual([]);
  });

  for (const table of tables) {
    const name = `${table.preset}, ${table.players} players${table.pairs ? ', pairs' : ''}`;
    it(
      `${name}: every level decides on it as on the full view, in first and later hands`,
      { timeout: 600_000 },
      () => {
        const first = matchPositions(
          table.rules,
          6,
          1,
          table.players * 100 + table.rules.tilesEach,
        ).turns;
        const later = matchPositions(
          table.rules,
          12,
          2,
          table.players * 100 + table.rules.tilesEach + 1,
        ).turns;
        expect(later.every(({ state }) => state.history.length > 0)).toBe(true);
        const rng = new Sfc32(31, table.players);
        for (const [index, { state, seat }] of [...first, ...later].entries()) {
          const full = viewFor(state, seat);
          const cut = botViewOf(full);
          expect(json(knowledgeWithLead(cut))).toBe(json(knowledgeWithLead(full)));
          // Expert (thousands of playouts) at a few positions; the cheaper levels at all of them.
          const levels =
            index % 6 === 5 ? BOT_LEVELS : BOT_LEVELS.filter((level) => level !== 'expert');
          for (const level of levels) {
            const seed = seedFrom(rng);
            expect(
              json(botAction(cut, level, seed)),
              `${level} at hand ${state.hand!.number}`,
            ).toBe(json(botAction(full, level, seed)));
          }
        }
      },
    );
  }

  it('the control: a view with no history at all would change what v13+ experts read from the lead', () => {
    const rules = presetRules('draw', { players: 2 });
    if (!rules.ok) throw new Error(rules.message);
    const { turns } = matchPositions(rules.value, 40, 2, 78);
    const misread = turns.filter(({ state, seat }) => {
      const full = viewFor(state, seat);
      return json(knowledgeWithLead({ ...full, history: [] })) !== json(knowledgeWithLead(full));
    });
    expect(misread.length).toBeGreaterThan(0);
    for (const { state, seat } of misread)
      expect(json(knowledgeWithLead(botViewOf(viewFor(state, seat))))).toBe(
        json(knowledgeWithLead(viewFor(state, seat))),
      );
  });

  it(
    'every published expert decides on it as on the full view in later hands of 2-player Draw',
    { timeout: 900_000 },
    () => {
      const rules = presetRules('draw', { players: 2 });
      if (!rules.ok) throw new Error(rules.message);
      const { turns } = matchPositions(rules.value, 2, 2, 77);
      const rng = new Sfc32(41);
      for (const algorithm of BOT_ALGORITHMS) {
        for (const { state, seat } of turns) {
          const full = viewFor(state, seat);
          const seed = seedFrom(rng);
          const params = botParametersFor(algorithm as BotAlgorithm);
          expect(json(botAction(botViewOf(full), 'expert', seed, params)), algorithm).toBe(
            json(botAction(full, 'expert', seed, params)),
          );
        }
      }
    },
  );

  for (const mode of ['strict', 'stealing'] as const) {
    it(
      `Muggins (${mode}): claims and moves while a score waits are decided as on the full view`,
      { timeout: 600_000 },
      () => {
        const rules = presetRules('all-fives', { players: 4, pairs: true, muggins: mode });
        if (!rules.ok) throw new Error(rules.message);
        const { claims } = matchPositions(rules.value, 24, 2, mode === 'strict' ? 11 : 12);
        expect(claims.length).toBe(24);
        const rng = new Sfc32(51);
        for (const [index, { state, seat }] of claims.entries()) {
          const full = viewFor(state, seat);
          const cut = botViewOf(full);
          for (const level of BOT_LEVELS) {
            const stream = rng.nextU32();
            const [onCut, onFull] = [new Sfc32(stream), new Sfc32(stream)];
            expect(botWantsClaim(cut, level, () => onCut.next())).toBe(
              botWantsClaim(full, level, () => onFull.next()),
            );
            if (level === 'expert' && index % 4 !== 3) continue; // thousands of playouts: a few positions
            const seed = seedFrom(rng);
            expect(json(botAction(cut, level, seed)), `${level} ${mode}`).toBe(
              json(botAction(full, level, seed)),
            );
          }
        }
      },
    );
  }
});
