// Issue 9, two doubles in a turn: a bot game on this device where the person lays a double while
// holding another that fits; the table offers the second double and a Skip button; Skip is
// applied by the engine and kept in the hand's moves. The game is resumed from a saved state the
// engine itself produced (seat 0 to move, ends 2 | 6, holding 6-6 and 2-2).
import {
  ALL_TILES,
  apply,
  createMatch,
  presetRules,
  type MatchState,
  type Tile,
} from '@boneyard/engine';
import { parseRules } from '@boneyard/protocol';
import { mustDeal } from '@boneyard/engine/testing';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, screenshot } from '../src/browser.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser();

const t = (s: string) => s.split(' ') as Tile[];

function offeredGame(): { config: unknown; state: MatchState } {
  const base = presetRules('block', { players: 2 });
  if (!base.ok) throw new Error(base.message);
  const rules = parseRules({
    ...base.value,
    tilesEach: 3,
    agreements: { twoDoubles: true, opening: { rule: 'any-tile', fallback: 'heaviest-tile' } },
  });
  if (!rules.ok) throw new Error(rules.message);
  const hands = [t('2-6 6-6 2-2'), t('1-3 1-4 1-5')];
  const used = hands.flat();
  const deck = [...used, ...ALL_TILES.filter((x) => !used.includes(x))];
  // Seat 0 leads 2-6; seat 1 holds nothing for 2 or 6 and knocks; seat 0 is to move again.
  const dealt = mustDeal(createMatch(rules.value), deck).state;
  const led = apply(dealt, 0, { type: 'play', tile: '2-6' });
  if (!led.ok) throw new Error(led.message);
  const config = {
    mode: 'bots',
    preset: 'block',
    players: 2,
    pairs: false,
    target: 100,
    names: ['Ann', 'Bot'],
    bots: [null, 'easy'],
    custom: rules.value,
  };
  return { config, state: led.value.state };
}

test('the table offers the second double and Skip; Skip is the engine action', async () => {
  const { config, state } = offeredGame();
  expect(state.hand?.turn).toBe(0);
  const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/`);
  await page.evaluate(
    (saved) => localStorage.setItem('boneyard:local-game', JSON.stringify(saved)),
    {
      config,
      room: 'LOCALSKIP01',
      state,
      deals: [],
      viewer: 0,
    },
  );
  await page.goto(`${suite.server.url}/play`);
  await page.locator('button[data-tile="6-6"][data-playable="true"]').click({ timeout: 30_000 });
  await page.locator('[data-testid=skip]').waitFor({ timeout: 30_000 });
  // Only the second double is playable while the offer stands.
  expect(
    await page
      .locator('button[data-playable="true"]')
      .evaluateAll((b) => b.map((x) => x.getAttribute('data-tile'))),
  ).toEqual(['2-2']);
  await screenshot(page, 'two-doubles-offer-desktop');
  await page.locator('[data-testid=skip]').click();
  await page.locator('[data-testid=skip]').waitFor({ state: 'detached', timeout: 30_000 });
  // The engine took the Skip: it is a move of the hand, saved with the game.
  await page.waitForFunction(
    () => (localStorage.getItem('boneyard:local-game') ?? '').includes('"skip":true'),
    null,
    { timeout: 30_000 },
  );
  const saved = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('boneyard:local-game'))) ?? '{}',
  ) as { state: MatchState };
  expect(saved.state.hand?.moves).toContainEqual({ seat: 0, skip: true });
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);
