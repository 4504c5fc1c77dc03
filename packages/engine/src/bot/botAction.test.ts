// Every bot level answers a legal action at every decision of random games of every preset,
// and decides from the seat's view alone: hiding other tiles differently changes nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMatch } from '../match.ts';
import { apply, legalActions } from '../play.ts';
import { BOT_LEVELS, type BotLevel, type MatchState, type Tile } from '../types.ts';
import { Sfc32 } from '../fast/random.ts';
import { allTables, dealRandom } from '../fast/simulate.ts';
import { botAction } from './index.ts';

const key = (value: unknown) => JSON.stringify(value);

/** The same position with the tiles this seat cannot see dealt differently (same counts). */
function reshuffleHidden(state: MatchState, seat: number, rng: Sfc32): MatchState {
  const hand = state.hand!;
  const others = hand.hands.map((tiles, s) => (s === seat ? [] : tiles));
  const hidden: Tile[] = [...others.flat(), ...hand.boneyard, ...hand.outOfPlay];
  for (let i = hidden.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [hidden[i], hidden[j]] = [hidden[j]!, hidden[i]!];
  }
  let at = 0;
  const take = (n: number) => hidden.slice(at, (at += n));
  const hands = hand.hands.map((tiles, s) => (s === seat ? tiles : take(tiles.length)));
  return { ...state, hand: { ...hand, hands, boneyard: take(hand.boneyard.length), outOfPlay: take(hand.outOfPlay.length) } };
}

describe('botAction', () => {
  for (const table of allTables()) {
    it(`plays legal moves from the seat's view only: ${table.preset}, ${table.players} players${table.pairs ? ', pairs' : ''}`, () => {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const rng = new Sfc32(seed);
          let state = dealRandom(createMatch(table.rules), rng).state;
          let decisions = 0;
          while (state.phase === 'playing' && decisions < 12) {
            const seat = state.hand!.turn;
            const legal = legalActions(state, seat).map(key);
            const level: BotLevel = BOT_LEVELS[decisions % BOT_LEVELS.length]!;
            const action = botAction(state, seat, level, () => rng.next());
            expect(legal).toContain(key(action));
            // Same random stream, same view, different hidden tiles: same choice.
            const s1 = new Sfc32(seed, decisions);
            const s2 = new Sfc32(seed, decisions);
            const other = reshuffleHidden(state, seat, rng);
            expect(key(botAction(other, seat, level, () => s2.next()))).toBe(key(botAction(state, seat, level, () => s1.next())));
            // Not this seat's turn: nothing to choose, and the engine refuses the answer.
            const idle = (seat + 1) % table.players;
            expect(apply(state, idle, botAction(state, idle, level, () => rng.next())).ok).toBe(false);
            const step = apply(state, seat, action);
            if (!step.ok) throw new Error(step.message);
            state = step.value.state;
            decisions++;
          }
        }),
        { numRuns: 15 },
      );
    });
  }
});
