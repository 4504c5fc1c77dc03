// The browser's zod/mini schemas (src/lib/schemas) against the ones they stand in for: the
// engine's RulesSchema and the protocol's HTTP replies, with zod's English messages (lib/schemas/english.ts). Every preset and every value below,
// including each field removed, mistyped, out of range or joined by an unknown key, gets the
// same verdict, the same parsed value and the same messages from both.
import * as engine from '@boneyard/engine';
import { PRESET_IDS, presetRules, type Rules } from '@boneyard/engine';
import * as protocol from '@boneyard/protocol';
import { describe, expect, test } from 'vitest';
import '../src/lib/schemas/english.ts';
import * as mini from '../src/lib/schemas/replies.ts';
import { parseRules } from '../src/lib/schemas/rules.ts';
import { variants, verdict, type Json } from './support/variants.ts';

function preset(id: (typeof PRESET_IDS)[number], players?: number): Rules {
  const r = presetRules(id, players === undefined ? {} : { players });
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe('the rules schema in zod/mini', () => {
  // Every agreement written out (the first value of each list, which contradict each other: the
  // set is refused as it is), so each is changed and removed below.
  const agreed: Rules = {
    ...preset('kozyol-table'),
    muggins: { mode: engine.MUGGINS_MODES[0], windowMs: 3000 },
    crossAfter: 2,
    agreements: {
      opening: {
        rule: engine.OPENING_RULES[0],
        double: '1-1',
        fallback: engine.OPENING_FALLBACKS[0],
      },
      cannotGo: engine.CANNOT_GO_RULES[0],
      lastTileDrawable: true,
      buyWithMove: false,
      blockedRound: engine.BLOCKED_ROUND_RULES[0],
      recording: engine.RECORDING_RULES[0],
      blockedScoring: engine.BLOCKED_SCORINGS[0],
      doublesAcross: true,
      twoDoubles: false,
      doubleClosesArm: true,
      roundTo: 10,
      deals: 3,
      semyorka: { extraTurnAt: 7, drawTwoAt: 12 },
      ceremonies: { general: true, admiral: false, snottyGoat: true, winnerToZero: false },
    },
  };

  test('every preset at every table size parses alike', () => {
    for (const id of PRESET_IDS)
      for (const players of engine.PRESETS[id].players)
        expect(parseRules(preset(id, players))).toEqual(protocol.parseRules(preset(id, players)));
  });

  test('every field changed, removed or joined by a stranger gets the same verdict and words', () => {
    let refused = 0;
    let accepted = 0;
    for (const base of [preset('semyorka', 2), preset('all-fives'), agreed] as unknown as Json[]) {
      for (const value of variants(base)) {
        const theirs = protocol.parseRules(value);
        expect(parseRules(value), JSON.stringify(value)).toEqual(theirs);
        if (theirs.ok) accepted++;
        else refused++;
      }
    }
    // The variants reach both verdicts: sets that hold and refusals of each kind.
    expect(accepted).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(500);
  });

  test('not a rule set at all', () => {
    for (const value of [undefined, null, 7, 'kozel', [], {}])
      expect(parseRules(value)).toEqual(protocol.parseRules(value));
  });
});

describe('the HTTP replies in zod/mini', () => {
  const room = {
    code: 'ABCD2345',
    status: 'playing',
    rules: preset('kozel'),
    seats: [
      {
        seat: 0,
        kind: 'human',
        name: 'Ann',
        botLevel: null,
        online: true,
        standIn: false,
        host: true,
      },
      {
        seat: 1,
        kind: 'bot',
        name: 'normal',
        botLevel: 'normal',
        online: false,
        standIn: false,
        host: false,
        standInAt: null,
        away: false,
      },
    ],
    match: 2,
    paused: false,
    standInLevel: 'easy',
    turnSeconds: 30,
    rematch: { proposedBy: 0, accepted: [0], waiting: [1] },
    tally: [{ match: 1, sides: [[0], [1]], winners: [0], losers: [1], names: ['Ann', ''] }],
    chat: true,
  };
  const pairs = [
    [mini.RoomInfoReplySchema, protocol.RoomInfoReplySchema, room],
    [
      mini.CreateRoomReplySchema,
      protocol.CreateRoomReplySchema,
      { code: 'ABCD2345', token: 'a'.repeat(43), seat: 0, url: '/r/ABCD2345' },
    ],
    [
      mini.HttpErrorSchema,
      protocol.HttpErrorSchema,
      { error: { code: 'not-found', message: 'no such room' } },
    ],
  ] as const;

  test('each reply and each change to it gets the same verdict, value and words', () => {
    for (const [ours, theirs, sample] of pairs) {
      let refused = 0;
      for (const value of variants(sample as unknown as Json)) {
        const expected = verdict(theirs.safeParse(value));
        expect(verdict(ours.safeParse(value)), JSON.stringify(value)).toEqual(expected);
        if (!expected.ok) refused++;
      }
      expect(refused).toBeGreaterThan(10);
    }
  });

  test('their types are the protocol types', () => {
    expect(mini.sameTypes).toEqual([true, true]);
  });
});
