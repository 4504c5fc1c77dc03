// boneyard/bot/v5: easy, normal and hard are v4's (v3's code, called, not copied). Expert
// replaces v4's flat search with an information-set tree search (ismcts.ts) on deals weighted
// by the opponent model v4 picks (v4/model.ts), with v4's playouts past the tree; in the
// endgame, where v4 solves each deal exactly, it plays v4's expert.
import type { Action, BotLevel, SeatView, Sfc32 } from '@boneyard/engine';
import { fastApplies, fastConfig } from '../../fast/config.ts';
import { policyPlayout } from '../../fast/policy.ts';
import { knowledgeOf, type Knowledge } from '../knowledge.ts';
import { EXPERT_WORK_V4, botActionV4, expertActionV4, modelSearch, type ExpertWork } from '../v4/index.ts';
import { likeliestModel } from '../v4/model.ts';
import { PlayInference } from '../v2/inference.ts';
import { playoutAgainst } from '../v4/playout.ts';
import { treeSearch, type TreeWork } from './ismcts.ts';

/**
 * Sized by CPU time (docs/bots.md, bench:bots): about 8 ms p50, 15 ms p99 per decision, far inside
 * expert's 100 ms; three times the iterations measured no better (Draw, 1,000 deals).
 */
export const EXPERT_TREE_V5: TreeWork = { iterations: 6000, deals: 512, exploration: 50, otherExploration: 200 };

/** The index of v4's plain heavy-tile shedders among EXPERT_WORK_V4.models. */
const PLAIN_SHEDDERS = 0;

function tilesInHands(know: Knowledge): number {
  let total = 0;
  for (let s = 0; s < know.players; s++) total += know.counts[s] ?? 0;
  return total;
}

/** `v4`: v4's expert work (its models, playouts and endgame); v6 passes its own (bot/v6/). */
export function expertActionV5(view: SeatView, legal: readonly Action[], rng: Sfc32, tree: TreeWork, v4: ExpertWork = EXPERT_WORK_V4): Action {
  const know = (v4.knowledge ?? knowledgeOf)(view)!;
  if (tilesInHands(know) <= v4.search.endgameTiles) return expertActionV4(view, legal, rng, v4);
  const config = fastConfig(view.rules);
  const chosen = (v4.pickModel ?? likeliestModel)(view, config, know, rng, v4.models, v4.modelDeals);
  // The opponents' plays say they are plain heavy-tile shedders: v4's search, built on that
  // model, exploits them better (Kozel vs greedy: the tree alone won 76.7 % of hands, v4 78.8 %).
  if (chosen === PLAIN_SHEDDERS && new PlayInference(view).informative) return expertActionV4(view, legal, rng, v4);
  const model = v4.models[chosen]!;
  if (chosen === PLAIN_SHEDDERS && v4.beforeTree !== undefined) {
    const decided = v4.beforeTree(view, know, legal, rng, modelSearch(view, v4, model));
    if (decided !== null) return decided;
  }
  const own = view.rules.teams === 'pairs' ? v4.ownGreedy.pairs : v4.ownGreedy.free;
  const side = config.sideOf[know.seat]!;
  const greedy = Int32Array.from({ length: config.players }, (_, seat) => (config.sideOf[seat] === side ? own : model.opponentGreedy));
  const playout = config.drawing ? playoutAgainst(model, config, know.seat) : policyPlayout;
  const work = model.handWin === undefined ? tree : { ...tree, handWin: model.handWin };
  return treeSearch(view, config, know, legal, rng, work, { greedy, playout, inferenceGreedy: model.inferenceGreedy, partnerGreedy: v4.partnerGreedy, inferenceChoice: model.choice, inferenceHistory: model.history });
}

export function botActionV5(view: SeatView, level: BotLevel, rng: Sfc32, playouts: number, tree: TreeWork = EXPERT_TREE_V5, v4: ExpertWork = EXPERT_WORK_V4): Action {
  if (level !== 'expert' || !fastApplies(view.rules)) return botActionV4(view, level, rng, playouts);
  const legal = view.hand?.legal ?? [];
  if (legal.length === 0 || knowledgeOf(view) === null) return { type: 'pass' };
  if (legal.length === 1 || legal.some((a) => a.type !== 'play')) return legal[0]!;
  return expertActionV5(view, legal, rng, tree, v4);
}
