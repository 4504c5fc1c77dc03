// Scenario 1: one browser creates a Kozel room, three more join by code, and all four play a whole
// hand by clicking tiles; the score sheet appears and agrees on all four pages. One page reloads
// mid-hand and comes back to the same seat and tiles.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DESKTOP, launch, newContext, PHONE, screenshot } from '../src/browser.ts';
import { playIfMyTurn, visible } from '../src/play.ts';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/static-server.ts';

let server: RunningServer;
let browser: Browser;
const errors: string[][] = [];

beforeAll(async () => {
  // A long pause after each hand keeps the hand-end screen up for the checks.
  server = await startServer({ handPauseMs: 120_000 });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function myTiles(page: Page): Promise<string[]> {
  return page
    .locator('[data-tile]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-tile') ?? '').sort());
}

test('four browsers play a Kozel hand by clicking and agree on the score', async () => {
  const host = await newContext(browser, { viewport: DESKTOP });
  errors.push(host.errors);
  const anna = await host.context.newPage();
  await anna.goto(`${server.url}/`);
  await anna.locator('[data-preset="kozel"]').check();
  await anna.fill('[data-testid=name]', 'Anna');
  await anna.click('[data-testid=create]');
  const code = (await anna.locator('[data-testid=room-code]').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  await expect.poll(() => anna.locator('[data-testid=start]').isDisabled()).toBe(true);
  await screenshot(anna, 'lobby-desktop');

  const pages: Page[] = [anna];
  for (const name of ['Boris', 'Vera', 'Gleb']) {
    const guest = await newContext(browser, { viewport: name === 'Boris' ? PHONE : DESKTOP });
    errors.push(guest.errors);
    const page = await guest.context.newPage();
    await page.goto(`${server.url}/`);
    await page.fill('[data-testid=join-code]', code.toLowerCase());
    await page.click('[data-testid=join]');
    await page.fill('[data-testid=seat-name]', name);
    await page.locator('[data-testid=take-seat]').first().click();
    await page.locator('[data-seat] >> text=' + name).waitFor();
    pages.push(page);
  }
  await screenshot(pages[1]!, 'lobby-phone');

  await expect.poll(() => anna.locator('[data-testid=start]').isEnabled()).toBe(true);
  await anna.click('[data-testid=start]');
  for (const page of pages) await page.locator('[data-testid=turn]').waitFor();
  await screenshot(anna, 'table-online-desktop');
  await screenshot(pages[1]!, 'table-online-phone');

  // The commitment of the deal is on every page before anyone plays.
  const commitments = await Promise.all(
    pages.map((p) => p.locator('[data-testid=commitment] code').textContent()),
  );
  expect(new Set(commitments).size).toBe(1);

  let reloaded = false;
  const deadline = Date.now() + 120_000;
  while (!(await visible(anna, '[data-testid=hand-end]'))) {
    expect(Date.now()).toBeLessThan(deadline);
    let clicked = false;
    for (const page of pages) clicked = (await playIfMyTurn(page)) || clicked;
    if (!reloaded && clicked) {
      // Reload Vera mid-hand: she must get the same seat and the same tiles back.
      const vera = pages[2]!;
      const before = await myTiles(vera);
      if (before.length > 0 && !(await visible(vera, '[data-testid=hand-end]'))) {
        await vera.reload();
        await vera.locator('[data-testid=turn]').waitFor();
        await expect.poll(() => myTiles(vera)).toEqual(before);
        reloaded = true;
      }
    }
    if (!clicked) await anna.waitForTimeout(50);
  }
  expect(reloaded).toBe(true);

  for (const page of pages) await page.locator('[data-testid=hand-end]').waitFor();
  // Screen readers heard the end of the hand through the live region.
  expect(await anna.locator('[data-testid=live]').textContent()).toMatch(/domino|fish/i);
  await screenshot(anna, 'hand-end-desktop');
  await screenshot(pages[1]!, 'hand-end-phone');
  const totals = await Promise.all(
    pages.map((p) =>
      p.locator('[data-total-side]').evaluateAll((els) => els.map((e) => e.textContent?.trim())),
    ),
  );
  expect(totals[0]).toHaveLength(2);
  for (const t of totals) expect(t).toEqual(totals[0]);
  // One row on the score sheet, the same on every page.
  const rows = await Promise.all(pages.map((p) => p.locator('tr[data-hand="1"]').count()));
  expect(rows).toEqual([1, 1, 1, 1]);

  for (const list of errors) expect(list).toEqual([]);
});
