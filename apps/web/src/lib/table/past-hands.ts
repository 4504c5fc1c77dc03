// A finished hand from the match history, shaped like the live hand's end for HandEnd: its
// result and the tiles each seat still held (dealt, plus drawn, minus played).
import type { PlayedHand, SeatView } from '@boneyard/engine';

type HandView = NonNullable<SeatView['hand']>;

export function pastHand(played: PlayedHand): Pick<HandView, 'number' | 'result' | 'revealed'> {
  const left = played.dealt.map((tiles) => [...tiles]);
  for (const move of played.moves) {
    const tiles = left[move.seat];
    if (!tiles) continue;
    if ('draw' in move) tiles.push(move.draw);
    else if ('play' in move) tiles.splice(tiles.indexOf(move.play), 1);
  }
  return { number: played.number, result: played.result, revealed: left };
}
