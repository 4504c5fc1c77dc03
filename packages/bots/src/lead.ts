// What a compulsory lead says about the deal: the tile laid first was the one the lead rule picks
// among every tile dealt, so each tile that would have been picked over it was dealt to nobody.
// Under "highest double", a 4-4 lead means no 5-5 or 6-6 in any hand — in 2-player Draw they are
// in the boneyard. A seat keeps that until it draws (a draw may bring those tiles in); knocks and
// draws are read by knowledgeOf as before.
import { type FirstLeadRule, type SeatView, leadIsForced } from '@boneyard/engine';
import { fastConfig } from './fast/config.ts';
import { forcedLeadTile } from './fast/lead.ts';
import { TILE_COUNT, indexOfTile } from './fast/tables.ts';
import { knowledgeOf, type Knowledge } from './knowledge.ts';

/** Tiles (a mask of tile indices) that `rule` would have led over `lead`, had they been dealt. */
export function undealtUnder(rule: FirstLeadRule, lead: number): number {
  const pair = new Int32Array(1);
  let undealt = 0;
  for (let tile = 0; tile < TILE_COUNT; tile++) {
    if (tile === lead) continue;
    pair[0] = (1 << lead) | (1 << tile);
    if (forcedLeadTile(rule, pair, 1) !== lead) undealt |= 1 << tile;
  }
  return undealt;
}

/** Tiles the hand's compulsory lead shows nobody was dealt (0 when the leader chose freely). */
export function undealtByLead(view: SeatView): number {
  const hand = view.hand;
  if (hand === null || !leadIsForced(view.rules, view.history.at(-1))) return 0;
  const first = hand.moves[0];
  if (first === undefined || !('play' in first)) return 0;
  return undealtUnder(fastConfig(view.rules).firstLead, indexOfTile(first.play));
}

/** knowledgeOf, with the undealt tiles excluded from every other seat that has not drawn this hand. */
export function knowledgeWithLead(view: SeatView): Knowledge | null {
  const know = knowledgeOf(view);
  if (know === null) return null;
  const undealt = undealtByLead(view) & know.unknown;
  if (undealt === 0) return know;
  const drew = new Uint8Array(know.players);
  for (const move of view.hand!.moves) if ('draw' in move) drew[move.seat] = 1;
  const excluded = Int32Array.from(know.excluded);
  for (let seat = 0; seat < know.players; seat++)
    if (seat !== know.seat && drew[seat] === 0) excluded[seat]! |= undealt;
  return { ...know, excluded };
}
