// Seed 003's switches, one scenario table each: the same deal under each setting, and what the
// engine does with it.
import { describe, expect, it } from 'vitest';
import { createMatch, deal } from './match.ts';
import { legalActions } from './play.ts';
import { presetRules } from './presets.ts';
import { checkedRules, deckFrom, mustApply, mustDeal } from './testing.ts';
import { validateRules } from './validate.ts';
import type { Agreements, MatchState, Rules, Tile } from './types.ts';

const t = (s: string) => s.split(' ') as Tile[];

/** Draw dominoes for two (a boneyard of 14) with `agreements` on top, checked by the schema. */
function withAgreements(agreements: Agreements, change: Partial<Rules> = {}): Rules {
  const base = presetRules('draw', { players: 2 });
  if (!base.ok) throw new Error(base.message);
  return checkedRules({ ...base.value, ...change, agreements });
}

describe('who opens', () => {
  const doubles = [t('0-1 0-2 0-3 2-2 0-5 5-5 3-6'), t('1-2 1-3 1-4 1-5 1-6 4-4 4-5')];
  const noDoubles = [t('0-1 0-2 0-3 0-4 0-5 0-6 3-6'), t('1-2 1-3 1-4 1-5 1-6 2-3 4-5')];
  it.each([
    // rule, fallback, named double, hands, leader, forced tile (null: any tile)
    ['lowest-double', 'heaviest-tile', undefined, doubles, 0, '2-2'],
    ['lowest-double', 'heaviest-tile', undefined, noDoubles, 1, '4-5'],
    ['highest-double', 'heaviest-tile', undefined, doubles, 0, '5-5'],
    ['highest-double', 'any-tile', undefined, noDoubles, 0, null],
    ['named-double', 'lowest-double', '4-4', doubles, 1, '4-4'],
    ['named-double', 'lowest-double', '1-1', doubles, 0, '2-2'],
    ['named-double', 'lowest-double', '1-1', noDoubles, 1, '4-5'],
    ['named-double', 'highest-double', '6-6', doubles, 0, '5-5'],
    ['heaviest-tile', 'any-tile', undefined, doubles, 0, '5-5'],
    ['any-tile', 'heaviest-tile', undefined, doubles, 0, null],
    ['previous-winner', 'lowest-double', undefined, doubles, 0, '2-2'],
    ['weekday', 'heaviest-tile', undefined, noDoubles, 1, '4-5'],
  ] as const)(
    '%s (fallback %s, %s): seat %i leads %s',
    (rule, fallback, double, hands, leader, tile) => {
      const rules = withAgreements({ opening: { rule, fallback, ...(double ? { double } : {}) } });
      const step = mustDeal(createMatch(rules), deckFrom(hands));
      expect(step.state.hand?.leader).toBe(leader);
      if (tile === null) expect(step.state.hand?.moves).toEqual([]);
      else expect(step.state.hand?.moves[0]).toEqual({ seat: leader, play: tile });
    },
  );

  it('rotates with the day of the week the server gives at deal time, and keeps it', () => {
    const rules = withAgreements({ opening: { rule: 'weekday', fallback: 'heaviest-tile' } });
    for (const [weekday, leader] of [
      [0, 0],
      [1, 1],
      [2, 0],
      [6, 0],
    ] as const) {
      const step = deal(createMatch(rules), deckFrom(doubles), weekday);
      if (!step.ok) throw new Error(step.message);
      expect(step.value.state.hand?.leader).toBe(leader);
      expect(step.value.state.hand?.weekday).toBe(weekday);
      expect(step.value.state.hand?.moves).toEqual([]);
    }
    expect(deal(createMatch(rules), deckFrom(doubles), 7)).toMatchObject({
      ok: false,
      error: 'bad-deck',
    });
  });

  it('the previous round winner opens the next hand with any tile', () => {
    const rules = withAgreements(
      { opening: { rule: 'previous-winner', fallback: 'lowest-double' } },
      {
        tilesEach: 2,
        boneyard: false,
        drawing: 'none',
      },
    );
    // Seat 0 must open 0-0 (the fallback); seat 1 plays 0-1, seat 0 cannot go, seat 1 goes out.
    let state = mustDeal(createMatch(rules), deckFrom([t('0-0 5-5'), t('0-1 1-1')])).state;
    state = mustApply(state, { type: 'play', tile: '0-1' }).state;
    state = mustApply(state, { type: 'play', tile: '1-1' }).state;
    expect(state.history[0]?.result.winner).toBe(1);
    const next = mustDeal(state, deckFrom([t('0-0 5-5'), t('0-1 1-1')])).state;
    expect(next.hand?.leader).toBe(1);
    expect(next.hand?.moves).toEqual([]);
  });
});

