// A hand dealt by the fair deal algorithm from a fixed server seed (no client seeds), as the
// server would deal hand 1 of a room: the starting point of the table's unit tests.
import { createMatch, presetRules, type MatchState, type PresetId } from '@boneyard/engine';
import { mustDeal } from '@boneyard/engine/testing';
import { dealHands } from '@boneyard/fair';

export function dealtHand(
  preset: PresetId,
  players: number,
  seedByte: number,
  room: string,
): MatchState {
  const rules = presetRules(preset, { players });
  if (!rules.ok) throw new Error(rules.message);
  const dealt = dealHands({
    serverSeed: new Uint8Array(32).fill(seedByte),
    room,
    hand: 1,
    attempt: 0,
    seats: players,
    tilesEach: rules.value.tilesEach,
    clientSeeds: Array.from({ length: players }, () => new Uint8Array()),
  });
  if (!dealt.ok) throw new Error(dealt.message);
  return mustDeal(createMatch(rules.value), dealt.value.deck).state;
}
