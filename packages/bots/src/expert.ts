// Expert, as a plan's ExpertPlan describes it (plan.ts), compiled once into this ExpertWork: read
// what the seat knows, pick the model of the opponents its plays favour, then in the endgame or
// against plain shedders whose plays inform, a search over sampled deals (flat, lookahead or
// exact); elsewhere the information-set tree (search/tree.ts) on deals weighed by that model.
import type { Action, SeatView, Sfc32 } from '@boneyard/engine';
import { fastConfig } from './fast/config.ts';
import { policyPlayout } from './fast/policy.ts';
import type { Knowledge } from './knowledge.ts';
import { playoutAgainst } from './playout.ts';
import { PlayInference } from './reading/likelihood.ts';
import { likeliestModel, type OpponentModel } from './reading/models.ts';
import type { PickModel } from './reading/pick-model.ts';
import { tilesInHands, type SearchWork } from './search/flat.ts';
import { treeSearch, type TreeWork } from './search/tree.ts';
import type { ValuesObserver } from './search/values.ts';

/** A search over sampled deals with the given work (the observer, if any, hears its values: search/values.ts). */
export type Searcher = (
  view: SeatView,
  know: Knowledge,
  legal: readonly Action[],
  rng: Sfc32,
  work: SearchWork,
  observer?: ValuesObserver,
) => Action;

export interface ExpertWork {
  readonly search: SearchWork;
  readonly ownGreedy: { readonly pairs: number; readonly free: number };
  readonly models: readonly OpponentModel[];
  readonly modelDeals: number;
  readonly drawing: {
    readonly playouts: number;
    readonly endgameTiles: number;
    readonly commonRandom: boolean;
    readonly searcher: Searcher;
  } | null;
  readonly partnerGreedy?: number;
  readonly searcher: Searcher;
  readonly beforeTree:
    | ((
        view: SeatView,
        know: Knowledge,
        legal: readonly Action[],
        rng: Sfc32,
        search: SearchWork,
        observer?: ValuesObserver,
      ) => Action | null)
    | null;
  readonly pickModel: PickModel;
  readonly knowledge: (view: SeatView) => Knowledge | null;
}

/** The index of the plain heavy-tile shedders among a plan's models (they come first). */
export const PLAIN_SHEDDERS = 0;

/** The flat search's work with this model's playouts and deal weights (and this side's own playout chance). */
export function modelSearch(view: SeatView, work: ExpertWork, model: OpponentModel): SearchWork {
  const greedy = view.rules.teams === 'pairs' ? work.ownGreedy.pairs : work.ownGreedy.free;
  const inference = model.inferenceGreedy > 0;
  const search = {
    ...work.search,
    greedy,
    opponentGreedy: model.opponentGreedy,
    inference,
    inferenceGreedy: model.inferenceGreedy,
    partnerGreedy: work.partnerGreedy,
  };
  const read = model.choice === undefined ? search : { ...search, inferenceChoice: model.choice };
  const history = model.history === true ? { ...read, inferenceHistory: true } : read;
  return model.heaviestReplies === true ? { ...history, heaviestReplies: true } : history;
}

/**
 * The search over sampled deals against the model the plays since the last draws favour (in the
 * endgame, and against plain shedders whose plays inform): always that reading, whatever the plan's
 * pickModel (which chooses the tree's model).
 */
function searchedAction(
  view: SeatView,
  legal: readonly Action[],
  rng: Sfc32,
  work: ExpertWork,
  observer?: ValuesObserver,
): Action {
  const know = work.knowledge(view)!;
  const config = fastConfig(view.rules);
  const model = work.models[likeliestModel(view, config, know, rng, work.models, work.modelDeals)]!;
  const search = modelSearch(view, work, model);
  if (config.drawing && work.drawing !== null) {
    const { playouts, endgameTiles, commonRandom, searcher } = work.drawing;
    const playout = playoutAgainst(model, config, know.seat);
    return searcher(
      view,
      know,
      legal,
      rng,
      { ...search, playouts, playout, endgameTiles, commonRandom },
      observer,
    );
  }
  return work.searcher(view, know, legal, rng, search, observer);
}

export function expertAction(
  view: SeatView,
  legal: readonly Action[],
  rng: Sfc32,
  tree: TreeWork,
  work: ExpertWork,
  observer?: ValuesObserver,
): Action {
  const know = work.knowledge(view)!;
  if (tilesInHands(know) <= work.search.endgameTiles)
    return searchedAction(view, legal, rng, work, observer);
  const config = fastConfig(view.rules);
  const chosen = work.pickModel(view, config, know, rng, work.models, work.modelDeals);
  // The opponents' plays say they are plain heavy-tile shedders: the search built on that model
  // exploits them better than the tree (Kozel vs greedy: the tree alone won 76.7 % of hands, 78.8 %).
  if (chosen === PLAIN_SHEDDERS && new PlayInference(view).informative)
    return searchedAction(view, legal, rng, work, observer);
  const model = work.models[chosen]!;
  if (chosen === PLAIN_SHEDDERS && work.beforeTree !== null) {
    const search = modelSearch(view, work, model);
    const decided = work.beforeTree(view, know, legal, rng, search, observer);
    if (decided !== null) return decided;
  }
  const own = view.rules.teams === 'pairs' ? work.ownGreedy.pairs : work.ownGreedy.free;
  const side = config.sideOf[know.seat]!;
  const greedy = Int32Array.from({ length: config.players }, (_, seat) =>
    config.sideOf[seat] === side ? own : model.opponentGreedy,
  );
  const playout = config.drawing ? playoutAgainst(model, config, know.seat) : policyPlayout;
  const treeWork = model.handWin === undefined ? tree : { ...tree, handWin: model.handWin };
  const policy = {
    greedy,
    playout,
    inferenceGreedy: model.inferenceGreedy,
    partnerGreedy: work.partnerGreedy,
    inferenceChoice: model.choice,
    inferenceHistory: model.history,
  };
  return treeSearch(view, config, know, legal, rng, treeWork, policy, observer);
}
