// The interpreter: a plan (plan.ts) and a seat's view in, the level's action out. One dispatch per
// axis — the table (boards and scoring games, or the fast path), the level, and for expert the kind
// of table (pairs, free-for-all, two players where a stranded seat draws) — then the building
// blocks the plan names. Fixed work, randomness from the bot seed's generator only.
import type { Action, BotLevel, SeatView, Sfc32 } from '@boneyard/engine';
import { boardBotAction, botWantsClaim } from './board-bot.ts';
import { compileExpert } from './compile.ts';
import { expertAction, type ExpertWork } from './expert.ts';
import { fastApplies, fastConfig } from './fast/config.ts';
import { knowledgeOf } from './knowledge.ts';
import { easyAction, normalAction } from './levels/easy-normal.ts';
import { secondDoubleChoice } from './levels/second-double.ts';
import { candidatesOf } from './mirrors.ts';
import type { Plan } from './plan.ts';
import { searchAction } from './search/flat.ts';
import type { ValuesObserver } from './search/values.ts';

/** 2-player games where a stranded seat draws (2-player Draw, the other boneyard games for two). */
export function drawingForTwo(view: SeatView): boolean {
  if (!fastApplies(view.rules)) return false;
  const config = fastConfig(view.rules);
  return config.drawing && config.players === 2;
}

interface Compiled {
  readonly pairs: ExpertWork;
  readonly free: ExpertWork;
  readonly drawingTwo: ExpertWork;
}

const compiled = new WeakMap<Plan, Compiled>();

function expertWorks(plan: Plan): Compiled {
  let works = compiled.get(plan);
  if (works === undefined) {
    works = {
      pairs: compileExpert(plan.expert.pairs),
      free: compileExpert(plan.expert.free),
      drawingTwo: compileExpert(plan.expert.drawingTwo),
    };
    compiled.set(plan, works);
  }
  return works;
}

/** The Expert's compiled work for this table (pairs, free-for-all, two players where a stranded seat draws). */
export function expertWorkFor(view: SeatView, plan: Plan): ExpertWork {
  const works = expertWorks(plan);
  return drawingForTwo(view)
    ? works.drawingTwo
    : view.rules.teams === 'pairs'
      ? works.pairs
      : works.free;
}

/** Boards and scoring games the fast path does not play: the public-API bots (board-bot.ts). */
function boardDecision(view: SeatView, level: BotLevel, rng: Sfc32, plan: Plan): Action {
  const legal = view.hand?.legal ?? [];
  const random = () => rng.next();
  if (level === 'easy')
    return botWantsClaim(view, level, random)
      ? { type: 'claim' }
      : easyAction(legal, rng, plan.easy.noise);
  // An offered second double: claim first if the level would, else lay one or skip.
  if (legal.some((a) => a.type === 'skip'))
    return botWantsClaim(view, level, random)
      ? { type: 'claim' }
      : secondDoubleChoice(view, level, random);
  return boardBotAction(view, level, random);
}

/**
 * `playouts`: hard's playouts per decision (the plan's unless a caller measures another). The
 * observer hears the values of the search that decides, if a search does (search/values.ts).
 */
export function decide(
  view: SeatView,
  level: BotLevel,
  rng: Sfc32,
  plan: Plan,
  playouts = plan.hard.search.playouts,
  observer?: ValuesObserver,
): Action {
  if (!fastApplies(view.rules)) return boardDecision(view, level, rng, plan);
  const legal = candidatesOf(view, view.hand?.legal ?? [], plan);
  const know = knowledgeOf(view);
  if (legal.length === 0 || know === null) return { type: 'pass' };
  // One choice, or a forced draw/pass (the engine normally applies those itself).
  if (legal.length === 1 || legal.some((a) => a.type !== 'play')) return legal[0]!;
  const pairs = view.rules.teams === 'pairs';
  switch (level) {
    case 'easy':
      return easyAction(legal, rng, plan.easy.noise);
    case 'normal':
      return normalAction(know, legal, pairs, view.rules.specials, rng, plan.normal.specialShare);
    case 'hard': {
      const policy = pairs ? plan.hard.pairs : plan.hard.free;
      const search = { ...plan.hard.search, playouts, ...policy, inference: false };
      return searchAction(view, know, legal, rng, search, observer);
    }
    case 'expert':
      return expertAction(view, legal, rng, plan.expert.tree, expertWorkFor(view, plan), observer);
  }
}
