// The table's half-made move (lib/table/tile-choice.svelte.ts) on options built from the
// engine's own legal actions: a tile that fits one end is played at once; one that fits two is
// picked, its ends offered, and played where chosen; tapping it again or Escape drops the choice.
import { apply, legalActions, type MatchState } from '@boneyard/engine';
import { describe, expect, test } from 'vitest';
import type { TableSource } from '../src/lib/game/source.ts';
import { optionsFromLegal, type PlayOption } from '../src/lib/game/play-options.ts';
import { TileChoice } from '../src/lib/table/tile-choice.svelte.ts';
import { dealtHand } from './support/dealt.ts';

function table(options: PlayOption[]) {
  const played: unknown[][] = [];
  const game = {
    options,
    play: (...args: unknown[]) => played.push(args),
  } as unknown as TableSource;
  return { choice: new TileChoice(() => game), played };
}

describe('TileChoice', () => {
  const options: PlayOption[] = [
    { tile: '2-5', ends: ['left'] },
    { tile: '3-4', ends: ['left', 'right'] },
    { tile: '6-6', ends: [] },
  ];

  test('a tile that fits one end (or opens the board) is played at once', () => {
    const { choice, played } = table(options);
    choice.pick('2-5');
    choice.pick('6-6');
    expect(played).toEqual([
      ['2-5', 'left'],
      ['6-6', undefined],
    ]);
    expect(choice.selected).toBeNull();
  });

  test('a tile that fits two ends waits for the end, then goes there', () => {
    const { choice, played } = table(options);
    choice.pick('3-4');
    expect(choice.selected).toBe('3-4');
    expect(choice.targets).toEqual(['left', 'right']);
    expect(played).toEqual([]);
    choice.chooseEnd('right');
    expect(played).toEqual([['3-4', 'right']]);
    expect(choice.targets).toEqual([]);
  });

  test('tapping the picked tile again, or cancelling, drops the choice and plays nothing', () => {
    const { choice, played } = table(options);
    choice.pick('3-4');
    choice.pick('3-4');
    expect(choice.selected).toBeNull();
    choice.pick('3-4');
    expect(choice.cancel()).toBe('3-4');
    expect(choice.cancel()).toBeNull();
    choice.chooseEnd('left');
    choice.pick('1-1');
    expect(played).toEqual([]);
  });

  test("through a real hand, every pick lands only where the engine's legal actions allow", () => {
    let state: MatchState = dealtHand('draw', 2, 7, 'CHOICE');
    let twoEnded = 0;
    while (state.phase === 'playing' && state.hand) {
      const seat = state.hand.turn;
      const legal = legalActions(state, seat);
      const offered = optionsFromLegal(legal);
      const { choice, played } = table(offered);
      for (const option of offered) {
        choice.pick(option.tile);
        if (choice.selected !== null) {
          twoEnded++;
          expect(choice.targets).toEqual(option.ends);
          choice.chooseEnd(choice.targets.at(-1)!);
        }
      }
      expect(played.length).toBe(offered.length);
      for (const [tile, end] of played) {
        expect(legal.some((a) => a.type === 'play' && a.tile === tile && a.end === end)).toBe(true);
      }
      const step = apply(state, seat, legal[0]!);
      if (!step.ok) throw new Error(step.message);
      state = step.value.state;
    }
    expect(twoEnded).toBeGreaterThan(0);
  });
});
