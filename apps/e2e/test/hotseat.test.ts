// Scenario 4: hot-seat players name their seats, the hand is hidden between turns, and a reload
// mid-hand returns to the same seat and state (the game lives in this browser's storage).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DESKTOP, launch, newContext, PHONE, screenshot, WEB_BUILD } from '../src/browser.ts';
import { serveStatic, type RunningServer } from '../src/static-server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // Local modes need no game server: the static build alone must be enough.
  server = await serveStatic(WEB_BUILD);
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const tilesInDom = (page: Page) => page.locator('[data-tile]').count();
const myTiles = (page: Page) =>
  page
    .locator('[data-tile]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-tile') ?? '').sort());
const boardSize = (page: Page) => page.locator('svg[role="group"] svg.tile').count();
const curtainName = async (page: Page) =>
  (await page.locator('[data-testid=curtain] .pass').textContent())?.trim();

test('hot-seat hides the hand between turns and survives a reload', async () => {
  const { context, errors } = await newContext(browser, { viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.locator('[data-preset="block"]').check();
  await page.selectOption('[data-testid=players]', '2');
  // The players name their seats before starting; the curtain calls them by those names.
  await page.click('[data-testid=hotseat-names] summary');
  const nameFields = page.locator('[data-testid=hotseat-name]');
  expect(await nameFields.count()).toBe(2);
  expect(await nameFields.nth(1).getAttribute('placeholder')).toBe('Player 2');
  await nameFields.nth(0).fill('Masha');
  await nameFields.nth(1).fill('Petya');
  await nameFields.nth(1).scrollIntoViewIfNeeded();
  await screenshot(page, 'hotseat-names-phone');
  await page.click('[data-testid=hotseat]');

  // A new hand starts behind the curtain: no tile of anyone's hand is in the page.
  await page.locator('[data-testid=curtain]').waitFor();
  expect(await tilesInDom(page)).toBe(0);
  await screenshot(page, 'hotseat-curtain-phone');
  const first = await curtainName(page);
  await page.click('[data-testid=reveal]');
  expect(await tilesInDom(page)).toBeGreaterThan(0);
  await screenshot(page, 'hotseat-hand-phone');

  // Play by keyboard: arrows walk the hand to a playable tile, Enter plays it (and Enter again on
  // the end that gets focus if it fits both). The turn passes and the curtain hides the hand.
  const boardBefore = await boardSize(page);
  await page.locator('[data-tile]').first().focus();
  for (let i = 0; i < 10; i++) {
    const playable = await page.evaluate(() =>
      document.activeElement?.getAttribute('data-playable'),
    );
    if (playable === 'true') break;
    await page.keyboard.press('ArrowRight');
  }
  await page.keyboard.press('Enter');
  if ((await page.locator('g.target').count()) > 0) {
    // Esc cancels the choice, then choosing again and confirming the focused end plays it.
    await page.keyboard.press('Escape');
    expect(await page.locator('g.target').count()).toBe(0);
    await page.locator('button[aria-pressed="false"][data-playable="true"]').first().focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
  }
  await page.locator('[data-testid=curtain]').waitFor();
  expect(await boardSize(page)).toBeGreaterThan(boardBefore);
  expect(await tilesInDom(page)).toBe(0);
  const second = await curtainName(page);
  expect([first, second].sort()).toEqual(['Pass the device to Masha', 'Pass the device to Petya']);

  // The second person looks at their tiles, then the page reloads mid-hand.
  await page.click('[data-testid=reveal]');
  const before = { tiles: await myTiles(page), board: await boardSize(page) };
  expect(before.tiles.length).toBeGreaterThan(0);
  await page.reload();
  await page.locator('[data-testid=curtain]').waitFor();
  expect(await tilesInDom(page)).toBe(0);
  expect(await curtainName(page)).toBe(second);
  await page.click('[data-testid=reveal]');
  expect(await myTiles(page)).toEqual(before.tiles);
  expect(await boardSize(page)).toBe(before.board);

  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'hotseat-hand-desktop');
  expect(errors).toEqual([]);
});
