// What a seat infers must be true, and what the sampler deals must fit it: on random games of
// every preset, no seat ever holds a tile its opponents have ruled out, and sampled deals keep
// the counts, the seat's own tiles and the board, and respect the exclusions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMatch, apply, legalActions, viewFor, Sfc32 } from '@boneyard/engine';
import { fastConfig } from './fast/config.ts';
import { FastHand } from './fast/hand.ts';
import { allTables, dealRandom } from './fast/simulate.ts';
import { maskOf, popcount } from './fast/tables.ts';
import { knowledgeOf } from './knowledge.ts';
import { Sampler } from './sample.ts';

describe('knowledge and sampling', () => {
  for (const table of allTables()) {
    it(`${table.preset}, ${table.players} players${table.pairs ? ', pairs' : ''}`, () => {
      const config = fastConfig(table.rules);
      let exclusions = 0;
      let constrained = 0;
      let samples = 0;
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const rng = new Sfc32(seed);
          let state = dealRandom(createMatch(table.rules), rng).state;
          const dealt = new FastHand(config);
          while (state.phase === 'playing') {
            const hand = state.hand!;
            const seat = hand.turn;
            const know = knowledgeOf(viewFor(state, seat))!;
            hand.hands.forEach((tiles, s) => {
              // Sound: the real hand never holds a tile the others ruled out for it.
              if (s !== seat) expect(maskOf(tiles) & know.excluded[s]!).toBe(0);
              if (know.excluded[s] !== 0) exclusions++;
            });
            const sampler = new Sampler(config, know);
            samples++;
            if (sampler.sample(dealt, rng)) {
              constrained++;
              for (let s = 0; s < table.players; s++)
                if (s !== seat) expect(dealt.hands[s]! & know.excluded[s]!).toBe(0);
            }
            let all = dealt.board;
            for (let s = 0; s < table.players; s++) {
              expect(popcount(dealt.hands[s]!)).toBe(hand.hands[s]!.length);
              expect(all & dealt.hands[s]!).toBe(0);
              all |= dealt.hands[s]!;
            }
            expect(dealt.hands[seat]).toBe(maskOf(hand.hands[seat]!));
            expect(dealt.boneyardEnd - dealt.boneyardHead).toBe(
              config.drawing ? hand.boneyard.length : 0,
            );
            for (let i = dealt.boneyardHead; i < dealt.boneyardEnd; i++) {
              expect((all >>> dealt.boneyard[i]!) & 1).toBe(0);
              all |= 1 << dealt.boneyard[i]!;
            }
            expect([dealt.left, dealt.right, dealt.turn]).toEqual([know.left, know.right, seat]);
            const legal = legalActions(state, seat);
            const step = apply(state, seat, legal[rng.below(legal.length)]!);
            if (!step.ok) throw new Error(step.message);
            state = step.value.state;
          }
        }),
        { numRuns: 20 },
      );
      // The games did rule tiles out, and the sampler nearly always honoured it.
      expect(exclusions).toBeGreaterThan(0);
      expect(constrained).toBeGreaterThan(0.95 * samples);
    });
  }
});
