// How the opponents played before their draws. PlayInference (v2) reads only plays made since a
// seat's last draw: before it, the seat held tiles nobody has seen. But those plays still say what
// kind of player it is. Here each draw of an opponent is a moment in the past: what this seat knew
// just before it (its own tiles then, the board then, everybody's counts then) is rebuilt from the
// public moves, and the plays before that moment are weighed on deals sampled from that knowledge,
// as v4's likeliestModel weighs the current ones. The evidence of every moment multiplies.
import type { SeatView, Sfc32 } from '@boneyard/engine';
import type { FastConfig } from '../fast/config.ts';
import { FastHand } from '../fast/hand.ts';
import { FULL_MASK, indexOfTile, maskOf } from '../fast/tables.ts';
import { excludedTiles, layOnEnds, type Knowledge, type OpenEnds } from '../knowledge.ts';
import { Sampler } from '../sample.ts';
import { readPlays } from './read-plays.ts';
import type { OpponentModel } from './models.ts';
import { undealtByLead } from '../lead.ts';

type ViewHand = NonNullable<SeatView['hand']>;

/** The view as it was just before move `index` (only what PlayInference reads: the moves). */
function viewBefore(view: SeatView, index: number): SeatView {
  const hand = view.hand!;
  return { ...view, hand: { ...hand, moves: hand.moves.slice(0, index) } };
}

/** What this seat knew just before move `index` of the hand (the lead's reading included, as v13's). */
export function knowledgeBefore(view: SeatView, index: number): Knowledge {
  const hand: ViewHand = view.hand!;
  const seat = view.seat!;
  const players = view.rules.players;
  const counts = [...hand.counts];
  let boneyardCount = hand.boneyardCount;
  let playedSince = 0;
  let drawnSince = 0;
  // Undo the moves since: a tile played since was held then, unless it was drawn since.
  for (let i = index; i < hand.moves.length; i++) {
    const move = hand.moves[i]!;
    if ('play' in move) {
      counts[move.seat]!++;
      if (move.seat === seat) playedSince |= 1 << indexOfTile(move.play);
    } else if ('draw' in move) {
      counts[move.seat]!--;
      boneyardCount++;
      if (move.seat === seat && move.draw !== null) drawnSince |= 1 << indexOfTile(move.draw);
    }
  }
  const mine = (maskOf(hand.myTiles) | playedSince) & ~drawnSince;
  let board = 0;
  const ends: OpenEnds = [-1, -1];
  const drew = new Uint8Array(players);
  for (let i = 0; i < index; i++) {
    const move = hand.moves[i]!;
    if ('draw' in move) drew[move.seat] = 1;
    if (!('play' in move)) continue;
    board |= 1 << indexOfTile(move.play);
    layOnEnds(ends, move);
  }
  const [left, right] = ends;
  const unknown = FULL_MASK & ~mine & ~board;
  const excluded = excludedTiles({ ...hand, moves: hand.moves.slice(0, index) }, players);
  const undealt = undealtByLead(view) & unknown;
  for (let s = 0; s < players; s++) if (s !== seat && drew[s] === 0) excluded[s]! |= undealt;
  return {
    seat,
    players,
    mine,
    board,
    left,
    right,
    unknown,
    counts,
    boneyardCount,
    excluded,
    mustPlay: -1,
  };
}

/**
 * Each model's log evidence from the opponents' plays before their draws (0 each when there is
 * none), from `deals` deals sampled per moment (the same deals for every model: paired).
 */
export function pastEvidence(
  view: SeatView,
  config: FastConfig,
  rng: Sfc32,
  models: readonly OpponentModel[],
  deals: number,
): Float64Array {
  const logs = new Float64Array(models.length);
  const hand = view.hand;
  if (hand === null || view.seat === null) return logs;
  const dealt = new FastHand(config);
  const sums = new Float64Array(models.length);
  hand.moves.forEach((move, index) => {
    if (
      !('draw' in move) ||
      move.seat === view.seat ||
      config.sideOf[move.seat] === config.sideOf[view.seat!]
    )
      return;
    const before = viewBefore(view, index);
    const inferences = models.map((model) =>
      readPlays(before, model.greedy, 0, model.choice ?? null, model.history),
    );
    if (!inferences[0]!.informative) return;
    const sampler = new Sampler(config, knowledgeBefore(view, index), true);
    sums.fill(0);
    for (let d = 0; d < deals; d++) {
      sampler.sample(dealt, rng);
      for (let m = 0; m < models.length; m++) sums[m]! += inferences[m]!.weight(dealt);
    }
    // A moment where no sampled deal explains the plays says nothing (and would give -Infinity).
    if (sums.some((sum) => sum <= 0)) return;
    for (let m = 0; m < models.length; m++) logs[m]! += Math.log(sums[m]! / deals);
  });
  return logs;
}

/** The index in `models` with the most evidence (past plays and prior): v4's likeliestModel, for the past. */
export function likeliestFromPast(
  view: SeatView,
  config: FastConfig,
  rng: Sfc32,
  models: readonly OpponentModel[],
  deals: number,
): number {
  const logs = pastEvidence(view, config, rng, models, deals);
  let best = 0;
  const score = (m: number) => logs[m]! + Math.log(models[m]!.prior);
  for (let m = 1; m < models.length; m++) if (score(m) > score(best)) best = m;
  return best;
}
