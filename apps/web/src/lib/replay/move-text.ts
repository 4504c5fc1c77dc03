// A recorded move in words, in the page's language: the replay's log and what the live region says.
import type { MoveRecord } from '@boneyard/protocol';
import { ontoArmIn } from '../i18n/boards.ts';
import { i18n, t } from '../i18n/i18n.svelte.ts';
import { tr } from '../i18n/replay.svelte.ts';
import { tileName } from '../tiles/names.ts';

/**
 * Where a tile went, as the hand log says it: "on the left" / «на левый конец» at a line's ends,
 * "on the up arm" / "on Anna's train" elsewhere (not "on the up", «конец: up»).
 */
function placed(tile: string, end: string, names: readonly string[]): string {
  if (end === 'left' || end === 'right')
    return tr('replay.short.playAt', { tile, end: t(`end.${end}`) });
  return tr('replay.short.playOnto', { tile, onto: ontoArmIn(i18n.lang, end, names) });
}

export function moveWords(move: MoveRecord, names: readonly string[]): string {
  const name = names[move.seat] ?? `#${move.seat + 1}`;
  if ('play' in move) {
    const tile = tileName(t, move.play);
    return move.end === undefined
      ? tr('replay.move.play', { name, tile })
      : tr('replay.move.playAt', { name, place: placed(tile, move.end, names) });
  }
  if ('draw' in move) return tr('replay.move.draw', { name, tile: tileName(t, move.draw) });
  if ('claim' in move) return tr('replay.move.claim', { name, points: move.claim });
  if ('lapsed' in move) return tr('replay.move.lapsed', { name, points: move.lapsed });
  if ('skip' in move) return tr('replay.move.skip', { name });
  return tr('replay.move.pass', { name });
}

/** A move without its player, for the coach's verdict: "five–three on the left", "draw", "pass". */
export function moveShort(move: MoveRecord, names: readonly string[]): string {
  if ('play' in move) {
    const tile = tileName(t, move.play);
    return move.end === undefined ? tile : placed(tile, move.end, names);
  }
  if ('draw' in move) return tr('replay.short.draw');
  if ('skip' in move) return tr('replay.short.skip');
  if ('claim' in move) return tr('replay.short.claim', { points: move.claim });
  return tr('replay.short.pass');
}
