// Issue 12 item 5: at 200 % zoom (1280×800 becomes 640×400 CSS px) the line and the hand are
// both on screen, and the tile that takes the focus when the turn comes is scrolled into view.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newContext, screenshot } from '../src/browser.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser({ botDelayMs: 0 });

const ZOOMED = { width: 640, height: 400 } as const;

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on the page`);
  return found;
}

for (const lang of ['en', 'ru'] as const) {
  test(`200 % zoom (640×400) in ${lang}: the line, the turn and the focused tile in view`, async () => {
    const { context, errors } = await newContext(suite.browser, { viewport: ZOOMED, lang });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/`);
    await page.locator('[data-preset="block"]').check();
    await page.selectOption('[data-testid=players]', '4');
    await page.click('[data-testid=vs-bots]');
    await page.locator('.hand button[data-playable="true"]').first().waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-playable')))
      .toBe('true');

    // Under the sticky bar and above the bottom edge: what the player actually sees.
    const bar = await box(page, '[data-testid=table-bar]');
    const inView = (b: { y: number; height: number }) =>
      b.y >= bar.y + bar.height - 1 && b.y + b.height <= ZOOMED.height + 1;
    const focusedBox = () =>
      page.evaluate(() => {
        const r = document.activeElement?.getBoundingClientRect();
        return r ? { y: r.y, height: r.height } : { y: -1000, height: 0 };
      });
    await expect.poll(async () => inView(await focusedBox())).toBe(true);
    expect(inView(await box(page, '[data-testid=turn]'))).toBe(true);
    expect(inView(await box(page, '.hand'))).toBe(true);
    // The line: on screen, above the hand, tall enough to read, and not covered (the element at
    // its centre belongs to it, not to a hint card or a badge).
    const line = await box(page, '.board svg');
    expect(inView(line)).toBe(true);
    expect(line.height).toBeGreaterThanOrEqual(40);
    expect(line.y + line.height).toBeLessThanOrEqual((await box(page, '.hand')).y);
    await screenshot(page, `zoom-200-${lang}`);
    const centreIsLine = await page.evaluate(
      ([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit?.closest('.board') ? true : (hit?.outerHTML.slice(0, 80) ?? 'nothing');
      },
      [line.x + line.width / 2, line.y + line.height / 2] as const,
    );
    expect(centreIsLine).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
}

// Issue 12: on a short screen the first-game hints wait behind a "Tip" button at the turn line
// (a card over the line would hide it); the card opens on demand, takes focus, closes with Esc,
// and "Got it" leaves focus where play goes on.
for (const [viewport, lang] of [
  [ZOOMED, 'en'],
  [{ width: 740, height: 360 }, 'ru'],
] as const) {
  test(`first-game hints on a short screen (${viewport.width}×${viewport.height}, ${lang}) open on demand`, async () => {
    const { context, errors } = await newContext(suite.browser, { viewport, lang });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/`);
    await page.locator('[data-preset="block"]').check();
    await page.selectOption('[data-testid=players]', '4');
    await page.click('[data-testid=vs-bots]');
    const chip = page.locator('[data-testid=hint-chip]');
    await chip.waitFor({ state: 'visible', timeout: 60_000 });
    const card = page.locator('[data-testid=hint]');
    expect(await card.isVisible()).toBe(false);

    // The button is on screen, under the bar, and covers neither the line nor a tile.
    const bar = await box(page, '[data-testid=table-bar]');
    const chipBox = await box(page, '[data-testid=hint-chip]');
    expect(chipBox.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    expect(chipBox.y + chipBox.height).toBeLessThanOrEqual(viewport.height + 1);
    const overlaps = (a: typeof chipBox, b: typeof chipBox) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps(chipBox, await box(page, '.board svg'))).toBe(false);
    for (const tile of await page.locator('.hand [data-tile]').all()) {
      const tileBox = await tile.boundingBox();
      if (tileBox) expect(overlaps(chipBox, tileBox)).toBe(false);
    }
    expect(await chip.getAttribute('aria-expanded')).toBe('false');

    // Opened: the card is on screen and its first button has the focus; Esc closes it.
    await chip.click();
    await card.waitFor({ state: 'visible' });
    const cardBox = await box(page, '[data-testid=hint]');
    expect(cardBox.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(viewport.height + 1);
    expect(await chip.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('hint-ok');
    await screenshot(page, `hint-short-${viewport.width}x${viewport.height}-${lang}`);
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'hint-chip',
    );

    // "Got it" from the keyboard retires the hint; focus does not fall to the page body.
    await chip.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('hint-ok');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement === document.body))
      .toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
}
