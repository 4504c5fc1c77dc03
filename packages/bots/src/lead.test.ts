// What a compulsory lead says: a table of lead rules and lead tiles, then random games of every
// table the bots' fast path plays — the tiles read as undealt were never dealt, each other seat
// keeps them excluded until it draws, and a freely chosen lead says nothing.
import { describe, expect, it } from 'vitest';
import {
  type FirstLeadRule,
  type MatchState,
  type Tile,
  createMatch,
  apply,
  legalActions,
  viewFor,
  Sfc32,
} from '@boneyard/engine';
import { fastApplies } from './fast/config.ts';
import { allTables, dealRandom } from './fast/simulate.ts';
import { TILE_NAMES, indexOfTile, maskOf } from './fast/tables.ts';
import { knowledgeOf } from './knowledge.ts';
import { knowledgeWithLead, undealtByLead, undealtUnder } from './lead.ts';

const names = (mask: number) => TILE_NAMES.filter((_, i) => (mask >>> i) & 1).join(' ');

describe('undealtUnder: the tiles a rule would have led over the lead', () => {
  const cases: [FirstLeadRule, Tile, string][] = [
    ['highest-double', '6-6', ''],
    ['highest-double', '4-4', '5-5 6-6'],
    ['highest-double', '0-0', '1-1 2-2 3-3 4-4 5-5 6-6'],
    // No double dealt: the heaviest tile leads, so every double and every heavier tile was not dealt.
    ['highest-double', '5-6', '0-0 1-1 2-2 3-3 4-4 5-5 6-6'],
    ['highest-double', '4-6', '0-0 1-1 2-2 3-3 4-4 5-5 6-6 5-6'],
    ['lowest-double', '0-0', ''],
    ['lowest-double', '2-2', '0-0 1-1'],
    ['one-one', '1-1', ''],
    ['one-one-else-lowest-double', '0-0', '1-1'],
    ['one-one-else-lowest-double', '3-3', '0-0 1-1 2-2'],
    ['two-three', '2-3', ''],
    ['two-three', '1-1', '2-3'],
    ['two-three', '3-3', '1-1 2-2 2-3'],
  ];
  for (const [rule, lead, expected] of cases) {
    it(`${rule}, ${lead} led: ${expected || 'nothing'}`, () => {
      const got = undealtUnder(rule, indexOfTile(lead));
      expect(names(got)).toBe(
        names(maskOf(expected === '' ? [] : (expected.split(' ') as Tile[]))),
      );
    });
  }
});

function randomStep(state: MatchState, rng: Sfc32): MatchState {
  const seat = state.hand!.turn;
  const legal = legalActions(state, seat);
  const step = apply(state, seat, legal[rng.below(legal.length)]!);
  if (!step.ok) throw new Error(step.message);
  return step.value.state;
}

describe('knowledgeWithLead on random games', () => {
  for (const table of allTables().filter((t) => fastApplies(t.rules))) {
    it(`${table.preset}, ${table.players} players${table.pairs ? ', pairs' : ''}`, () => {
      const rng = new Sfc32(31, table.players);
      let read = 0;
      let kept = 0;
      let secondHands = 0;
      for (let game = 0; game < 60; game++) {
        let state = dealRandom(createMatch(table.rules), rng).state;
        const dealt = maskOf(state.hand!.dealt.flat());
        while (state.phase === 'playing') {
          const seat = state.hand!.turn;
          const view = viewFor(state, seat);
          const undealt = undealtByLead(view);
          // Sound: never a tile somebody was dealt.
          expect(undealt & dealt).toBe(0);
          if (undealt !== 0) read++;
          const plain = knowledgeOf(view)!;
          const know = knowledgeWithLead(view)!;
          const drew = new Set(state.hand!.moves.flatMap((m) => ('draw' in m ? [m.seat] : [])));
          for (let s = 0; s < table.players; s++) {
            // Only adds to what knowledgeOf knows, and never a tile the seat holds.
            expect(know.excluded[s]! & plain.excluded[s]!).toBe(plain.excluded[s]);
            expect(know.excluded[s]! & maskOf(state.hand!.hands[s]!)).toBe(
              s === seat ? know.excluded[s]! & maskOf(state.hand!.hands[s]!) : 0,
            );
            const added = know.excluded[s]! & ~plain.excluded[s]!;
            if (s === seat || drew.has(s)) expect(added).toBe(0);
            else expect(added).toBe(undealt & plain.unknown & ~plain.excluded[s]!);
            if (added !== 0) kept++;
          }
          state = randomStep(state, rng);
        }
        if (state.phase === 'match-over') continue;
        // The next hand: a hand winner leads any tile, which says nothing.
        const previous = state.history.at(-1)!;
        state = dealRandom(state, rng).state;
        if (previous.result.winner === null || state.phase !== 'playing') continue;
        if (state.hand!.moves.length === 0) state = randomStep(state, rng);
        expect(undealtByLead(viewFor(state, state.hand!.turn))).toBe(0);
        secondHands++;
      }
      if (table.players * table.rules.tilesEach < 28) {
        expect(read).toBeGreaterThan(0);
        expect(kept).toBeGreaterThan(0);
      }
      expect(secondHands).toBeGreaterThan(0);
    });
  }
});
