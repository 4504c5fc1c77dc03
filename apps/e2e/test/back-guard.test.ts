// Issue 47 item 6: the browser's Back left an online table without a word (30 s later a bot had
// the seat). Back now asks as "Leave" does ("Stay" keeps the table); once left, the home page
// links back to every room this device sits in, and the link returns to the same seat.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../src/browser.ts';
import { axeContext, axeViolations } from './support/axe.ts';
import { serverAndBrowser } from './support/suite.ts';

// Bots wait a little per move and the hand's end stays: the match is surely on while we look.
const suite = serverAndBrowser({ botDelayMs: 400, handPauseMs: 600_000 });

const myTiles = (page: Page) =>
  page
    .locator('.hand [data-tile]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-tile')).sort());

for (const [lang, viewport] of [
  ['en', DESKTOP],
  ['ru', PHONE],
] as const)
  test(`Back at an online table asks first; home links back to the room (${lang}, ${viewport.width})`, async () => {
    // (axe's script goes in inline, so this context bypasses the CSP: support/axe.ts.)
    const { context, errors } = await axeContext(suite.browser, { viewport, lang });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/`);
    await page.evaluate(() => localStorage.setItem('boneyard:hints', '{"off":true,"seen":[]}'));
    await page.fill('[data-testid=name]', 'Anna');
    await page.selectOption('[data-testid=bot-seats]', '3');
    await page.click('[data-testid=create]');
    await page.click('[data-testid=start]');
    await page.locator('.hand [data-tile]').first().waitFor();
    const tableUrl = page.url();
    const code = new URL(tableUrl).pathname.split('/').pop() ?? '';
    const tiles = await myTiles(page);

    // Back: the question, and the table stays.
    await page.goBack();
    await page.locator('[data-testid=leave-confirm]').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/r/${code}`);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('leave-stay');
    await screenshot(page, `back-guard-ask-${lang}-${viewport.width}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.click('[data-testid=leave-stay]');
    await page.locator('[data-testid=leave-confirm]').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/r/${code}`);
    expect(await page.locator('.hand [data-tile]').count()).toBeGreaterThan(0);

    // Back again, and this time leave: home, with the way back to the table.
    await page.goBack();
    await page.click('[data-testid=leave-yes]');
    await page.waitForURL((url) => url.pathname === '/');
    const link = page.locator(`[data-testid=my-rooms] a[data-my-room="${code}"]`);
    await link.waitFor();
    expect(await link.textContent()).toContain(code);
    await screenshot(page, `back-guard-home-${lang}-${viewport.width}`);
    expect(await axeViolations(page)).toEqual([]);
    await link.click();
    await page.waitForURL((url) => url.pathname === `/r/${code}`);
    await page.locator('.hand [data-tile]').first().waitFor();
    // Her seat again (its hand shown, no spectator's banner), holding what she held or less.
    expect(await page.locator('[data-testid=spectator-banner]').count()).toBe(0);
    const back = await myTiles(page);
    expect(back.length).toBeGreaterThan(0);
    expect(back.every((tile) => tiles.includes(tile))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
