// Issue 49 in a browser: a match finished against bots on this device is kept in My matches; its
// replay opens from there, steps to the end by keyboard (each step said in a live region), and
// the coach, in a Web Worker, reports its summary. Screenshots of /replay on a desktop and a
// phone, in English and Russian.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { playWholeMatch } from './support/local-match.ts';
import { staticAndBrowser } from './support/suite.ts';

const suite = staticAndBrowser();

const live = (page: Page) => page.locator('[data-testid=replay-live]').textContent();

test(
  'a finished match: My matches, its replay by keyboard to the end, the coach',
  { timeout: 300_000 },
  async () => {
    const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/`);
    await page.locator('[data-preset="draw"]').check();
    await page.selectOption('[data-testid=players]', '2');
    await page.selectOption('[data-testid=target]', '50');
    await page.fill('[data-testid=name]', 'Anna');
    await page.click('[data-testid=vs-bots]');
    await page.locator('[data-testid=boneyard]').waitFor();
    const progress = await playWholeMatch(page);
    await page.locator('[data-testid=match-end]').waitFor();

    // The table keeps the finished match (IndexedDB); home lists it; its replay opens from there.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('boneyard:my-matches')), {
        timeout: 10_000,
      })
      .toBe('1');
    await page.goto(`${suite.server.url}/`);
    await page.locator('[data-testid=my-match]').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-testid=my-match]').count()).toBe(1);
    expect(await page.locator('[data-testid=my-match]').textContent()).toContain('Anna');
    await page.locator('[data-testid=my-match] a').click();
    await page.locator('[data-testid=replay]').waitFor();
    expect(await page.locator('[data-testid=replay-hand]').count()).toBe(progress.handsSeen);
    const checks = await page.locator('[data-testid=hand-check]').allTextContents();
    expect(checks.every((text) => text.startsWith('✓'))).toBe(true);
    expect(await page.locator('[data-testid=faceup-seat]').count()).toBe(2);
    expect(await live(page)).toMatch(/^Hand 1 dealt/);
    await screenshot(page, 'replay-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'replay-phone');
    await page.setViewportSize(DESKTOP);

    // Keyboard: → one step (said in the live region), End the hand's end, PageDown the next hand.
    await page.locator('body').press('ArrowRight');
    await expect.poll(() => live(page)).toMatch(/^Hand 1, move \d+ of \d+: /);
    await page.locator('body').press('End');
    await expect.poll(() => live(page)).toMatch(/Hand over: /);
    for (let hand = 2; hand <= progress.handsSeen; hand++) {
      await page.locator('body').press('PageDown');
      await expect.poll(() => live(page)).toMatch(new RegExp(`^Hand ${hand} dealt`));
      await page.locator('body').press('End');
    }
    await expect.poll(() => page.locator('[data-testid=forward]').isDisabled()).toBe(true);
    expect(await live(page)).toMatch(
      new RegExp(`^Hand ${progress.handsSeen}, move (\\d+) of \\1: .*Hand over: `),
    );
    // The score sheet is in step: every hand written at the end.
    expect(await page.locator('[data-testid=replay-sheet] tbody tr').count()).toBe(
      progress.handsSeen,
    );
    await page.locator('body').press('Home');
    await expect.poll(() => live(page)).toMatch(new RegExp(`^Hand ${progress.handsSeen} dealt`));
    expect(await page.locator('[data-testid=replay-sheet] tbody tr').count()).toBe(
      progress.handsSeen - 1,
    );

    // The coach for Anna's seat: progress, then each hand's summary.
    await page.selectOption('[data-testid=coach-seat]', '0');
    await page.click('[data-testid=coach-run]');
    await page.locator('[data-testid=coach-summary]').waitFor({ timeout: 120_000 });
    await expect
      .poll(() => page.locator('[data-testid=coach-summary]').textContent(), { timeout: 120_000 })
      .toMatch(/Anna: \d+ decisions?, \d+ differed.*Hand 1: /s);
    await expect
      .poll(() => page.locator('[data-testid=coach-run]').count(), { timeout: 120_000 })
      .toBe(1);
    await screenshot(page, 'replay-coach-desktop-full', true);

    // Russian: the same replay, its words from the replay catalogue.
    await page.evaluate(() => localStorage.setItem('boneyard:lang', 'ru'));
    await page.reload();
    await page.locator('[data-testid=replay]').waitFor();
    expect(await live(page)).toMatch(/^Партия 1: раздача/);
    await page.locator('body').press('ArrowRight');
    await expect.poll(() => live(page)).toMatch(/^Партия 1, ход \d+ из \d+: /);
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      for (const element of Array.from(document.querySelectorAll('*'))) element.scrollTop = 0;
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    await page.waitForTimeout(300);
    await screenshot(page, 'replay-desktop-ru');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'replay-phone-ru');
    expect(errors).toEqual([]);
    await context.close();
  },
);

test('a record that is not a finished match is refused, not shown', async () => {
  const { context } = await newContext(suite.browser, { viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/replay`);
  await page.locator('[data-testid=replay-file]').setInputFiles({
    name: 'x.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"nope"}'),
  });
  await expect
    .poll(() => page.locator('[data-testid=replay-problem]').textContent())
    .toMatch(/not a Boneyard match record/);
  expect(await page.locator('[data-testid=replay]').count()).toBe(0);
  await context.close();
});
