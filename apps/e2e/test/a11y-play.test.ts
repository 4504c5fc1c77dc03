// Issue 12 in a real browser: every new event is announced once and in order in the polite live
// region (a multi-event update included), "your turn" and the hand result in the assertive one;
// a keyboard-only player plays a whole hand, hears its result and deals the next one
// (where focus lands after each screen change, and the focus rings: a11y-focus.test.ts).
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, screenshot } from '../src/browser.ts';
import { serverAndBrowser } from './support/suite.ts';
import { afterTap } from './support/local-match.ts';
import { focused } from './support/focus.ts';

const suite = serverAndBrowser({ botDelayMs: 0, handPauseMs: 60_000 });

const lines = (page: Page, selector: string) => page.locator(selector).allTextContents();
const trimmed = async (page: Page, selector: string) =>
  (await lines(page, selector)).map((line) => line.trim());

// Only the result's own lines and "your turn" are left out of the polite region.
const NOT_POLITE = /^(Your turn|.* is out — domino!|Blocked — fish!)$/;

test('each event is announced once, in order; "your turn" once, assertively', async () => {
  const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/`);
  await page.locator('[data-preset="draw"]').check();
  await page.selectOption('[data-testid=players]', '4');
  await page.fill('[data-testid=name]', 'Anna');
  await page.click('[data-testid=vs-bots]');

  // Waits for my turn: a playable tile and "Your turn" as the newest log line (nothing moves
  // then until I do), or the hand's end.
  const settled = () =>
    expect
      .poll(
        async () =>
          (await page.locator('[data-testid=hand-end]').count()) > 0 ||
          ((await page.locator('.hand button[data-playable="true"]').count()) > 0 &&
            (await trimmed(page, '[data-testid=hand-log] li')).at(-1) === 'Your turn'),
        { timeout: 60_000 },
      )
      .toBe(true);
  // The regions and the log, read in one go so no update falls between them.
  const snapshot = () =>
    page.evaluate(() => {
      const texts = (selector: string) =>
        Array.from(document.querySelectorAll(selector), (el) => el).map((el) =>
          (el.textContent ?? '').trim(),
        );
      return {
        polite: texts('[data-testid=live] p'),
        assertive: texts('[data-testid=live-assertive] p'),
        log: texts('[data-testid=hand-log] li'),
      };
    });

  let checkedTurns = 0;
  for (let turn = 0; turn < 2; turn++) {
    await settled();
    if ((await page.locator('[data-testid=hand-end]').count()) > 0) break;
    const before = await snapshot();

    // One click: my tile, then three bots in turn, each move an update of several events
    // ("Boris drew a tile", "Boris played …", "Vera to play").
    await page.locator('.hand button[data-playable="true"]').first().click();
    const target = page.locator('g.target').first();
    const mine = async () =>
      (await trimmed(page, '[data-testid=hand-log] li'))
        .slice(before.log.length)
        .some((line) => /^Anna (played|led) /.test(line));
    await expect.poll(async () => (await mine()) || (await target.count()) > 0).toBe(true);
    if (!(await mine())) await target.click();
    await expect.poll(mine).toBe(true);
    await settled();

    const after = await snapshot();
    // Nothing said before is said again, and what is new is exactly the new log lines.
    const newLog = after.log.slice(before.log.length).filter((line) => !NOT_POLITE.test(line));
    expect(newLog.length).toBeLessThanOrEqual(60); // the region keeps its last 60 lines
    // The region ends with exactly the new log lines, and before them holds only lines it had
    // already (its oldest may have been trimmed): nothing said before is said again.
    const newPolite = after.polite.slice(after.polite.length - newLog.length);
    expect(newPolite).toEqual(newLog);
    const kept = after.polite.slice(0, after.polite.length - newLog.length);
    expect(kept).toEqual(before.polite.slice(before.polite.length - kept.length));
    expect(newPolite.length).toBeGreaterThanOrEqual(4); // my move and three bots' at least
    expect(newPolite[0]).toMatch(/^Anna (played|led) /);
    if ((await page.locator('[data-testid=hand-end]').count()) === 0) {
      // Back to me: "Your turn" is said once more, in the assertive region only.
      expect(after.assertive.slice(before.assertive.length)).toEqual(['Your turn']);
    }
    // The turn line is no live region of its own (it used to repeat "Your turn").
    expect(await page.locator('[data-testid=turn]').getAttribute('aria-live')).toBeNull();
    checkedTurns++;
  }
  expect(checkedTurns).toBeGreaterThanOrEqual(1);
  expect(await page.locator('[aria-live]').count()).toBeGreaterThanOrEqual(2);
  await screenshot(page, 'a11y-live-desktop');
  expect(errors).toEqual([]);
  await context.close();
});

/** Plays until the hand ends with Enter, arrows and Esc only; Esc once on an end choice. */
async function playHandByKeyboard(
  page: Page,
  escaped: () => boolean,
  markEscaped: () => void,
): Promise<void> {
  const deadline = Date.now() + 180_000;
  while ((await page.locator('[data-testid=hand-end]').count()) === 0) {
    expect(Date.now()).toBeLessThan(deadline);
    const myTurn = (await page.locator('.hand button[data-playable="true"]').count()) > 0;
    if (!myTurn) {
      await page.waitForTimeout(50);
      continue;
    }
    // My turn: focus is already on a playable tile, nobody had to hunt for the hand.
    await expect.poll(() => focused(page)).toMatch(/^tile .* playable=true$/);
    const tile = await page.evaluate(() => document.activeElement?.getAttribute('data-tile'));
    await page.keyboard.press('Enter');
    if ((await afterTap(page, tile ?? '')) === 'ends') {
      // The tile fits both ends: focus is on the first end.
      await expect.poll(() => focused(page)).toMatch(/^g (left|right)$/);
      // With a keyboard (a mouse as the main pointer) the hint names the key that cancels.
      expect(await page.locator('[data-testid=choose-hint]').textContent()).toContain('Esc');
      if (!escaped()) {
        // Esc cancels the choice and gives the focus back to the tile; Enter asks again.
        await page.keyboard.press('Escape');
        await expect.poll(() => focused(page)).toBe(`tile ${tile} playable=true`);
        expect(await page.locator('g.target').count()).toBe(0);
        await page.keyboard.press('Enter');
        await expect.poll(() => focused(page)).toMatch(/^g (left|right)$/);
        markEscaped();
      }
      await page.keyboard.press('Enter');
    }
    // The tile has left the hand (later draws may refill it, so not a count).
    await expect
      .poll(
        async () =>
          (await page.locator(`.hand [data-tile="${tile}"]`).count()) === 0 ||
          (await page.locator('[data-testid=hand-end]').count()) > 0,
      )
      .toBe(true);
  }
}

test('keyboard only: a whole hand, its result heard and focused, then the next hand', async () => {
  const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/`);
  await page.locator('[data-testid=vs-bots]').waitFor();
  // From the top of the page, Tab to "Play against bots" and press Enter.
  // On the way, the draw game, two players (arrow up) and the highest target (arrow down): a long match, so a tile that
  // fits both ends comes up before it is over.
  for (let i = 0; i < 80 && (await focused(page)) !== 'button vs-bots'; i++) {
    const at = await focused(page);
    // The game radios: arrow keys move the choice; up to the draw game.
    for (let k = 0; k < 12; k++) {
      const preset = await page.evaluate(() => document.activeElement?.getAttribute('data-preset'));
      if (!preset || preset === 'draw') break;
      await page.keyboard.press('ArrowUp');
    }
    for (let k = 0; k < 3; k++) {
      if (at === 'select players') await page.keyboard.press('ArrowUp');
      if (at === 'select target') await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Tab');
  }
  expect(await page.locator('[data-testid=players]').inputValue()).toBe('2');
  expect(await page.locator('[data-preset="draw"]').isChecked()).toBe(true);
  expect(await focused(page)).toBe('button vs-bots');
  await page.keyboard.press('Enter');
  await page.locator('[data-testid=turn]').waitFor();

  let escapedOnce = false;
  await playHandByKeyboard(
    page,
    () => escapedOnce,
    () => (escapedOnce = true),
  );
  // The hand is over: focus on "Next hand", and the whole result was said assertively.
  await expect.poll(() => focused(page)).toBe('button next-hand');
  const said = (await lines(page, '[data-testid=live-assertive] p')).join(' ');
  expect(said).toMatch(/Hand 1 over\. (.* went out — domino|Fish! Nobody can play)/);
  const names = await lines(page, '[data-testid=hand-end] .revealed .who');
  expect(names.length).toBeGreaterThanOrEqual(2);
  for (const name of names) expect(said).toMatch(new RegExp(`${name.trim()}: \\d+ pips?`));
  expect(said).toMatch(/total \d+/);
  await screenshot(page, 'a11y-keyboard-hand-end-desktop');
  await page.keyboard.press('Enter');
  await page.locator('[data-testid=hand-end]').waitFor({ state: 'detached' });
  await expect.poll(() => focused(page)).not.toBe('body');

  // Esc on an end choice (a tile that fits both ends) is exercised as soon as a hand offers
  // one: deal on, by keyboard, until it has been.
  for (let hand = 2; hand <= 20 && !escapedOnce; hand++) {
    await playHandByKeyboard(
      page,
      () => escapedOnce,
      () => (escapedOnce = true),
    );
    if ((await page.locator('[data-testid=match-end]').count()) > 0) break;
    await expect.poll(() => focused(page)).toBe('button next-hand');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=hand-end]').waitFor({ state: 'detached' });
  }
  expect(escapedOnce).toBe(true);

  // The result of hand 1 stays one keypress away after the next deal.
  for (let i = 0; i < 60; i++) {
    const row = await page.evaluate(() => document.activeElement?.getAttribute('data-open-hand'));
    if (row === '1') break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await page.locator('[data-testid=past-hand]').waitFor();
  await expect.poll(() => focused(page)).toBe('button close-hand');
  expect(await page.locator('[data-testid=past-hand] h2').textContent()).toContain('Hand 1');
  expect(await page.locator('[data-testid=past-hand] .pips').count()).toBe(names.length);
  await page.keyboard.press('Enter');
  await page.locator('[data-testid=past-hand]').waitFor({ state: 'detached' });
  await expect.poll(() => focused(page)).toBe('button');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-open-hand'))).toBe(
    '1',
  );
  expect(errors).toEqual([]);
  await context.close();
});
