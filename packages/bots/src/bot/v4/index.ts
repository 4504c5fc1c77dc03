// boneyard/bot/v4: the four levels new games play. Easy, normal and hard are v3's (called, not
// copied: the same moves); expert first reads which kind of opponent it faces (model.ts), then
// runs v2's determinized search (shared with hard) with that model's playouts and deal weights;
// where stranded seats draw (Draw), its playouts follow the careful policy (playout.ts).
import type { Action, BotLevel, SeatView, Sfc32 } from '@boneyard/engine';
import { fastApplies, fastConfig } from '../../fast/config.ts';
import { knowledgeOf, type Knowledge } from '../knowledge.ts';
import { searchAction, type SearchWork } from '../v2/search.ts';
import { botActionV3 } from '../v3/index.ts';
import { likeliestModel, type OpponentModel } from './model.ts';
import { playoutAgainst } from './playout.ts';

export interface ExpertWork {
  readonly search: SearchWork;
  /** This side's seats' chance (of 65,536) of the heaviest tile in playouts, pair and free games. */
  readonly ownGreedy: { readonly pairs: number; readonly free: number };
  readonly models: readonly OpponentModel[];
  /** Deals sampled to weigh the models' evidence. */
  readonly modelDeals: number;
  /**
   * Tables where a stranded seat draws from the boneyard (Draw): careful playouts (playout.ts),
   * this many per decision (a careful playout costs more than a heaviest-tile one).
   */
  readonly drawing: {
    readonly playouts: number;
    /** The search's exact endgame there (absent: search.endgameTiles; v8: 0, playouts to the end). */
    readonly endgameTiles?: number;
    /** Common random numbers for the moves' playouts on each deal (v8; SearchWork.commonRandom). */
    readonly commonRandom?: boolean;
    /** The search run there (absent: v2's searchAction; v9 passes its own for 2-player games). */
    readonly searcher?: Searcher;
  } | null;
  /** The partner's model in pair games, to weigh deals by its plays too (absent: not used; v6). */
  readonly partnerGreedy?: number;
  /** The search run where nobody draws (absent: v2's searchAction; v10 passes its own in free-for-all games). */
  readonly searcher?: Searcher;
  /**
   * Asked first where v5's tree would decide against plain shedders (no informative play of theirs
   * since their last draw); its answer stands unless null (absent: the tree decides; v12 sets it).
   */
  readonly beforeTree?: (view: SeatView, know: Knowledge, legal: readonly Action[], rng: Sfc32, search: SearchWork) => Action | null;
  /** Which of `models` the tree's search plays against (absent: v4's likeliestModel; v16 adds the plays before the opponents' draws). */
  readonly pickModel?: typeof likeliestModel;
  /** What the seat reads from its view (absent: knowledgeOf; v13 adds what a compulsory lead says). */
  readonly knowledge?: (view: SeatView) => Knowledge | null;
}

/** A search over sampled deals with the given work (v2/search.ts's searchAction, or a later version's). */
export type Searcher = (view: SeatView, know: Knowledge, legal: readonly Action[], rng: Sfc32, work: SearchWork) => Action;

export const EXPERT_WORK_V4: ExpertWork = {
  search: { playouts: 8000, minDeals: 64, greedy: 0, opponentGreedy: 0, endgameTiles: 6, endgameDeals: 48, endgameNodes: 1000, inference: true },
  ownGreedy: { pairs: 32768, free: 49152 },
  models: [
    // Plain heavy-tile shedders (v3's expert model).
    { greedy: 0.95, prior: 1, opponentGreedy: 63000, inferenceGreedy: 0.95 },
    // Players who think ahead: shed heavy tiles often, not always.
    { greedy: 0.6, prior: 1, opponentGreedy: 58000, inferenceGreedy: 0.6 },
  ],
  modelDeals: 64,
  drawing: { playouts: 6000 },
};

/** v2's search work with this model's playouts and deal weights (and this side's own playout chance). */
export function modelSearch(view: SeatView, work: ExpertWork, model: OpponentModel): SearchWork {
  const greedy = view.rules.teams === 'pairs' ? work.ownGreedy.pairs : work.ownGreedy.free;
  const inference = model.inferenceGreedy > 0;
  const search = { ...work.search, greedy, opponentGreedy: model.opponentGreedy, inference, inferenceGreedy: model.inferenceGreedy, partnerGreedy: work.partnerGreedy };
  const read = model.choice === undefined ? search : { ...search, inferenceChoice: model.choice };
  const history = model.history === true ? { ...read, inferenceHistory: true } : read;
  return model.heaviestReplies === true ? { ...history, heaviestReplies: true } : history;
}

export function expertActionV4(view: SeatView, legal: readonly Action[], rng: Sfc32, work: ExpertWork): Action {
  const know = (work.knowledge ?? knowledgeOf)(view)!;
  const config = fastConfig(view.rules);
  const model = work.models[likeliestModel(view, config, know, rng, work.models, work.modelDeals)]!;
  const search = modelSearch(view, work, model);
  if (config.drawing && work.drawing !== null) {
    const { playouts, endgameTiles = search.endgameTiles, commonRandom, searcher = searchAction } = work.drawing;
    const playout = playoutAgainst(model, config, know.seat);
    return searcher(view, know, legal, rng, { ...search, playouts, playout, endgameTiles, commonRandom });
  }
  return (work.searcher ?? searchAction)(view, know, legal, rng, search);
}

export function botActionV4(view: SeatView, level: BotLevel, rng: Sfc32, playouts: number, expert: ExpertWork = EXPERT_WORK_V4): Action {
  if (level !== 'expert' || !fastApplies(view.rules)) return botActionV3(view, level, rng, playouts);
  const legal = view.hand?.legal ?? [];
  if (legal.length === 0 || knowledgeOf(view) === null) return { type: 'pass' };
  if (legal.length === 1 || legal.some((a) => a.type !== 'play')) return legal[0]!;
  return expertActionV4(view, legal, rng, expert);
}
