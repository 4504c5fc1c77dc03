// Network loss mid-hand: the connection state says so ("Reconnecting…"), and when the network
// returns the page gets the same seat and tiles back and the hand goes on.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launch, newContext, PHONE, screenshot } from '../src/browser.ts';
import { playUntil } from '../src/play.ts';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/static-server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ handPauseMs: 60_000 });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

test('losing the network mid-hand shows "Reconnecting…" and returns to the same seat', async () => {
  const { context, errors } = await newContext(browser, { viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.fill('[data-testid=name]', 'Anna');
  await page.selectOption('[data-testid=bot-seats]', '3');
  await page.click('[data-testid=create]');
  await page.click('[data-testid=start]');
  const connection = page.locator('[data-testid=connection]');
  await expect.poll(() => connection.textContent()).toBe('Connected');
  await page.locator('[data-tile]').first().waitFor();
  const tiles = () =>
    page
      .locator('[data-tile]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-tile')).sort());
  const before = await tiles();

  await context.setOffline(true);
  await expect.poll(() => connection.textContent()).toBe('Reconnecting…');
  await screenshot(page, 'reconnecting-phone');
  await context.setOffline(false);
  await expect.poll(() => connection.textContent(), { timeout: 20_000 }).toBe('Connected');
  // Bots cannot play Anna's tiles, so she holds exactly what she held before.
  expect(await tiles()).toEqual(before);

  await playUntil(
    [page],
    async () => (await page.locator('[data-testid=hand-end]').count()) > 0,
    60_000,
  );
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(e))).toEqual([]);
});
