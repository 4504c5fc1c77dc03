// Issue 12: axe-core (WCAG 2.1 A and AA) finds no violation on any screen of the flows people
// play, at 1280×800 and 360×740, in English and in Russian: home, rules, verify, a wrong code,
// the lobby, the online table, the hand's end, a past hand opened from the score sheet, a
// spectator's table, the hot-seat curtain and a hot-seat hand. axe runs in contexts that bypass
// the CSP (its script is inline); headers.test.ts checks the same pages under the policy.
import { expect, test } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../src/browser.ts';
import { playUntil, visible } from '../src/play.ts';
import { dealNextOrRematch } from './support/arms-play.ts';
import { axeContext, axeViolations } from './support/axe.ts';
import { serverAndBrowser } from './support/suite.ts';
import { untilInPlay } from './support/fresh-hand.ts';

// Bots move at once; a finished hand stays on screen until "Next hand" (a minute at most).
const suite = serverAndBrowser({ botDelayMs: 0, handPauseMs: 60_000 });

const COMBOS = [
  [DESKTOP, 'desktop', 'en'],
  [PHONE, 'phone', 'en'],
  [DESKTOP, 'desktop', 'ru'],
  [PHONE, 'phone', 'ru'],
] as const;

for (const [viewport, size, lang] of COMBOS) {
  test(`no axe violation on any screen at ${size} size in ${lang}`, async () => {
    const { context, errors } = await axeContext(suite.browser, { viewport, lang });
    const page = await context.newPage();
    const checked: string[] = [];
    async function check(screen: string): Promise<void> {
      const violations = await axeViolations(page);
      await screenshot(page, `a11y-${screen}-${size}-${lang}`);
      expect({ screen, violations }).toEqual({ screen, violations: [] });
      checked.push(screen);
    }

    await page.goto(`${suite.server.url}/`);
    await page.locator('[data-testid=create]').waitFor();
    await check('home');

    await page.goto(`${suite.server.url}/rules/kozel`);
    await page.locator('[data-testid=rules-doc] h2').first().waitFor();
    await check('rules');

    await page.goto(`${suite.server.url}/verify`);
    await page.locator('main').first().waitFor();
    await check('verify');

    await page.goto(`${suite.server.url}/r/ZZZZZZ`);
    await page.locator('[data-testid=room-problem]').waitFor();
    await check('wrong-code');

    // An online Kozel room with three bots: the lobby, the table, the hand's end.
    await page.goto(`${suite.server.url}/`);
    await page.locator('[data-preset="kozel"]').check();
    await page.fill('[data-testid=name]', 'Anna');
    await page.selectOption('[data-testid=bot-seats]', '3');
    await page.click('[data-testid=create]');
    await page.locator('[data-testid=start]').waitFor();
    const code = ((await page.locator('[data-testid=room-code]').textContent()) ?? '').trim();
    await expect.poll(() => page.locator('[data-testid=start]').isEnabled()).toBe(true);
    await check('lobby');

    await page.click('[data-testid=start]');
    await page.locator('[data-testid=turn]').waitFor();
    await page.locator('.hand button').first().waitFor();
    await check('table');

    await playUntil([page], () => visible(page, '[data-testid=hand-end]'));
    // A fish can write over 100 at once (about one first hand in 1,400, measured with the engine):
    // that match is over, but the screens below are a hand's end and a running match. The host
    // deals a rematch and its first hand is played instead.
    const matchOver = () => visible(page, '[data-testid=match-end]');
    for (let rematch = 0; rematch < 3 && (await matchOver()); rematch++) {
      await dealNextOrRematch(page);
      await playUntil([page], () => visible(page, '[data-testid=hand-end]'));
    }
    await check('hand-end');

    await page.locator('[data-open-hand="1"]').click();
    await page.locator('[data-testid=past-hand]').waitFor();
    await check('past-hand');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-testid=past-hand]').count()).toBe(0);

    // Someone else opening the link of the running match watches it.
    const other = await axeContext(suite.browser, { viewport, lang });
    const watcher = await other.context.newPage();
    await watcher.goto(`${suite.server.url}/r/${code}`);
    await watcher.locator('[data-testid=spectator-banner]').waitFor();
    {
      const violations = await axeViolations(watcher);
      await screenshot(watcher, `a11y-spectator-${size}-${lang}`);
      expect({ screen: 'spectator', violations }).toEqual({ screen: 'spectator', violations: [] });
      checked.push('spectator');
    }
    expect(other.errors).toEqual([]);
    await other.context.close();

    // Hot-seat on this device: the curtain between turns, then a hand face up.
    await page.goto(`${suite.server.url}/`);
    await page.locator('[data-preset="block"]').check();
    await page.selectOption('[data-testid=players]', '2');
    await page.click('[data-testid=hotseat]');
    await untilInPlay(page, '[data-testid=reveal]');
    await check('hotseat-curtain');
    await page.click('[data-testid=reveal]');
    await page.locator('.hand button').first().waitFor();
    await check('hotseat-hand');

    expect(checked).toHaveLength(11);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('the axe run itself catches a violation (a radio with no name, as the home page had)', async () => {
  const { context } = await axeContext(suite.browser, { viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/`);
  await page.locator('[data-testid=create]').waitFor();
  await page.evaluate(() => {
    const label = document.createElement('label');
    label.innerHTML = '<input type="radio" name="probe"><article></article>';
    document.querySelector('main')?.append(label);
  });
  const violations = await axeViolations(page);
  expect(violations.map((v) => v.id)).toContain('label');
  await context.close();
});