/** Seat 0 opens 6-6 (heaviest double); seat 1 holds nothing with a six; the boneyard front is given. */
function stuckSeat1(agreements: Agreements, front: Tile[]): MatchState {
  const rules = withAgreements(
    { opening: { rule: 'highest-double', fallback: 'heaviest-tile' }, ...agreements },
    { tilesEach: 3 },
  );
  return mustDeal(createMatch(rules), deckFrom([t('6-6 0-0 0-1'), t('1-1 1-2 2-2')], front)).state;
}

describe('if you cannot go', () => {
  it('draws until a tile fits, then must play it (default)', () => {
    const s = stuckSeat1({ cannotGo: 'draw-until-playable' }, t('0-2 3-3 2-6'));
    expect(s.hand?.hands[1]).toEqual(t('1-1 1-2 2-2 0-2 3-3 2-6'));
    expect(s.hand?.mustPlay).toBe('2-6');
  });
  it('draws one tile, then passes when it does not fit', () => {
    const s = stuckSeat1({ cannotGo: 'draw-one-then-pass' }, t('0-2 3-3 2-6'));
    // Seat 1 draws 0-2 and passes, seat 0 (also stuck) draws 3-3 and passes, seat 1 draws 2-6.
    expect(s.hand?.moves.slice(1)).toEqual([
      { seat: 1, draw: '0-2' },
      { seat: 1, pass: true },
      { seat: 0, draw: '3-3' },
      { seat: 0, pass: true },
      { seat: 1, draw: '2-6' },
    ]);
    expect(s.hand?.mustPlay).toBe('2-6');
  });
  it('draws one tile and plays it when it fits', () => {
    const s = stuckSeat1({ cannotGo: 'draw-one-then-pass' }, t('2-6 3-3'));
    expect(s.hand?.mustPlay).toBe('2-6');
    expect(s.hand?.turn).toBe(1);
  });
  it("voluntary: draw and pass are the seat's choices, one tile per draw", () => {
    let s = stuckSeat1({ cannotGo: 'draw-voluntary' }, t('0-2 2-6'));
    expect(s.hand?.hands[1]).toHaveLength(3);
    expect(legalActions(s, 1)).toEqual([{ type: 'draw' }, { type: 'pass' }]);
    s = mustApply(s, { type: 'draw' }).state;
    expect(s.hand?.hands[1]).toContain('0-2');
    expect(s.hand?.turn).toBe(1);
    s = mustApply(s, { type: 'pass' }).state;
    expect(s.hand?.turn).toBe(0);
    expect(s.hand?.moves.at(-1)).toEqual({ seat: 1, pass: true });
  });
  it('voluntary without buying: no draw while a tile fits; with buying: draw is legal too', () => {
    const plain = stuckSeat1({ cannotGo: 'draw-voluntary' }, t('5-6'));
    const afterDraw = mustApply(plain, { type: 'draw' }).state;
    expect(new Set(legalActions(afterDraw, 1).map((a) => a.type))).toEqual(new Set(['play']));
    const buying = stuckSeat1({ cannotGo: 'draw-voluntary', buyWithMove: true }, t('5-6'));
    const afterBuy = mustApply(buying, { type: 'draw' }).state;
    expect(new Set(legalActions(afterBuy, 1).map((a) => a.type))).toEqual(
      new Set(['play', 'draw']),
    );
    expect(mustApply(afterBuy, { type: 'draw' }).state.hand?.hands[1]).toHaveLength(5);
  });
  it('a round of passes with tiles still in the boneyard is a blocked round', () => {
    let s = stuckSeat1({ cannotGo: 'draw-voluntary' }, []);
    s = mustApply(s, { type: 'pass' }).state; // seat 1
    // seat 0 holds 0-0 0-1, neither fits 6-6: it may draw or pass
    s = mustApply(s, { type: 'pass' }).state;
    expect(s.phase).toBe('hand-over');
    expect(s.history[0]?.result.kind).toBe('fish');
    expect(s.history[0]?.boneyard.length).toBeGreaterThan(0);
  });
  it.each([
    [false, ['5-6'], null],
    [true, [], '5-6'],
  ] as const)('the last boneyard tile may be taken: %s', (lastTileDrawable, left, mustPlay) => {
    // 6-6 opens; seat 1 holds no six and the boneyard's only six (5-6) is its last tile.
    const rules = withAgreements({
      lastTileDrawable,
      opening: { rule: 'highest-double', fallback: 'heaviest-tile' },
    });
    const hands = [t('6-6 0-6 1-6 2-6 3-6 4-6 0-0'), t('0-1 0-2 0-3 0-4 0-5 1-2 1-3')];
    const used = new Set([...hands.flat(), '5-6']);
    const front = deckFrom(hands).filter((x) => !used.has(x));
    const s = mustDeal(createMatch(rules), deckFrom(hands, front)).state;
    expect(s.hand?.boneyard).toEqual(left);
    expect(s.hand?.mustPlay).toBe(mustPlay);
    expect(s.hand?.turn).toBe(lastTileDrawable ? 1 : 0);
  });
});

