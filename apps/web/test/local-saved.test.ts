// A game saved on this device before it ran the table driver (config, match state and deal seeds)
// resumes as the driver's room: mid-hand with its seeds (a bot then moves from the hand's seed),
// and between hands with the next hand committed and waiting for "Next hand".
import { apply, createMatch, legalActions, presetRules, type MatchState } from '@boneyard/engine';
import { bytesToHex } from '@boneyard/fair';
import { dealFromSeeds, type DealSeeds } from '@boneyard/protocol';
import { decideBotMove, LocalHost, type LocalSeat, type TableSettings } from '@boneyard/table';
import { expect, test } from 'vitest';
import type { LocalConfig } from '../src/lib/game/local-config.ts';
import { savedRoom, type SavedLocalGame } from '../src/lib/game/local-saved.ts';

const ROOM = 'LOCALOLD001';
const SETTINGS: TableSettings = {
  botDelayMs: 0,
  graceMs: 60_000,
  seedTimeoutMs: 10_000,
  handPauseMs: 365 * 86_400_000,
};
const SEATS: LocalSeat[] = [
  { name: 'Ann', bot: null, tokenHash: 'ann' },
  { name: 'Bot 2', bot: 'easy', tokenHash: 'bot' },
];
const NOW = Date.UTC(2026, 0, 5);

function oldSave(): SavedLocalGame {
  const rules = presetRules('draw', { players: 2, target: 50 });
  if (!rules.ok) throw new Error(rules.message);
  const serverSeed = new Uint8Array(32).fill(7);
  const clientSeeds = [new Uint8Array(32).fill(9), new Uint8Array()];
  const dealt = dealFromSeeds(createMatch(rules.value), { serverSeed, room: ROOM, clientSeeds });
  if (!dealt.ok) throw new Error(dealt.message);
  const deals: DealSeeds[] = [
    {
      number: 1,
      commitment: dealt.value.outcome.commitment,
      serverSeed: bytesToHex(serverSeed),
      clientSeeds: clientSeeds.map(bytesToHex),
    },
  ];
  const config: LocalConfig = {
    mode: 'bots',
    preset: 'draw',
    players: 2,
    pairs: false,
    target: 50,
    names: ['Ann', ''],
    bots: [null, 'easy'],
  };
  return { config, room: ROOM, state: dealt.value.state, deals, viewer: 0 };
}

/** The person plays (first legal action) until the hand ends or it is the bot's turn. */
function personPlays(state: MatchState): MatchState {
  while (state.phase === 'playing' && state.hand?.turn === 0) {
    const step = apply(state, 0, legalActions(state, 0)[0]!);
    if (!step.ok) throw new Error(step.message);
    state = step.value.state;
  }
  return state;
}

test('an old save mid-hand resumes with its deal, and the bot moves from its seed', () => {
  const saved = oldSave();
  const state = personPlays(saved.state);
  const current = savedRoom({ ...saved, state }, SEATS, SETTINGS, NOW);
  expect(current.room).toMatchObject({
    code: ROOM,
    status: 'playing',
    deal: { hand: 1, stage: 'dealt', serverSeed: saved.deals![0]!.serverSeed },
  });
  expect(current.room.seats.map((seat) => seat.kind)).toEqual(['human', 'bot']);
  if (state.phase !== 'playing') return;
  const host = new LocalHost(current, SETTINGS, decideBotMove);
  const work = host.nextWork(NOW);
  expect(work).toMatchObject({ kind: 'bot-turn', due: true });
  expect(host.step(NOW).length).toBeGreaterThan(0);
  expect(host.room.game!.hand!.moves.length).toBe(state.hand!.moves.length + 1);
});

test('an old save between hands commits to the next hand, dealt on "Next hand"', () => {
  const saved = oldSave();
  const host = new LocalHost(savedRoom(saved, SEATS, SETTINGS, NOW), SETTINGS, decideBotMove);
  for (let now = NOW; host.room.game?.phase === 'playing'; now++) {
    const game = host.room.game;
    if (game.hand?.turn === 0) host.act(0, legalActions(game, 0)[0]!, now);
    else host.step(Math.max(now, host.nextWork(now)!.at));
  }
  const state = host.room.game!;
  const resumed = savedRoom({ ...saved, state, deals: saved.deals }, SEATS, SETTINGS, NOW);
  expect(resumed.room.revealed).toMatchObject([
    { hand: 1, serverSeed: saved.deals![0]!.serverSeed },
  ]);
  expect(resumed.room.deal).toMatchObject({ hand: 2, stage: 'collecting' });
  const again = new LocalHost(resumed, SETTINGS, decideBotMove);
  expect(again.ready(NOW).ok).toBe(true);
  expect(again.room.game).toMatchObject({ phase: 'playing', hand: { number: 2 } });
});
