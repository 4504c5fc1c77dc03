// Seed 003's agreements about doubles, one scenario table each: doubles lie across (off: in line,
// never opening arms, on every board shape), two doubles in a turn (Skip), a double may close an arm.
import { describe, expect, it } from 'vitest';
import { boardOps } from './board.ts';
import { createMatch } from './match.ts';
import { apply, legalActions } from './play.ts';
import { presetRules } from './presets.ts';
import { checkedRules, deckFrom, mustApply, mustDeal } from './testing.ts';
import type { Agreements, MatchState, PresetId, Rules, Tile } from './types.ts';
import { validateRules } from './validate.ts';
import { viewFor } from './view.ts';

const t = (s: string) => s.split(' ') as Tile[];
/** Seat 0 leads any tile it likes in the first hand. */
const anyTile = { opening: { rule: 'any-tile', fallback: 'heaviest-tile' } } as const;

function rulesOf(preset: PresetId, agreements: Agreements, change: Partial<Rules> = {}): Rules {
  const base = presetRules(preset, { players: 2 });
  if (!base.ok) throw new Error(base.message);
  return checkedRules({
    ...base.value,
    ...change,
    agreements: { ...base.value.agreements, ...agreements },
  });
}

const ends = (s: MatchState) =>
  boardOps(s.hand!.board.shape)
    .openEnds(s.hand!.board, null)
    .map((o) => o.end);

describe('doubles lie across', () => {
  // Seat 0 leads 3-3, seat 1 answers 3-4 and 3-5 would follow: on a hub board the double opens arms.
  const hands = [t('3-3 0-1 0-2'), t('3-4 3-5 1-2')];
  it.each([
    // board, doublesAcross, open ends after the lead and seat 1's 3-4
    ['spinner', true, ['left', 'right', 'up', 'down']],
    ['spinner', false, ['left', 'right']],
    ['cross', true, ['left', 'right', 'up', 'down']],
    ['cross', false, ['left', 'right']],
    ['house', true, ['left', 'right', 'up', 'down']],
    ['house', false, ['left', 'right']],
    ['line', false, ['left', 'right']],
  ] as const)('%s board, across %s: %j', (board, doublesAcross, open) => {
    // Spinner: 3-3 becomes the spinner once covered on both sides, so seat 0's own second tile is
    // not needed: the arms open when both sides hold a tile. Seat 1 plays 3-4 left, seat 0 cannot
    // go (no boneyard), seat 1 plays 3-5 right.
    const r = rulesOf(
      'block',
      { ...anyTile, doublesAcross },
      { board, tilesEach: 3, ...(board === 'cross' ? { crossAfter: 1 } : {}) },
    );
    let s = mustDeal(createMatch(r), deckFrom(hands)).state;
    s = mustApply(s, { type: 'play', tile: '3-3' }).state;
    s = mustApply(s, { type: 'play', tile: '3-4', end: 'left' }).state;
    s = mustApply(s, { type: 'play', tile: '3-5', end: 'right' }, 1).state;
    expect(ends(s)).toEqual(open);
    if (s.hand!.board.shape !== 'line' && s.hand!.board.shape !== 'trains')
      expect(s.hand!.board.spinner).toBe(doublesAcross ? '3-3' : null);
  });

  it.each([
    // Free ends in multiples of five: 5-5 leads, 5-0 goes right. Across, the 5-5 end counts 10.
    [true, 10],
    [false, 5],
  ] as const)('counting the ends, across %s: 5-5 | 5-0 scores %i', (doublesAcross, scored) => {
    const r = rulesOf(
      'draw',
      { ...anyTile, doublesAcross, recording: 'free-ends-fives' },
      { tilesEach: 3 },
    );
    let s = mustDeal(createMatch(r), deckFrom([t('5-5 1-1 1-2'), t('0-5 2-3 2-4')])).state;
    s = mustApply(s, { type: 'play', tile: '5-5' }).state;
    s = mustApply(s, { type: 'play', tile: '0-5' }).state;
    expect(s.hand?.moves.find((m) => 'play' in m && m.play === '0-5')).toEqual({
      seat: 1,
      play: '0-5',
      end: 'right',
      scored,
    });
  });

  it('is inert on trains, and makes the tiles before the cross opens inert', () => {
    const trains = validateRules(rulesOf('trains', { doublesAcross: false }));
    expect(trains.inert.map((i) => i.rule)).toContain('agreements.doublesAcross');
    const cross = validateRules(rulesOf('osyol', { doublesAcross: false }, { crossAfter: 2 }));
    expect(cross.inert.map((i) => i.rule)).toContain('crossAfter');
    expect(cross.contradictions).toEqual([]);
  });
});

