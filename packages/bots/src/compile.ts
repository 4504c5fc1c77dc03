// A plan's ExpertPlan into the ExpertWork expert.ts runs: one dispatch per axis (the search where
// nobody draws, the search where a seat draws, the check before the tree, which model to pick, what
// the seat reads). Numbers pass through as they are; enums name the building blocks.
import { fastConfig } from './fast/config.ts';
import { knowledgeOf } from './knowledge.ts';
import { knowledgeWithLead } from './lead.ts';
import type { ExpertWork, Searcher } from './expert.ts';
import { PLAIN_SHEDDERS } from './expert.ts';
import type { ExpertPlan, LookaheadPlan, ModelPlan } from './plan.ts';
import { ChoiceModel } from './reading/choice.ts';
import { likeliestFromPast } from './reading/history.ts';
import type { OpponentModel } from './reading/models.ts';
import { PICK_MODEL } from './reading/pick-model.ts';
import { exactAction } from './search/exact.ts';
import { searchAction, tilesInHands } from './search/flat.ts';
import { lookaheadAction, type LookaheadWork } from './search/lookahead.ts';

function lookaheadWork(plan: LookaheadPlan | undefined): LookaheadWork {
  if (plan === undefined) throw new Error('a lookahead search needs its plan.lookahead');
  return plan.others === 'heaviest'
    ? { playouts: plan.playouts, minDeals: plan.minDeals, others: 'heaviest' }
    : { playouts: plan.playouts, minDeals: plan.minDeals };
}

function model(plan: ModelPlan): OpponentModel {
  const { choice, ...rest } = plan;
  return choice === undefined ? rest : { ...rest, choice: new ChoiceModel(choice) };
}

/** Two players: this seat's next choice searched too (search/lookahead.ts); more: the flat search. */
function lookaheadForTwo(plan: LookaheadPlan | undefined): Searcher {
  const work = lookaheadWork(plan);
  return (view, know, legal, rng, search, observer) =>
    know.players === 2
      ? lookaheadAction(view, know, legal, rng, search, work, observer)
      : searchAction(view, know, legal, rng, search, observer);
}

function drawingSearcher(plan: NonNullable<ExpertPlan['drawing']>, shedders: number): Searcher {
  if (plan.search === 'flat') return searchAction;
  const lookahead = lookaheadForTwo(plan.lookahead);
  if (plan.search === 'lookahead') return lookahead;
  const exact = plan.exact;
  if (exact === undefined) throw new Error("an 'exact' drawing search needs its plan.exact");
  // Each sampled deal valued exactly against plain shedders while the budget allows, else the lookahead.
  return (view, know, legal, rng, search, observer) => {
    if (know.players === 2 && know.left >= 0 && search.opponentGreedy === shedders) {
      const chosen = exactAction(view, know, legal, rng, search, exact, observer);
      if (chosen !== null) return chosen;
    }
    return lookahead(view, know, legal, rng, search, observer);
  };
}

function flatSearcher(plan: ExpertPlan): Searcher {
  if (plan.flatSearch === 'flat') return searchAction;
  const work = lookaheadWork(plan.lookahead);
  // The exact endgame stays the flat search's.
  return (view, know, legal, rng, search, observer) =>
    tilesInHands(know) <= search.endgameTiles
      ? searchAction(view, know, legal, rng, search, observer)
      : lookaheadAction(view, know, legal, rng, search, work, observer);
}

function beforeTree(plan: ExpertPlan, models: readonly OpponentModel[]): ExpertWork['beforeTree'] {
  if (plan.beforeTree === 'none') return null;
  const exact = plan.drawing?.exact;
  const boneyard = plan.beforeTreeBoneyard;
  if (exact === undefined || boneyard === undefined)
    throw new Error(
      'exact values before the tree need plan.drawing.exact and plan.beforeTreeBoneyard',
    );
  const late: NonNullable<ExpertWork['beforeTree']> = (
    view,
    know,
    legal,
    rng,
    search,
    observer,
  ) => {
    if (know.players !== 2 || know.left < 0 || know.boneyardCount > boneyard) return null;
    return exactAction(view, know, legal, rng, search, exact, observer);
  };
  if (plan.beforeTree === 'exact') return late;
  // Only where the opponent's plays before its draws say it sheds, too.
  return (view, know, legal, rng, search, observer) => {
    if (
      likeliestFromPast(view, fastConfig(view.rules), rng, models, plan.modelDeals) !==
      PLAIN_SHEDDERS
    )
      return null;
    return late(view, know, legal, rng, search, observer);
  };
}

export function compileExpert(plan: ExpertPlan): ExpertWork {
  const models = plan.models.map(model);
  const shedders = models[PLAIN_SHEDDERS]!.opponentGreedy;
  const drawing = plan.drawing;
  return {
    search: { ...plan.search, greedy: 0, opponentGreedy: 0, inference: true },
    ownGreedy: plan.ownGreedy,
    models,
    modelDeals: plan.modelDeals,
    drawing:
      drawing === null
        ? null
        : {
            playouts: drawing.playouts,
            endgameTiles: drawing.endgameTiles,
            commonRandom: drawing.commonRandom,
            searcher: drawingSearcher(drawing, shedders),
          },
    partnerGreedy: plan.partnerGreedy,
    searcher: flatSearcher(plan),
    beforeTree: beforeTree(plan, models),
    pickModel: PICK_MODEL[plan.pickModel],
    knowledge: plan.knowledge === 'lead' ? knowledgeWithLead : knowledgeOf,
  };
}
