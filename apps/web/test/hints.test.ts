// First-game hints (lib/table/hints.svelte.ts) fed the situations a table goes through: a hint
// about the player's turn ("your turn", "you drew") goes when the turn passes, "you knocked"
// (the knock passes the turn at once) stays to be read until the player's next turn, the score
// sheet's goes with the next hand, and nothing shows
// while the hot-seat curtain hides the hand (it comes back when the hand is shown).
import { describe, expect, test } from 'vitest';
import { FirstGameHints, type HintSituation } from '../src/lib/table/hints.svelte.ts';

const idle: HintSituation = {
  myTurn: false,
  canPlay: false,
  myBubble: null,
  handOver: false,
  handHidden: false,
};
const myTurn: HintSituation = { ...idle, myTurn: true, canPlay: true };

function shown(steps: Partial<HintSituation>[], hints = new FirstGameHints()) {
  return steps.map((step) => {
    hints.offer({ ...idle, ...step });
    return hints.current;
  });
}

describe('first-game hints', () => {
  test('"your turn" shows on the turn and goes when the turn passes', () => {
    expect(shown([myTurn, idle, idle])).toEqual(['play', null, null]);
  });

  test('"your turn" comes back on the next turn until answered', () => {
    expect(shown([myTurn, idle, myTurn])).toEqual(['play', null, 'play']);
  });

  test('a knock passes the turn at once: its hint stays through the others\u2019 turns', () => {
    expect(
      shown([
        { myBubble: 'knock' }, // the turn is already someone else's
        {},
        {},
        myTurn, // the next turn of mine: "your turn" replaces it
      ]),
    ).toEqual(['knock', 'knock', 'knock', 'play']);
  });

  test('"you drew" stays while the turn goes on (the drawn tile is still to play), then goes', () => {
    const hints = new FirstGameHints();
    hints.gotIt('play');
    expect(
      shown(
        [{ myTurn: true, myBubble: 'drew' }, { myTurn: true, canPlay: true }, {}, myTurn],
        hints,
      ),
    ).toEqual(['drew', 'drew', null, null]);
  });

  test('the score sheet\u2019s hint lasts while the result is shown, not into the next hand', () => {
    expect(shown([myTurn, { handOver: true }, { handOver: true }, idle])).toEqual([
      'play',
      'score',
      'score',
      null,
    ]);
  });

  test('behind the hot-seat curtain no hint shows; it returns when the hand is shown', () => {
    expect(
      shown([myTurn, { handHidden: true }, { handHidden: true, myBubble: 'drew' }, myTurn]),
    ).toEqual(['play', null, null, 'play']);
  });

  test('a spectator (no hand of theirs) never gets one', () => {
    expect(shown([{ handHidden: true, handOver: true }])).toEqual([null]);
  });

  test('an answered hint, or all after "No more hints", never comes back', () => {
    const hints = new FirstGameHints();
    expect(shown([myTurn], hints)).toEqual(['play']);
    hints.gotIt('play');
    expect(shown([idle, myTurn, { myBubble: 'knock' }], hints)).toEqual([null, null, 'knock']);
    hints.dismissAll();
    expect(shown([{ handOver: true }, myTurn], hints)).toEqual([null, null]);
  });
});
