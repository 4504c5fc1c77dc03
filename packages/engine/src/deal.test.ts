import { describe, expect, it } from 'vitest';
import { createMatch, deal } from './match.ts';
import { presetRules } from './presets.ts';
import { deckFrom, mustDeal } from './testing.ts';
import type { MatchState, PlayedHand, PresetId, Tile } from './types.ts';

function rulesOf(id: PresetId, players: number) {
  const r = presetRules(id, { players });
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

const t = (s: string) => s.split(' ') as Tile[];

describe('deal: the first hand', () => {
  it.each([
    // preset, players, hands, leader, compulsory tile
    ['draw', 2, [t('0-1 0-2 0-3 0-4 0-5 1-2 4-4'), t('1-3 1-4 1-5 1-6 2-3 2-4 5-5')], 1, '5-5'],
    [
      'draw',
      3,
      [t('0-1 0-2 0-3 0-4 0-0'), t('1-3 1-4 1-5 1-6 2-3'), t('2-4 2-5 2-6 3-4 3-5')],
      0,
      '0-0',
    ],
    // no double dealt: the heaviest tile, 4-5 before 3-6
    ['block', 2, [t('0-1 0-2 0-3 0-4 0-5 0-6 3-6'), t('1-2 1-3 1-4 1-5 1-6 2-3 4-5')], 1, '4-5'],
    [
      'block',
      4,
      [
        t('0-0 0-1 0-2 0-3 0-4 0-5 0-6'),
        t('1-1 1-2 1-3 1-4 1-5 1-6 2-2'),
        t('6-6 2-3 2-4 2-5 2-6 3-3 3-4'),
        t('3-5 3-6 4-4 4-5 4-6 5-5 5-6'),
      ],
      2,
      '6-6',
    ],
    [
      'kozel',
      4,
      [
        t('0-0 0-1 0-2 0-3 1-4 1-5 2-6'),
        t('2-2 1-2 1-3 0-4 0-5 0-6 3-3'),
        t('6-6 2-3 2-4 2-5 1-6 1-1 3-4'),
      ],
      2,
      '1-1',
    ],
    [
      'kozyol',
      4,
      [
        t('1-1 0-1 0-2 0-3 0-4 0-5 0-6'),
        t('0-0 1-2 1-3 1-4 1-5 1-6 3-3'),
        t('6-6 2-3 2-4 2-5 2-6 2-2 3-4'),
        t('3-5 3-6 4-4 4-5 4-6 5-5 5-6'),
      ],
      0,
      '1-1',
    ],
    // kozyol, 1-1 in the boneyard: the lowest double dealt
    ['kozyol', 2, [t('0-1 0-2 0-3 2-2 0-5 0-6 3-6'), t('1-2 1-3 1-4 1-5 1-6 4-4 4-5')], 0, '2-2'],
    // kozyol, no double dealt: the lowest tile
    ['kozyol', 2, [t('0-2 0-3 0-4 0-5 0-6 1-2 3-6'), t('1-3 1-4 1-5 0-1 2-3 2-4 4-5')], 1, '0-1'],
  ] as const)('%s, %i players: seat %#', (id, players, hands, leader, tile) => {
    const rules = rulesOf(id, players);
    const step = mustDeal(createMatch(rules), deckFrom(hands));
    expect(step.state.hand?.leader).toBe(leader);
    expect(step.state.hand?.moves[0]).toEqual({ seat: leader, play: tile });
    expect(step.events).toContainEqual({
      type: 'played',
      seat: leader,
      tile,
      end: null,
      auto: true,
    });
    expect(step.state.hand?.board.tiles).toHaveLength(1);
  });

  it('leaves the undealt tiles in the boneyard (draw) or out of play (block)', () => {
    const draw = mustDeal(createMatch(rulesOf('draw', 4)), deckFrom([])).state.hand;
    expect(draw?.boneyard).toHaveLength(8);
    expect(draw?.outOfPlay).toHaveLength(0);
    const block = mustDeal(createMatch(rulesOf('block', 3)), deckFrom([])).state.hand;
    expect(block?.boneyard).toHaveLength(0);
    expect(block?.outOfPlay).toHaveLength(10);
  });

  it('refuses a deck that is not the whole set, and dealing mid-hand', () => {
    const state = createMatch(rulesOf('block', 2));
    const short = deal(state, deckFrom([]).slice(1));
    expect(!short.ok && short.error).toBe('bad-deck');
    const twice = deckFrom([]);
    twice[1] = twice[0] as Tile;
    expect(!deal(state, twice).ok).toBe(true);
    const playing = mustDeal(state, deckFrom([])).state;
    const again = deal(playing, deckFrom([]));
    expect(!again.ok && again.error).toBe('bad-phase');
  });
});

describe('deal: kozel redeals', () => {
  const rules = rulesOf('kozel', 4);
  it.each([
    ['five doubles', [t('0-1 0-2 0-3 1-2 1-3 2-3 2-4'), t('0-0 1-1 2-2 3-3 4-4 1-4 0-4')], 1],
    ['six of one number', [t('0-1 0-2 0-3 0-4 0-5 0-6 1-2'), t('0-0 1-1 2-2 3-3 2-3 1-3 1-4')], 0],
  ] as const)('throws in a hand with %s', (_name, hands, seat) => {
    const step = mustDeal(createMatch(rules), deckFrom(hands));
    expect(step.events).toEqual([{ type: 'misdeal', number: 1, attempt: 0, seat }]);
    expect(step.state.phase).toBe('dealing');
    expect(step.state.next).toEqual({ number: 1, attempt: 1 });
  });

  it('keeps four doubles and five of a number', () => {
    const hands = [t('0-1 0-2 0-3 0-4 1-5 2-6 1-2'), t('0-0 1-1 2-2 3-3 2-3 1-3 1-4')];
    expect(mustDeal(createMatch(rules), deckFrom(hands)).state.phase).toBe('playing');
  });
});

describe('deal: later hands', () => {
  const played = (
    winner: number | null,
    by: number | null,
    pips: number[],
    lastSeat = 3,
  ): PlayedHand => ({
    number: 1,
    attempt: 0,
    dealt: [],
    boneyard: [],
    moves: [
      { seat: 0, play: '1-1' },
      { seat: lastSeat, play: '1-2', end: 'left' },
      { seat: (lastSeat + 1) % 4, pass: true },
    ],
    result: {
      kind: by === null ? 'fish' : 'domino',
      by,
      winner,
      pips,
      counts: pips,
      points: [0, 0],
      totals: [0, 0],
      notes: [],
      eggsCarried: 0,
    },
  });
  const after = (id: PresetId, players: number, hand: PlayedHand): MatchState => ({
    ...createMatch(rulesOf(id, players)),
    phase: 'hand-over',
    history: [hand],
    next: { number: 2, attempt: 0 },
  });
  const hands4 = [
    t('0-0 0-1 0-2 0-3 1-4 1-5 2-6'),
    t('1-1 1-2 1-3 0-4 0-5 0-6 2-2'),
    t('6-6 2-3 2-4 2-5 1-6 3-3 3-4'),
  ];

  it.each([
    ['draw: the winner leads any tile', after('draw', 4, played(2, 2, [5, 6, 0, 7])), 2],
    ['block: a fish winner leads', after('block', 4, played(1, null, [5, 3, 9, 7])), 1],
    [
      'kozel: whoever played the last tile leads',
      after('kozel', 4, played(1, null, [5, 3, 9, 7], 3)),
      3,
    ],
    [
      'kozyol pairs: the partner with fewer pips leads a fish',
      after('kozyol', 4, played(1, null, [5, 8, 9, 2])),
      3,
    ],
  ] as const)('%s', (_name, state, leader) => {
    const step = mustDeal(state, deckFrom(hands4));
    expect(step.state.hand?.leader).toBe(leader);
    expect(step.state.hand?.mustPlay).toBeNull();
    expect(step.state.hand?.moves).toEqual([]);
    expect(step.state.hand?.number).toBe(2);
    expect(step.events).toEqual([
      { type: 'dealt', number: 2, attempt: 0, leader },
      { type: 'turn', seat: leader },
    ]);
  });

  it('after a tied hand the highest double leads again', () => {
    const step = mustDeal(after('block', 4, played(null, null, [5, 5, 9, 7])), deckFrom(hands4));
    expect(step.state.hand?.moves[0]).toEqual({ seat: 2, play: '6-6' });
  });
});
