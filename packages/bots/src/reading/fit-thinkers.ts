// Fits v15's thinkers' model (choice.ts) to hard's plays in 2-player Draw and prints how well
// each reading explains them: hard plays hard for HANDS hands (deal seeds 900,000 and up, apart
// from bench:bots' deals), every choice hard makes among two or more plays is kept with the
// features of every legal move (moveFeatures, as the model reads them), and a multinomial logit
// (one factor per feature) is fitted by gradient ascent on the mean log-likelihood.
// Usage: pnpm exec tsx packages/bots/src/reading/fit-thinkers.ts [hands, default 300]
import {
  createMatch,
  apply,
  legalActions,
  presetRules,
  viewFor,
  type MatchState,
  Sfc32,
} from '@boneyard/engine';
import { moveOfAction } from '../fast/convert.ts';
import { dealRandom } from '../fast/simulate.ts';
import { FULL_MASK } from '../fast/tables.ts';
import { botAction } from '../index.ts';
import { knowledgeOf } from '../knowledge.ts';
import { endsAfter } from '../levels/normal-score.ts';
import { seedFrom } from '../series.ts';
import { FEATURES, THINKERS_V15, moveFeatures } from './choice.ts';

const HANDS = Number(process.argv[2] ?? 300);
const NAMES = ['pip', 'double', 'variety', 'follow', 'unseen', 'sameEnds'] as const;

/** One choice of hard's: each legal play's features, and which it made. */
interface Choice {
  readonly moves: readonly Int32Array[];
  readonly chosen: number;
  /** Whether the chosen play is (one of) the heaviest. */
  readonly heaviest: boolean;
  readonly heaviestTies: number;
}

function choicesOfHard(hands: number): Choice[] {
  const rules = presetRules('draw', { players: 2 });
  if (!rules.ok) throw new Error(rules.message);
  const choices: Choice[] = [];
  for (let h = 0; h < hands; h++) {
    let state: MatchState = dealRandom(createMatch(rules.value), new Sfc32(900_000 + h, 7)).state;
    const seeds = new Sfc32(900_000 + h, 100);
    while (state.phase === 'playing' && state.hand) {
      const seat = state.hand.turn;
      const view = viewFor(state, seat);
      const action = botAction(view, 'hard', seedFrom(seeds));
      const plays = legalActions(state, seat).filter((a) => a.type === 'play');
      const know = knowledgeOf(view);
      if (plays.length >= 2 && know !== null && know.left >= 0) {
        const moves = plays.map((play) => {
          const move = moveOfAction(play);
          const [left, right] = endsAfter(know, move);
          const out = new Int32Array(FEATURES);
          moveFeatures(
            know.mine,
            FULL_MASK & ~know.mine & ~know.board,
            move >>> 2,
            left,
            right,
            out,
          );
          return out;
        });
        const chosen = plays.findIndex((play) => JSON.stringify(play) === JSON.stringify(action));
        const top = Math.max(...moves.map((f) => f[0]!));
        choices.push({
          moves,
          chosen,
          heaviest: moves[chosen]![0] === top,
          heaviestTies: moves.filter((f) => f[0] === top).length,
        });
      }
      const step = apply(state, seat, action);
      if (!step.ok) throw new Error(step.message);
      state = step.value.state;
    }
  }
  return choices;
}

/** Mean log-likelihood of the choices under log-factors `w`, and its gradient. */
function logitFit(
  choices: readonly Choice[],
  w: readonly number[],
): { mean: number; gradient: number[] } {
  let total = 0;
  const gradient = w.map(() => 0);
  for (const { moves, chosen } of choices) {
    const z = moves.map((f) => f.reduce((sum, x, i) => sum + x * w[i]!, 0));
    const top = Math.max(...z);
    const e = z.map((x) => Math.exp(x - top));
    const sum = e.reduce((a, b) => a + b, 0);
    total += Math.log(e[chosen]! / sum);
    for (let i = 0; i < w.length; i++) {
      let expected = 0;
      moves.forEach((f, k) => (expected += (f[i]! * e[k]!) / sum));
      gradient[i]! += moves[chosen]![i]! - expected;
    }
  }
  return { mean: total / choices.length, gradient: gradient.map((g) => g / choices.length) };
}

const choices = choicesOfHard(HANDS);
const uniform = choices.reduce((sum, c) => sum + Math.log(1 / c.moves.length), 0) / choices.length;
const heaviestModel = (g: number) =>
  choices.reduce(
    (sum, c) => sum + Math.log((c.heaviest ? g / c.heaviestTies : 0) + (1 - g) / c.moves.length),
    0,
  ) / choices.length;
console.log(
  `${choices.length} choices of hard's with two or more plays (${HANDS} hands), ${(choices.reduce((s, c) => s + c.moves.length, 0) / choices.length).toFixed(2)} plays each on average`,
);
console.log(
  `heaviest play chosen: ${((100 * choices.filter((c) => c.heaviest).length) / choices.length).toFixed(1)} %`,
);
console.log('mean log-likelihood per choice:');
console.log(`  uniform choice                       ${uniform.toFixed(4)}`);
for (const g of [0.3, 0.41, 0.6, 0.95])
  console.log(
    `  heaviest tile with chance ${g.toFixed(2).padEnd(5)}       ${heaviestModel(g).toFixed(4)}`,
  );
let w = NAMES.map(() => 0);
for (let step = 0; step < 800; step++)
  w = w.map((x, i) => x + 0.5 * logitFit(choices, w).gradient[i]!);
console.log(`  fitted choice model                  ${logitFit(choices, w).mean.toFixed(4)}`);
const published = NAMES.map((name) => Math.log(THINKERS_V15[name]));
console.log(
  `  THINKERS_V15 (choice.ts, rounded)    ${logitFit(choices, published).mean.toFixed(4)}`,
);
console.log('fitted factors (exp of the log-odds per unit):');
for (const [i, name] of NAMES.entries())
  console.log(
    `  ${name.padEnd(9)} ${Math.exp(w[i]!).toFixed(3)}   (THINKERS_V15: ${THINKERS_V15[name]})`,
  );
