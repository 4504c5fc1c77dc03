// More details of the table a new player meets (issue 14): first-game hints can be dismissed for
// good, a knock bubble sits in its seat's status row, and on a desktop the score sheet's hint sits
// by the sheet. The turn line, leaving, the last tile and long names: table-details.test.ts.
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { untilInPlay } from './support/fresh-hand.ts';
import { afterTap } from './support/local-match.ts';
import { openStacked, stackedGame, tapPlay } from './support/stacked.ts';
import { staticAndBrowser } from './support/suite.ts';
import { startVsBots } from './support/vs-bots.ts';

const suite = staticAndBrowser();

test('first-game hints explain the first moves and never return once dismissed', async () => {
  const { context, errors } = await newContext(suite.browser, { viewport: PHONE });
  const page = await context.newPage();
  await startVsBots(page, suite.server.url, 'draw', 2, 'Anna');
  const hint = page.locator('[data-testid=hint]');

  // Play on; each hint that comes up is read and retired with "Got it", until the hand ends
  // and the score-sheet hint explains the numbers.
  const seen: string[] = [];
  for (let step = 0; step < 300; step++) {
    await page.waitForFunction(
      () =>
        document.querySelector(
          '[data-testid=hint], button[data-playable="true"], [data-testid=next-hand]',
        ) !== null,
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    if ((await hint.count()) > 0) {
      const id = (await hint.getAttribute('data-hint')) ?? '';
      seen.push(id);
      if (id === 'score') break;
      if (seen.length === 1) await screenshot(page, 'table-hint-phone');
      await page.click('[data-testid=hint-ok]');
      await hint.waitFor({ state: 'detached' });
      continue;
    }
    if ((await page.locator('[data-testid=next-hand]').count()) > 0) break;
    const tapped = page.locator('button[data-playable="true"]').first();
    const before = (await tapped.getAttribute('data-tile')) ?? '';
    await tapped.click();
    if ((await afterTap(page, before)) === 'ends') {
      await page.locator('g.target').first().click();
      await afterTap(page, before, false);
    }
  }
  // The first hint is about playing, or about drawing when nothing fitted at first.
  expect(['play', 'drew']).toContain(seen[0]);
  expect(seen).toContain('score');
  expect(await hint.textContent()).toContain('has a row per hand');
  await screenshot(page, 'table-hint-score-phone');

  // "No more hints": gone now, after a reload, and in the next game.
  await page.click('[data-testid=hint-off]');
  await hint.waitFor({ state: 'detached' });
  await page.reload();
  await page.locator('[data-testid=next-hand]').waitFor();
  expect(await hint.count()).toBe(0);
  await page.click('[data-testid=next-hand]');
  await page.locator('[data-tile]').first().waitFor();
  expect(await hint.count()).toBe(0);
  await startVsBots(page, suite.server.url, 'block', 2, 'Anna');
  await untilInPlay(page, 'button[data-playable="true"]');
  expect(await hint.count()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('boneyard:hints'))).toContain('"off":true');
  expect(errors).toEqual([]);
  await context.close();
});

test("a knock bubble sits in the seat's status row, never over its name or turn marker", async () => {
  // Ann opens 6-6; Boris holds no six and knocks: the bubble goes up on his badge, whose long
  // name fills its row.
  const game = stackedGame(
    'block',
    {},
    ['6-6 5-6 4-6 0-0 0-1 0-2 0-3', '1-1 1-2 1-3 1-4 1-5 2-2 2-3'],
    '',
    [{ seat: 0, tile: '6-6' }],
  );
  const named = {
    ...game,
    config: { ...(game.config as object), names: ['Ann', 'Boris Vladimirovich Long'] },
  };
  for (const [viewport, size] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    const { context, errors } = await newContext(suite.browser, { viewport });
    const page = await context.newPage();
    // A bubble clears itself on a timer: the page's clock stands still here, so it stays up.
    await page.clock.install();
    await openStacked(page, suite.server.url, named, 'LOCALKNOCK');
    await tapPlay(page, game.plays[0]!);
    const badge = page.locator('[data-testid=seat-badge]', { hasText: 'Boris' });
    await badge.locator('[data-bubble=knock]').waitFor();
    const boxes = await badge.evaluate((seat) =>
      ['', '.name', '[data-bubble]'].map((sel) => {
        const el = sel ? seat.querySelector(sel) : seat;
        const r = el?.getBoundingClientRect();
        return r ? { left: r.left, right: r.right, top: r.top, bottom: r.bottom } : null;
      }),
    );
    const [seat, name, bubble] = boxes;
    if (!seat || !name || !bubble) throw new Error('badge parts missing');
    const overlap =
      bubble.left < name.right &&
      name.left < bubble.right &&
      bubble.top < name.bottom &&
      name.top < bubble.bottom;
    expect(overlap, `${size}: the bubble covers the name`).toBe(false);
    // Inside the badge, not over its neighbours.
    expect(bubble.left).toBeGreaterThanOrEqual(seat.left);
    expect(bubble.right).toBeLessThanOrEqual(seat.right);
    expect(bubble.top).toBeGreaterThanOrEqual(seat.top);
    expect(bubble.bottom).toBeLessThanOrEqual(seat.bottom);
    await screenshot(page, `table-knock-bubble-${size}`);
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('on a desktop the score sheet\u2019s hint sits by the sheet at the hand\u2019s end, not over the line', async () => {
  const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/`);
  // Only the score sheet's hint is still to come.
  await page.evaluate(() =>
    localStorage.setItem('boneyard:hints', '{"off":false,"seen":["play","drew","knock"]}'),
  );
  await startVsBots(page, suite.server.url, 'draw', 3, 'Anna');
  for (let step = 0; step < 300; step++) {
    await page.waitForFunction(
      () =>
        document.querySelector(
          'button[data-playable="true"], [data-testid=hand-end], [data-testid=match-end]',
        ) !== null,
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    if ((await page.locator('[data-testid=hand-end], [data-testid=match-end]').count()) > 0) break;
    const tapped = page.locator('button[data-playable="true"]').first();
    const before = (await tapped.getAttribute('data-tile')) ?? '';
    await tapped.click();
    if ((await afterTap(page, before)) === 'ends') {
      await page.locator('g.target').first().click();
      await afterTap(page, before, false);
    }
  }
  const hint = page.locator('[data-testid=hint]');
  await hint.waitFor();
  expect(await hint.getAttribute('data-hint')).toBe('score');
  expect(await page.locator('.side-panel [data-testid=hint]').count()).toBe(1);
  const covered = await page.evaluate(() => {
    const card = document.querySelector('[data-testid=hint]')!.getBoundingClientRect();
    return Array.from(document.querySelectorAll('[data-board-tile]')).filter((tile) => {
      const r = tile.getBoundingClientRect();
      return (
        r.left < card.right && card.left < r.right && r.top < card.bottom && card.top < r.bottom
      );
    }).length;
  });
  expect(covered, 'board tiles under the hint').toBe(0);
  await screenshot(page, 'table-hint-score-desktop');
  expect(errors).toEqual([]);
  await context.close();
});