describe('a blocked round', () => {
  // 6-6 opens, nobody holds a six, nothing to draw: blocked at once (block rules have no boneyard).
  const hands = [t('6-6 0-0 0-1 0-2 0-3 0-4 0-5'), t('1-1 1-2 1-3 1-4 1-5 2-2 2-3')];
  it('counts by default', () => {
    const base = presetRules('block', { players: 2 });
    if (!base.ok) throw new Error(base.message);
    const s = mustDeal(createMatch(base.value), deckFrom(hands)).state;
    expect(s.history[0]?.result.points).not.toEqual([0, 0]);
  });
  it('is thrown away and dealt again when it does not count', () => {
    // Voluntary drawing: both seats pass, a blocked round with tiles left; nothing is written.
    let s = stuckSeat1({ cannotGo: 'draw-voluntary', blockedRound: 'redeal' }, []);
    s = mustApply(mustApply(s, { type: 'pass' }).state, { type: 'pass' }).state;
    expect(s.phase).toBe('hand-over');
    const played = s.history[0]!;
    expect(played.result.notes).toEqual([{ kind: 'redealt' }]);
    expect(played.result.points).toEqual([0, 0]);
    expect(s.scores).toEqual([0, 0]);
    expect(s.next).toEqual({ number: 2, attempt: 0 });
  });
  it('is refused without a boneyard', () => {
    const base = presetRules('block', { players: 2 });
    if (!base.ok) throw new Error(base.message);
    const verdict = validateRules({ ...base.value, agreements: { blockedRound: 'redeal' } });
    expect(verdict.contradictions.map((c) => c.message)).toEqual([
      expect.stringContaining('the same hands would come back forever'),
    ]);
  });
});

