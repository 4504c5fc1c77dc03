// /verify's checks against a real match: dealt with boneyard/deal/v1, played by the engine,
// written with the protocol's record builder; then tampered with one thing at a time.
import {
  apply,
  createMatch,
  deal,
  legalActions,
  presetRules,
  type MatchState,
} from '@boneyard/engine';
import { bytesToHex, dealHands } from '@boneyard/fair';
import { buildMatchRecord, type DealSeeds, type MatchRecord } from '@boneyard/protocol';
import { beforeAll, describe, expect, test } from 'vitest';
import type { DealMemory } from '../src/lib/fair/memory.ts';
import { verifyInBrowser, type CheckId, type Report } from '../src/lib/fair/verify.ts';

const ROOM = 'TESTROOM';
let record: MatchRecord;
const memory = new Map<number, DealMemory>();

function bytes(fill: number): Uint8Array {
  return new Uint8Array(32).fill(fill);
}

/** Plays two hands of the draw game, always taking the first legal action. */
function playMatch(): { state: MatchState; deals: DealSeeds[] } {
  const rules = presetRules('draw', { players: 2, target: 150 });
  if (!rules.ok) throw new Error(rules.message);
  let state = createMatch(rules.value);
  const deals: DealSeeds[] = [];
  for (let handNo = 1; handNo <= 2 && state.phase !== 'match-over'; handNo++) {
    const serverSeed = bytes(handNo);
    const clientSeeds = [bytes(100 + handNo), new Uint8Array()];
    let commitment = '';
    while (state.phase === 'dealing') {
      const dealt = dealHands({
        serverSeed,
        room: ROOM,
        hand: handNo,
        attempt: state.next.attempt,
        seats: 2,
        tilesEach: 7,
        clientSeeds,
      });
      if (!dealt.ok) throw new Error(dealt.message);
      commitment = dealt.value.commitment;
      const step = deal(state, dealt.value.deck);
      if (!step.ok) throw new Error(step.message);
      state = step.value.state;
    }
    memory.set(handNo, {
      seat: 0,
      seed: bytesToHex(clientSeeds[0]!),
      tiles: [...(state.hand?.dealt[0] ?? [])],
    });
    deals.push({ number: handNo, commitment, serverSeed, clientSeeds });
    while (state.phase === 'playing') {
      const seat = state.hand!.turn;
      const action = legalActions(state, seat)[0]!;
      const step = apply(state, seat, action);
      if (!step.ok) throw new Error(step.message);
      state = step.value.state;
    }
  }
  return { state, deals };
}

function states(report: Report, hand = 1): Record<CheckId, string> {
  if (!report.ok) throw new Error(report.parseError);
  const found = report.value.hands.find((h) => h.number === hand);
  return Object.fromEntries(found!.checks.map((c) => [c.id, c.state])) as Record<CheckId, string>;
}

const recall = (room: string, hand: number) => (room === ROOM ? (memory.get(hand) ?? null) : null);
const copy = (): MatchRecord => JSON.parse(JSON.stringify(record));

beforeAll(() => {
  const { state, deals } = playMatch();
  record = buildMatchRecord({
    state,
    room: ROOM,
    seats: [
      { name: 'Anna', bot: false },
      { name: 'Bot', bot: true },
    ],
    deals,
  });
});

describe('verifyInBrowser', () => {
  test('an honest record passes every check, the browser’s own ones included', () => {
    const report = verifyInBrowser(copy(), recall);
    expect(report.ok && report.value.passed).toBe(true);
    expect(states(report)).toEqual({
      commitment: 'pass',
      clientSeed: 'pass',
      deal: 'pass',
      yourTiles: 'pass',
      draws: 'pass',
      play: 'pass',
    });
  });

  test('a browser that did not play the hand skips its own checks', () => {
    const report = verifyInBrowser(copy(), () => null);
    expect(report.ok && report.value.passed).toBe(true);
    expect(states(report).clientSeed).toBe('skip');
    expect(states(report).yourTiles).toBe('skip');
  });

  test('a different server seed fails the commitment', () => {
    const tampered = copy();
    tampered.hands[0]!.deal.serverSeed = 'ff'.repeat(32);
    const report = verifyInBrowser(tampered, recall);
    expect(report.ok && report.value.passed).toBe(false);
    expect(states(report).commitment).toBe('fail');
  });

  test('a client seed other than the one this browser sent fails that check', () => {
    const tampered = copy();
    tampered.hands[0]!.deal.clientSeeds[0] = 'ee'.repeat(32);
    const report = verifyInBrowser(tampered, recall);
    expect(states(report).clientSeed).toBe('fail');
    expect(states(report).deal).toBe('fail');
  });

  test('tiles moved between hands fail the deal', () => {
    const tampered = copy();
    const hands = tampered.hands[0]!.hands;
    [hands[0]![0], hands[1]![0]] = [hands[1]![0]!, hands[0]![0]!];
    const report = verifyInBrowser(tampered, recall);
    expect(states(report).commitment).toBe('pass');
    expect(states(report).deal).toBe('fail');
  });

  test('a draw that is not the next boneyard tile fails the draws check', () => {
    const tampered = copy();
    const hand = tampered.hands.find((h) => h.moves.some((m) => 'draw' in m));
    expect(hand, 'the draw game with 2 players draws at least once').toBeDefined();
    if (!hand) return;
    const index = hand.moves.findIndex((m) => 'draw' in m);
    // A tile dealt to a hand cannot also be at the front of the boneyard.
    hand.moves[index] = { seat: hand.moves[index]!.seat, draw: hand.hands[1]![0]! };
    const report = verifyInBrowser(tampered, recall);
    expect(states(report, hand.number).draws).toBe('fail');
  });

  test('something that is not a record is reported as such', () => {
    const report = verifyInBrowser({ format: 'nope' }, recall);
    expect(report.ok).toBe(false);
  });
});