describe('two doubles in a turn', () => {
  // Seat 0 leads 2-6 (ends 2 | 6); seat 1 lays 6-6 on the right and holds 2-2, which fits the left.
  const hands = [t('2-6 0-0 2-5'), t('6-6 2-2 2-4')];
  const start = (twoDoubles: boolean) => {
    const r = rulesOf('block', { ...anyTile, twoDoubles }, { tilesEach: 3 });
    const s = mustDeal(createMatch(r), deckFrom(hands)).state;
    return mustApply(mustApply(s, { type: 'play', tile: '2-6' }).state, {
      type: 'play',
      tile: '6-6',
    }).state;
  };
  it.each([
    // agreement, then: seat to move and its legal actions
    [false, 0, [{ type: 'play', tile: '2-5', end: 'left' }]],
    [true, 1, [{ type: 'play', tile: '2-2', end: 'left' }, { type: 'skip' }]],
  ] as const)('on %s: seat %i to move with %j', (twoDoubles, turn, legal) => {
    const s = start(twoDoubles);
    expect(s.hand?.turn).toBe(turn);
    expect(legalActions(s, turn)).toEqual(legal);
    expect(viewFor(s, turn).hand?.legal).toEqual(legal);
    // Everybody sees that a second double may come.
    expect(viewFor(s, 0).hand?.secondDouble).toBe(twoDoubles ? true : undefined);
  });
  it('the second double is laid, then the turn passes on', () => {
    const s = mustApply(start(true), { type: 'play', tile: '2-2', end: 'left' }).state;
    expect(s.hand?.turn).toBe(0);
    expect(s.hand?.secondDouble).toBeUndefined();
    expect(s.hand?.moves.slice(1).map((m) => m.seat)).toEqual([1, 1]);
    // Seat 0 plays 2-5; seat 1 lays a double again and is offered a second one again? No: 2-4 is no double.
    expect(legalActions(mustApply(s, { type: 'play', tile: '2-5' }).state, 1)).toEqual([]);
  });
  it('Skip passes the turn on and is recorded as a move; draw, pass and other tiles are refused', () => {
    const offered = start(true);
    expect(apply(offered, 1, { type: 'pass' })).toMatchObject({ ok: false, error: 'must-play' });
    expect(apply(offered, 1, { type: 'play', tile: '2-4', end: 'left' })).toMatchObject({
      ok: false,
      error: 'second-double-only',
    });
    const step = mustApply(offered, { type: 'skip' });
    expect(step.events[0]).toEqual({ type: 'second-double', seat: 1, offered: false });
    expect(step.state.hand?.turn).toBe(0);
    expect(step.state.hand?.moves.at(-1)).toEqual({ seat: 1, skip: true });
    expect(apply(start(false), 0, { type: 'skip' })).toMatchObject({ ok: false });
  });
  it('skip outside an offer is refused', () => {
    const r = rulesOf('draw', { ...anyTile, twoDoubles: true }, { tilesEach: 3 });
    const s = mustDeal(createMatch(r), deckFrom(hands)).state;
    expect(apply(s, 0, { type: 'skip' })).toMatchObject({ ok: false, error: 'nothing-to-skip' });
  });
});

describe('a double may close an arm', () => {
  // No boneyard: seat 0 leads 2-6; seat 1 lays 6-6 on the right. Sixes left in hands decide.
  it.each([
    // seat 0's other tiles, closed arms after 6-6, open ends
    ['0-0 2-2', ['right'], ['left']],
    ['0-6 2-2', undefined, ['left', 'right']],
  ] as const)('seat 0 holds %s: closed %j', (rest, closed, open) => {
    const r = rulesOf('block', { ...anyTile, doubleClosesArm: true }, { tilesEach: 3 });
    let s = mustDeal(createMatch(r), deckFrom([t(`2-6 ${rest}`), t('6-6 1-1 0-1')])).state;
    s = mustApply(mustApply(s, { type: 'play', tile: '2-6' }).state, {
      type: 'play',
      tile: '6-6',
    }).state;
    expect(s.hand?.board.closed).toEqual(closed);
    expect(ends(s)).toEqual(open);
  });
  it('both arms shut: nobody can go and the round is blocked', () => {
    const r = rulesOf('block', { ...anyTile, doubleClosesArm: true }, { tilesEach: 3 });
    let s = mustDeal(createMatch(r), deckFrom([t('2-6 2-2 0-0'), t('6-6 1-1 0-1')])).state;
    s = mustApply(s, { type: 'play', tile: '2-6' }).state;
    s = mustApply(s, { type: 'play', tile: '6-6' }).state;
    s = mustApply(s, { type: 'play', tile: '2-2' }).state;
    expect(s.hand?.board.closed).toEqual(['right', 'left']);
    expect(s.phase).toBe('hand-over');
    expect(s.history[0]?.result.kind).toBe('fish');
  });
  it('off: the same double leaves its arm open (and the engine passes round it)', () => {
    const r = rulesOf('block', anyTile, { tilesEach: 3 });
    let s = mustDeal(createMatch(r), deckFrom([t('2-6 0-0 2-2'), t('6-6 1-1 0-1')])).state;
    s = mustApply(mustApply(s, { type: 'play', tile: '2-6' }).state, {
      type: 'play',
      tile: '6-6',
    }).state;
    expect(s.hand?.board.closed).toBeUndefined();
    expect(ends(s)).toEqual(['left', 'right']);
  });
  it('a shut arm no longer counts in the ends', () => {
    const r = rulesOf(
      'draw',
      { ...anyTile, doubleClosesArm: true, recording: 'free-ends-fives' },
      { tilesEach: 3, boneyard: false, drawing: 'none' },
    );
    let s = mustDeal(createMatch(r), deckFrom([t('5-6 1-1 1-2'), t('6-6 0-1 0-2')])).state;
    s = mustApply(mustApply(s, { type: 'play', tile: '5-6' }).state, {
      type: 'play',
      tile: '6-6',
    }).state;
    // 5 | 6-6 shut: only the 5 counts, and 5 scores.
    expect(s.hand?.board.closed).toEqual(['right']);
    expect(s.hand?.moves.at(-1)).toMatchObject({ seat: 1, play: '6-6', scored: 5 });
  });
});
