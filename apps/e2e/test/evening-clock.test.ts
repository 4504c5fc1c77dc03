// The turn clock in the browser (issue 48 item 2): the countdown beside the turn, red and said
// once by the polite live region at 10 s, to the mover and to a spectator (in Russian), and a
// fresh count on the next move. The time-out itself (the stand-in's move, on the server's clock)
// is tested against the table driver with a fake clock (packages/table/test/turn-clock.test.ts);
// here the browsers' own clocks are Playwright's, moved on instead of waited out.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { afterTap } from './support/local-match.ts';
import { untilInPlay } from './support/fresh-hand.ts';
import { serverAndBrowser } from './support/suite.ts';

// Hands wait for "Next hand", so a hand over before Anna's turn is dealt on by the test.
const suite = serverAndBrowser({ handPauseMs: 600_000 });
const PLAYABLE = 'button[data-playable="true"]';
const CLOCK = '[data-testid=turn-clock]';
const WARNING = '[data-testid=turn-clock-warning]';

/** Moves this page's wall clock by `ms` without running its timers (the server's runs on). */
async function later(page: Page, ms: number): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(now + ms);
}

/** The seconds a countdown ("0:25") shows. */
function secondsLeft(text: string | null): number {
  const [minutes, seconds] = (text ?? '').split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

/** Waits until the clock shows the warning (or, with `warned` false, a calm count again). */
async function clockWarned(page: Page, warned: boolean): Promise<void> {
  await page.waitForFunction(
    ([selector, want]) => document.querySelector(selector)?.classList.contains('warning') === want,
    [CLOCK, warned] as const,
    { timeout: 10_000, polling: 50 },
  );
}

test(
  'the turn clock counts down, turns red and is announced at 10 s, and starts again next move',
  { timeout: 120_000 },
  async () => {
    const annaContext = await newContext(suite.browser, { viewport: DESKTOP });
    const anna = await annaContext.context.newPage();
    await anna.clock.install();
    await anna.goto(`${suite.server.url}/`);
    await anna.locator('[data-preset="draw"]').check();
    await anna.selectOption('[data-testid=players]', '2');
    await anna.selectOption('[data-testid=bot-seats]', '1');
    expect(await anna.inputValue('[data-testid=turn-seconds]')).toBe('30');
    await anna.fill('[data-testid=name]', 'Anna');
    await anna.click('[data-testid=create]');
    await anna.waitForURL(/\/r\/[A-Z0-9]+/, { timeout: 30_000 });
    const watcherContext = await newContext(suite.browser, { viewport: PHONE, lang: 'ru' });
    const watcher = await watcherContext.context.newPage();
    await watcher.clock.install();
    await watcher.goto(anna.url());
    await expect
      .poll(() => anna.locator('[data-testid=start]').isEnabled(), { timeout: 30_000 })
      .toBe(true);
    await anna.click('[data-testid=start]');

    // Anna's turn: a calm count from the room's 30 s, nothing said yet, in both browsers.
    await untilInPlay(anna, PLAYABLE);
    for (const page of [anna, watcher]) {
      await page.locator(CLOCK).waitFor({ timeout: 30_000 });
      expect(await page.locator(CLOCK).textContent()).toMatch(/^0:[23]\d$/);
      expect(await page.locator(CLOCK).getAttribute('class')).not.toContain('warning');
      expect(await page.locator(WARNING).textContent()).toBe('');
    }
    expect(await anna.locator(CLOCK).getAttribute('aria-label')).toMatch(
      /^Time for this move: 0:[23]\d$/,
    );

    // 21 s later on both browsers' clocks: under 10 s left, red, said once.
    for (const page of [anna, watcher]) {
      await later(page, 21_000);
      await clockWarned(page, true);
      expect(await page.locator(CLOCK).textContent()).toMatch(/^0:(0\d|10)$/);
      expect(
        await page.locator(CLOCK).evaluate((clock) => getComputedStyle(clock).backgroundColor),
      ).toBe('rgb(138, 44, 13)');
    }
    expect(await anna.locator(WARNING).textContent()).toBe(
      '10 seconds left for your move, then a bot plays it.',
    );
    expect(await watcher.locator(WARNING).textContent()).toBe('У игрока Anna осталось 10 секунд.');
    expect(await anna.locator(WARNING).getAttribute('role')).toBe('status');
    await screenshot(anna, 'evening-clock-warning-desktop');
    await screenshot(watcher, 'evening-clock-warning-phone-ru');

    // Back to 5 s ahead of the real time before Anna sends anything: Socket.IO's client checks
    // its server's heartbeat (every 10 s, 8 s of grace) by the wall clock when it sends, and 21 s
    // without one would read as a lost line. 5 s ahead, the count stays below a fresh move's.
    for (const page of [anna, watcher]) await later(page, -16_000);
    await clockWarned(anna, false);
    expect(secondsLeft(await anna.locator(CLOCK).textContent())).toBeLessThanOrEqual(25);
    expect(await anna.locator(WARNING).textContent()).toBe('');
    // Anna plays; the bot answers at once; her next move has its own 30 s.
    const tile = anna.locator(PLAYABLE).first();
    const played = (await tile.getAttribute('data-tile')) ?? '';
    await tile.click({ timeout: 10_000 });
    if ((await afterTap(anna, played)) === 'ends') {
      await anna.locator('g.target, button.arm-target').first().click({ timeout: 10_000 });
      await afterTap(anna, played, false);
    }
    await anna.waitForFunction(
      (selector) => {
        const [m, s] = (document.querySelector(selector)?.textContent ?? '0:00').split(':');
        return Number(m) * 60 + Number(s) >= 26;
      },
      CLOCK,
      { timeout: 30_000, polling: 50 },
    );
    expect(await anna.locator(CLOCK).getAttribute('class')).not.toContain('warning');

    expect(annaContext.errors).toEqual([]);
    expect(watcherContext.errors).toEqual([]);
    await watcherContext.context.close();
    await annaContext.context.close();
  },
);
