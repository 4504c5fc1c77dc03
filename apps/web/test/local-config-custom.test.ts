// A game on this device from a custom rule set: the set is the game (the preset fields are only
// labels), and a set that does not pass the engine's schema gives no game at all (/play checks
// it with custom-rules.ts, loaded only for a custom game, before it plays it).
import { presetRules, type Rules } from '@boneyard/engine';
import { expect, test } from 'vitest';
import { checkedCustom } from '../src/lib/game/custom-rules.ts';
import { rulesFor, type LocalConfig } from '../src/lib/game/local-config.ts';

function kozyolTable(): Rules {
  const made = presetRules('kozyol-table', { players: 3 });
  if (!made.ok) throw new Error(made.message);
  return made.value;
}

const config = (custom: Rules): LocalConfig => ({
  mode: 'bots',
  preset: custom.preset,
  players: custom.players,
  pairs: false,
  target: custom.target.score,
  names: ['Anna', 'Bot 2', 'Bot 3'],
  bots: [null, 'normal', 'normal'],
  custom,
});

test('a custom set is played as it is', () => {
  const custom: Rules = {
    ...kozyolTable(),
    agreements: { ...kozyolTable().agreements, roundTo: 10 },
  };
  const checked = checkedCustom(config(custom));
  expect(checked).not.toBeNull();
  expect(rulesFor(checked!)).toEqual(custom);
});

test('a contradictory or malformed custom set gives no game', () => {
  const base = kozyolTable();
  const buying: Rules = { ...base, agreements: { ...base.agreements, buyWithMove: true } };
  expect(checkedCustom(config(buying))).toBeNull();
  expect(checkedCustom(config({ ...base, tilesEach: 99 }))).toBeNull();
  expect(checkedCustom(config(base))).toEqual(config(base));
});
