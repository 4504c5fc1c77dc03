// Online, the result of a hand stays up until every person has pressed "Next hand" (with the
// deadline counting down beside the button), and a person who drops out shows "back in m:ss,
// then a bot plays" to the others. Two people and two bots, pauses long enough never to run out.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { playUntil, visible } from '../src/play.ts';
import { dealNextOrRematch } from './support/arms-play.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser({ handPauseMs: 600_000, graceMs: 600_000 });

const handEnd = (page: Page) => page.locator('[data-testid=hand-end]');

test('"Next hand" waits for both people, counts down, and a dropped player shows the grace countdown', async () => {
  const host = await newContext(suite.browser, { viewport: DESKTOP });
  const anna = await host.context.newPage();
  await anna.goto(`${suite.server.url}/`);
  await anna.fill('[data-testid=name]', 'Anna');
  await anna.selectOption('[data-testid=bot-seats]', '2');
  await anna.click('[data-testid=create]');
  const code = (await anna.locator('[data-testid=room-code]').textContent())?.trim() ?? '';

  const guest = await newContext(suite.browser, { viewport: PHONE });
  const boris = await guest.context.newPage();
  await boris.goto(`${suite.server.url}/r/${code}`);
  await boris.fill('[data-testid=seat-name]', 'Boris');
  await boris.locator('[data-testid=take-seat]').first().click();
  await anna.locator('[data-seat] >> text=Boris').waitFor();
  await expect.poll(() => anna.locator('[data-testid=start]').isEnabled()).toBe(true);
  await anna.click('[data-testid=start]');
  // The deal's commitment, published before anyone plays.
  const commitment = anna.locator('[data-testid=commitment]');
  await commitment.waitFor();
  const dealtWith = await commitment.getAttribute('data-commitment');
  // Until hand 1 is on the table the chip names the hand it commits to ("Hand 1 · Deal
  // commitment"); once it is, the plain name.
  await expect
    .poll(() => commitment.locator('.label').textContent(), { timeout: 30_000 })
    .toBe('Deal commitment');

  const bothAtHandEnd = async () =>
    (await visible(anna, '[data-testid=hand-end]')) &&
    (await visible(boris, '[data-testid=hand-end]'));
  await playUntil([anna, boris], bothAtHandEnd);
  // A fish can write over 100 at once (about one first hand in 1,200, measured with the engine):
  // the match is over, with no "Next hand". The host deals a rematch, whose first hand is played.
  const matchOver = () => visible(anna, '[data-testid=match-end]');
  const rematched = await matchOver();
  for (let rematch = 0; rematch < 3 && (await matchOver()); rematch++) {
    await dealNextOrRematch(anna);
    await boris.locator('[data-testid=match-end]').waitFor({ state: 'detached' });
    await playUntil([anna, boris], bothAtHandEnd);
  }
  // While the result is up the server has committed to the next deal already; the bar keeps the
  // commitment of the hand it names ("Hand 1"), the one to check this hand against.
  for (const page of [anna, boris]) {
    const bar = page.locator('[data-testid=commitment]');
    // Not labelled as another hand's ("Hand 2 commitment"): the one of the hand shown.
    expect(await bar.locator('.label').textContent()).toBe('Deal commitment');
    if (!rematched) expect(await bar.getAttribute('data-commitment')).toBe(dealtWith);
  }
  // Both may press; the next deal is at most ten minutes away (the pause set above).
  for (const page of [anna, boris]) {
    await page.locator('[data-testid=next-hand]').waitFor();
    expect(await page.locator('[data-testid=next-countdown]').textContent()).toMatch(
      /starts by itself in (10:00|9:[0-5]\d)/,
    );
  }
  // The countdown ticks (on the server's clock): within seconds it reads 9:5x.
  await expect
    .poll(() => boris.locator('[data-testid=next-countdown]').textContent(), { timeout: 20_000 })
    .toMatch(/starts by itself in 9:5\d/);
  await screenshot(boris, 'next-hand-phone');

  await anna.click('[data-testid=next-hand]');
  await expect
    .poll(() => anna.locator('[data-testid=next-countdown]').textContent())
    .toMatch(/Waiting for Boris · next hand in \d+:\d\d/);
  expect(await anna.locator('[data-testid=next-hand]').count()).toBe(0);
  await screenshot(anna, 'next-hand-waiting-desktop');
  // Anna has pressed, Boris has not: the result stays up for both.
  expect(await handEnd(boris).count()).toBe(1);
  expect(await boris.locator('[data-testid=next-hand]').count()).toBe(1);

  await boris.click('[data-testid=next-hand]');
  for (const page of [anna, boris])
    await expect.poll(() => handEnd(page).count(), { timeout: 20_000 }).toBe(0);

  // Boris's browser goes away: Anna sees how long his seat waits before a bot plays it.
  await guest.context.close();
  const borisBadge = anna.locator('section.seat', { hasText: 'Boris' });
  await expect
    .poll(() => borisBadge.textContent(), { timeout: 20_000 })
    .toMatch(/back in (10:00|9:[0-5]\d), then a bot plays/);
  await expect
    .poll(() => borisBadge.textContent(), { timeout: 20_000 })
    .toMatch(/back in 9:5\d, then a bot plays/);
  await screenshot(anna, 'away-grace-desktop');
  expect(host.errors).toEqual([]);
  expect(guest.errors).toEqual([]);
});
