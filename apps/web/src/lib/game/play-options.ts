// The engine's legal actions (the engine's `legalActions` offline, the server's view online) as
// the table's play options: tile → the arms it may go on. Only a regrouping: which tiles fit and
// where is the engine's answer alone, never worked out again here.
import type { Action, EndId, Tile } from '@boneyard/engine';

export interface PlayOption {
  readonly tile: Tile;
  /** Arms this tile may go on, as the engine lists them; empty when it opens the board. */
  readonly ends: readonly EndId[];
}

export function optionsFromLegal(legal: readonly Action[]): PlayOption[] {
  const byTile = new Map<Tile, EndId[]>();
  for (const action of legal) {
    if (action.type !== 'play') continue;
    const ends = byTile.get(action.tile) ?? [];
    if (action.end && !ends.includes(action.end)) ends.push(action.end);
    byTile.set(action.tile, ends);
  }
  return [...byTile].map(([tile, ends]) => ({ tile, ends }));
}

/** Whether the engine offers this seat Skip (two doubles in a turn: the second double declined). */
export function canSkip(legal: readonly Action[]): boolean {
  return legal.some((action) => action.type === 'skip');
}

/** Whether the engine lets this seat claim a pending score now (strict / stealing Muggins). */
export function canClaim(legal: readonly Action[]): boolean {
  return legal.some((action) => action.type === 'claim');
}

/** Whether the engine lets this seat draw now ("drawing is up to the player": a chosen draw). */
export function canDraw(legal: readonly Action[]): boolean {
  return legal.some((action) => action.type === 'draw');
}

/** Whether the engine lets this seat pass now (drawing up to the player and nothing fits). */
export function canPass(legal: readonly Action[]): boolean {
  return legal.some((action) => action.type === 'pass');
}