describe('kozyol-table: seed 003 default game', () => {
  it.each([2, 3, 4])(
    '%i players: every agreement at its default, none contradictory',
    (players) => {
      const rules = presetRules('kozyol-table', { players });
      if (!rules.ok) throw new Error(rules.message);
      expect(rules.value.board).toBe('line');
      expect(rules.value.agreements?.opening).toEqual({
        rule: 'lowest-double',
        fallback: 'heaviest-tile',
      });
      expect(rules.value.agreements?.blockedRound).toBe('counts');
      expect(rules.value.agreements).toMatchObject({
        recording: 'losers-own',
        blockedScoring: 'fewest-collects',
        doublesAcross: true,
        twoDoubles: false,
        doubleClosesArm: false,
      });
      expect(rules.value.agreements?.cannotGo).toBe(
        players < 4 ? 'draw-until-playable' : undefined,
      );
      expect(rules.value.target).toEqual({ score: 101, reaching: 'loses' });
      // Seed 003: the lowest double opens, else the heaviest tile.
      // Seats 0–2 hold 2-2 and 5-5 as their only doubles; the rest (0-0 …) is seat 3's or the boneyard.
      const hands = [
        t('0-1 0-2 0-3 2-2 0-5 5-5 3-6'),
        t('1-2 1-3 1-4 1-5 1-6 2-3 2-4'),
        t('2-5 2-6 3-4 3-5 4-5 4-6 0-4'),
      ];
      const step = mustDeal(createMatch(rules.value), deckFrom(hands));
      expect(step.state.hand?.moves[0]).toEqual(
        players === 4 ? { seat: 3, play: '0-0' } : { seat: 0, play: '2-2' },
      );
    },
  );
});

describe('Semyorka: the sum of the open ends after a play', () => {
  // Seat 0 opens 6-6 (ends 6 + 6 = 12); seat 1 answers 6-1 (ends 6 + 1 = 7).
  const hands = [t('6-6 0-0 0-1'), t('1-6 2-2 2-3')];
  it.each([
    // name, switches, seat to move after seat 1's 1-6, boneyard left (of 22)
    ['7: another turn for the player', { extraTurnAt: 7 }, 1, null],
    ['7: the next player draws two', { drawTwoAt: 7 }, 0, 20],
    ['12 after the lead: seat 1 draws two before it plays', { drawTwoAt: 12 }, 0, 20],
    ['neither', { extraTurnAt: 3, drawTwoAt: 4 }, 0, 22],
  ] as const)('%s', (_name, semyorka, turn, left) => {
    const rules = withAgreements(
      { semyorka, opening: { rule: 'highest-double', fallback: 'heaviest-tile' } },
      { tilesEach: 3 },
    );
    let s = mustDeal(createMatch(rules), deckFrom(hands, t('3-3 3-4 3-5 4-4'))).state;
    s = mustApply(s, { type: 'play', tile: '1-6' }).state;
    expect(s.hand?.turn).toBe(turn);
    const played = s.hand!.moves.findIndex((m) => 'play' in m && m.play === '1-6');
    // Another turn: seat 1 (nothing fits 6 or 1) draws for itself; seat 0 never moved.
    if (left === null)
      expect(s.hand!.moves.slice(played + 1).every((m) => m.seat === 1)).toBe(true);
    else expect(s.hand?.boneyard).toHaveLength(left);
  });
  it('refuses one sum for both, and calls draw two inert without drawing', () => {
    expect(validateRules(withAgreements({})).contradictions).toEqual([]);
    const both = validateRules({
      ...withAgreements({}),
      agreements: { semyorka: { extraTurnAt: 7, drawTwoAt: 7 } },
    });
    expect(both.contradictions.map((c) => c.rules)).toEqual([
      ['agreements.semyorka.extraTurnAt', 'agreements.semyorka.drawTwoAt'],
    ]);
    const block = presetRules('block', { players: 2 });
    if (!block.ok) throw new Error(block.message);
    expect(
      validateRules({ ...block.value, agreements: { semyorka: { drawTwoAt: 5 } } }).inert.map(
        (i) => i.rule,
      ),
    ).toEqual(['agreements.semyorka.drawTwoAt']);
  });
});

describe('semyorka preset', () => {
  it.each([2, 3, 4])('%i players: a boneyard, 7 gives another turn, 12 draws two', (players) => {
    const rules = presetRules('semyorka', { players });
    if (!rules.ok) throw new Error(rules.message);
    expect(rules.value.agreements?.semyorka).toEqual({ extraTurnAt: 7, drawTwoAt: 12 });
    expect(rules.value.boneyard && 28 - players * rules.value.tilesEach > 0).toBe(true);
    expect(validateRules(rules.value).contradictions).toEqual([]);
  });
});
