// Issue 47 item 3: after a network drop the board came back right, but the moves made while the
// page was offline never appeared in its hand log. Anna (with Boris and two bots) loses the
// network on her turn; after the grace period a bot plays her seat and Boris and the bots play
// on; when she is back, her log holds a line for every tile laid while she was away.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { playIfMyTurn, visible } from '../src/play.ts';
import { serverAndBrowser } from './support/suite.ts';

// A short grace so a bot takes Anna's seat soon; bots pause a little per move; the hand's end
// stays on screen.
const suite = serverAndBrowser({ graceMs: 1500, botDelayMs: 150, handPauseMs: 600_000 });

const boardTiles = (page: Page) =>
  page
    .locator('[data-board-tile]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-board-tile') ?? ''));
const loggedTiles = (page: Page) =>
  page
    .locator('[data-testid=hand-log] li[data-log-tile]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-log-tile') ?? ''));

test('moves made while the network was down appear in the log once it is back', async () => {
  const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/`);
  await page.evaluate(() =>
    localStorage.setItem('boneyard:hints', JSON.stringify({ seen: [], off: true })),
  );
  await page.click('[data-preset=block]');
  await page.fill('[data-testid=name]', 'Anna');
  await page.selectOption('[data-testid=bot-seats]', '2');
  await page.click('[data-testid=create]');
  await page.locator('[data-testid=room-code]').waitFor();
  // Boris sits in the free seat (with nobody left at the table the match would pause).
  const guest = await newContext(suite.browser, { viewport: PHONE });
  const boris = await guest.context.newPage();
  await boris.goto(page.url());
  await boris.locator('[data-testid=seat-name]').fill('Boris');
  await boris.locator('[data-testid=take-seat]').first().click();
  await page.locator('[data-testid=start]:not([disabled])').click();
  const connection = page.locator('[data-testid=connection]');
  await expect.poll(() => connection.textContent()).toBe('Connected');
  // Offline on her turn: nothing moves until a bot takes her seat, so every later tile is missed.
  // (Boris plays his turns meanwhile: the table waits for him as for anyone.)
  const herTurnBy = Date.now() + 90_000;
  while (!(await visible(page, 'button[data-playable="true"]'))) {
    if (Date.now() > herTurnBy) throw new Error('Anna never had a tile to play');
    if (!(await playIfMyTurn(boris))) await page.waitForTimeout(50);
  }
  const before = await boardTiles(page);
  await context.setOffline(true);
  await expect.poll(() => connection.textContent()).toBe('Reconnecting…');

  // At least three tiles laid while Anna is away (her seat's by the stand-in bot among them),
  // Boris playing his turns as they come.
  const until = Date.now() + 90_000;
  while ((await boardTiles(boris)).length < before.length + 3) {
    if (Date.now() > until) throw new Error('the hand did not go on without Anna');
    if (!(await playIfMyTurn(boris))) await boris.waitForTimeout(50);
  }
  const missed = (await boardTiles(boris)).filter((tile) => !before.includes(tile));

  await context.setOffline(false);
  await expect.poll(() => connection.textContent(), { timeout: 30_000 }).toBe('Connected');
  // The board is back (it always was)…
  await expect
    .poll(async () => (await boardTiles(page)).length)
    .toBeGreaterThanOrEqual(before.length + missed.length);
  // …and now the log names every tile laid meanwhile, each once.
  await expect
    .poll(async () => {
      const logged = await loggedTiles(page);
      return missed.filter((tile) => !logged.includes(tile));
    })
    .toEqual([]);
  const logged = await loggedTiles(page);
  for (const tile of missed) expect(logged.filter((t) => t === tile)).toHaveLength(1);
  await screenshot(page, 'resync-log-desktop');
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(e))).toEqual([]);
  expect(guest.errors).toEqual([]);
  await guest.context.close();
  await context.close();
});
