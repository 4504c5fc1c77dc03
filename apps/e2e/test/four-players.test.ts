// Scenario 1: one browser creates a Kozel room, three more join by code (the host removes one of
// them, whose seat another person then takes), and all four play a whole hand by clicking tiles;
// the score sheet appears and agrees on all four pages. One page reloads mid-hand and comes back
// to the same seat and tiles.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { playIfMyTurn, visible } from '../src/play.ts';
import { serverAndBrowser } from './support/suite.ts';

const errors: string[][] = [];

// A long pause after each hand keeps the hand-end screen up for the checks.
const suite = serverAndBrowser({ handPauseMs: 120_000 });

async function myTiles(page: Page): Promise<string[]> {
  return page
    .locator('[data-tile]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-tile') ?? '').sort());
}

async function boardTiles(page: Page): Promise<string[]> {
  return page
    .locator('[data-board-tile]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-board-tile') ?? ''));
}

test('four browsers play a Kozel hand by clicking and agree on the score', async () => {
  const host = await newContext(suite.browser, { viewport: DESKTOP });
  errors.push(host.errors);
  const anna = await host.context.newPage();
  await anna.goto(`${suite.server.url}/`);
  await anna.locator('[data-preset="kozel"]').check();
  await anna.fill('[data-testid=name]', 'Anna');
  await anna.click('[data-testid=create]');
  const code = (await anna.locator('[data-testid=room-code]').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  await expect.poll(() => anna.locator('[data-testid=start]').isDisabled()).toBe(true);
  await screenshot(anna, 'lobby-desktop');

  async function join(name: string): Promise<Page> {
    const guest = await newContext(suite.browser, { viewport: name === 'Boris' ? PHONE : DESKTOP });
    errors.push(guest.errors);
    const page = await guest.context.newPage();
    await page.goto(`${suite.server.url}/`);
    await page.fill('[data-testid=join-code]', code.toLowerCase());
    await page.click('[data-testid=join]');
    await page.fill('[data-testid=seat-name]', name);
    await page.locator('[data-testid=take-seat]').first().click();
    await page.locator('[data-seat] >> text=' + name).waitFor();
    return page;
  }
  const pages: Page[] = [anna];
  for (const name of ['Boris', 'Vera']) pages.push(await join(name));
  const gleb = await join('Gleb');

  // The host removes Gleb (asked to confirm first); his seat is free again and Dana takes it.
  const glebSeat = anna.locator('[data-seat]', { hasText: 'Gleb' });
  const seatNumber = await glebSeat.getAttribute('data-seat');
  await expect.poll(() => anna.locator('[data-testid=remove-player]').count()).toBe(3);
  await glebSeat.locator('[data-testid=remove-player]').click();
  await screenshot(anna, 'lobby-remove-desktop');
  // The first tap only asks: Gleb is still seated until the host confirms.
  expect(await glebSeat.locator('strong').textContent()).toBe('Gleb');
  expect(await glebSeat.locator('[data-testid=remove-confirm]').count()).toBe(1);
  await glebSeat.locator('[data-testid=remove-confirm]').click();
  const freed = anna.locator(`[data-seat="${seatNumber}"]`);
  await expect.poll(() => freed.textContent()).toMatch(/Free seat/);
  await gleb.locator('[data-testid=room-notice]').waitFor();
  expect(await gleb.locator('[data-seat] >> text=Gleb').count()).toBe(0);
  await expect.poll(() => anna.locator('[data-testid=start]').isDisabled()).toBe(true);
  const dana = await join('Dana');
  await expect.poll(() => freed.textContent()).toMatch(/Dana/);
  await gleb.context().close();
  pages.push(dana);
  await screenshot(pages[1]!, 'lobby-phone');

  await expect.poll(() => anna.locator('[data-testid=start]').isEnabled()).toBe(true);
  await anna.click('[data-testid=start]');
  for (const page of pages) await page.locator('[data-testid=turn]').waitFor();
  // The phone player had scrolled the lobby down to sit; the table opens at its top, where the
  // other seats are (it once opened 176 px down, their badges under the header).
  for (const page of pages) await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
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
        // Her own click may have been on its way when \`before\` was read: the tiles she gets back
        // are \`before\` less whatever of it lies on the board now, and at most one tile less.
        const afterReload = async () => {
          const [tiles, board] = await Promise.all([myTiles(vera), boardTiles(vera)]);
          return { tiles, expected: before.filter((t) => !board.includes(t)) };
        };
        await expect.poll(afterReload).toSatisfy(({ tiles, expected }) => {
          return tiles.length > 0 && tiles.join() === expected.join();
        });
        expect((await myTiles(vera)).length).toBeGreaterThanOrEqual(before.length - 1);
        reloaded = true;
      }
    }
    if (!clicked) await anna.waitForTimeout(50);
  }
  expect(reloaded).toBe(true);

  for (const page of pages) await page.locator('[data-testid=hand-end]').waitFor();
  // Screen readers heard the end of the hand through the live region.
  expect(await anna.locator('[data-testid=live-assertive]').textContent()).toMatch(/domino|fish/i);
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

  // Dana's browser goes away: at the table the host may now free her seat (after a confirm), and
  // a newcomer who opens the link sits in it.
  const danaName = anna.locator('section.seat', { hasText: 'Dana' });
  await dana.context().close();
  await expect.poll(() => danaName.textContent()).toMatch(/disconnected/);
  await danaName.locator('[data-testid=remove-player]').click();
  await danaName.locator('[data-testid=remove-confirm]').click();
  const freeBadge = anna.locator('section.seat', { hasText: 'Free seat' });
  await freeBadge.waitFor();
  await screenshot(anna, 'table-removed-desktop');
  const newcomer = await newContext(suite.browser, { viewport: PHONE });
  errors.push(newcomer.errors);
  const eva = await newcomer.context.newPage();
  await eva.goto(`${suite.server.url}/r/${code}`);
  await eva.evaluate(() => localStorage.setItem('boneyard:name', 'Eva'));
  await eva.locator('[data-testid=sit-at-table]').click();
  await anna.locator('section.seat', { hasText: 'Eva' }).waitFor();
  await expect.poll(() => eva.locator('[data-testid=sit-at-table]').count()).toBe(0);
  expect(await freeBadge.count()).toBe(0);

  for (const list of errors) expect(list).toEqual([]);
});
