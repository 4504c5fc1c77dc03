// Issue 12 on the boards with more than two ends: axe-core (WCAG 2.1 A and AA) finds no violation
// on the spinner (All Fives, with its scores in play, and Telephone), the cross (Osyol), the house
// (Telefon) and the trains, mid-hand and — when a tile fits several arms — while the arm targets
// are showing, at 1280×800 and 360×740, in English and in Russian. Local games against bots (the
// same board components as online).
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../src/browser.ts';
import { axeContext, axeViolations } from './support/axe.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser({ botDelayMs: 0 });

const BOARDS = [
  ['all-fives', 'spinner'],
  ['telephone', 'spinner'],
  ['osyol', 'cross'],
  ['telefon', 'house'],
  ['trains', 'trains'],
] as const;

const COMBOS = [
  [DESKTOP, 'desktop', 'en'],
  [PHONE, 'phone', 'en'],
  [DESKTOP, 'desktop', 'ru'],
  [PHONE, 'phone', 'ru'],
] as const;

/** Waits until this page can play a tile or the hand is over; says which. */
async function nextPlayable(page: Page): Promise<'play' | 'over'> {
  await page.waitForFunction(
    () =>
      document.querySelector(
        'button[data-playable="true"], [data-testid=hand-end], [data-testid=match-end]',
      ) !== null,
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  return (await page.locator('[data-testid=hand-end], [data-testid=match-end]').count()) > 0
    ? 'over'
    : 'play';
}

for (const [viewport, size, lang] of COMBOS) {
  for (const [preset, shape] of BOARDS) {
    test(`no axe violation on the ${shape} board (${preset}) at ${size} size in ${lang}`, async () => {
      const { context, errors } = await axeContext(suite.browser, { viewport, lang });
      const page = await context.newPage();
      await page.goto(`${suite.server.url}/`);
      await page.evaluate(() => localStorage.setItem('boneyard:hints', '{"off":true,"seen":[]}'));
      await page.locator(`[data-preset="${preset}"]`).check();
      await page.selectOption('[data-testid=players]', '2');
      await page.click('[data-testid=vs-bots]');
      const board = page.locator('[data-testid=arms-board]');
      await board.waitFor({ timeout: 60_000 });
      expect(await board.getAttribute('data-shape')).toBe(shape);

      const checked: string[] = [];
      const check = async (screen: string) => {
        const violations = await axeViolations(page);
        expect({ screen, violations }).toEqual({ screen, violations: [] });
        checked.push(screen);
      };
      // Six of my plays (bots answer at once), stopping once to check the arm targets.
      for (let played = 0; played < 6; played++) {
        if ((await nextPlayable(page)) === 'over') break;
        const tile = page.locator('button[data-playable="true"]').first();
        await tile.click();
        await page.waitForFunction(
          () =>
            document.querySelector('button.arm-target') !== null ||
            document.querySelector('.hand button[aria-pressed="true"]') === null,
          undefined,
          { timeout: 30_000, polling: 40 },
        );
        if ((await page.locator('button.arm-target').count()) > 0) {
          if (!checked.includes('targets')) {
            await screenshot(page, `a11y-board-${preset}-targets-${size}-${lang}`);
            await check('targets');
          }
          await page.keyboard.press('Enter'); // the first target has the focus
        }
      }
      await screenshot(page, `a11y-board-${preset}-${size}-${lang}`);
      await check('mid-hand');
      expect(await page.locator('[data-board-tile]').count()).toBeGreaterThan(3);
      // A train row is a Tab stop exactly while it scrolls sideways (so it can be scrolled). The
      // page sets that once the row's new width is laid out, so a row that has just grown may be
      // a frame late: wait (bounded) for the page to settle, then compare.
      const rowsNow = () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>('.cars')).map((row) => ({
            scrolls: row.scrollWidth > row.clientWidth + 1,
            focusable: row.tabIndex === 0,
          })),
        );
      await expect
        .poll(async () => (await rowsNow()).every((row) => row.focusable === row.scrolls), {
          timeout: 10_000,
        })
        .toBe(true);
      const rows = await rowsNow();
      for (const row of rows) expect(row.focusable).toBe(row.scrolls);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}
