// Scenario 2: one player against three server bots plays a whole Kozel match to the goat screen.
// Scenario 3: "verify" recomputes every hand in the browser and passes; a tampered record names
// the check that fails.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DESKTOP, launch, newContext, PHONE, screenshot } from '../src/browser.ts';
import { playUntil, visible } from '../src/play.ts';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/static-server.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
let errors: string[];
let roomUrl = '';

beforeAll(async () => {
  server = await startServer();
  browser = await launch();
  const made = await newContext(browser, { viewport: DESKTOP });
  errors = made.errors;
  page = await made.context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function checkStates(): Promise<Record<string, string>> {
  const states = await page
    .locator('details[data-hand="1"] [data-check]')
    .evaluateAll((els) =>
      els.map((e) => [e.getAttribute('data-check') ?? '', e.getAttribute('data-state') ?? '']),
    );
  return Object.fromEntries(states);
}

test('one player against three bots plays a Kozel match to the goat screen', async () => {
  await page.goto(`${server.url}/`);
  await page.locator('[data-preset="kozel"]').check();
  await page.fill('[data-testid=name]', 'Anna');
  await page.selectOption('[data-testid=bot-seats]', '3');
  await page.click('[data-testid=create]');
  await page.locator('[data-testid=room-code]').waitFor();
  await expect.poll(() => page.locator('[data-seat] [data-bot]').count()).toBe(3);
  roomUrl = page.url();
  await page.click('[data-testid=start]');
  await page.locator('[data-testid=turn]').waitFor();

  await playUntil([page], () => visible(page, '[data-testid=match-end]'), 200_000);
  const goats = (await page.locator('[data-testid=goats]').textContent()) ?? '';
  expect(goats).toMatch(/goats: .+/);
  const totals = await page
    .locator('[data-total-side]')
    .evaluateAll((els) => els.map((e) => Number(e.textContent)));
  expect(Math.max(...totals)).toBeGreaterThanOrEqual(101);
  await screenshot(page, 'match-end-desktop');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'match-end-phone');
  await page.setViewportSize(DESKTOP);
});

test('verify passes every check, and a tampered record fails the right one', async () => {
  await page.locator('[data-testid=verify-hand]').first().click();
  await page.waitForURL(/\/verify/);
  await expect
    .poll(() => page.locator('[data-testid=verdict]').getAttribute('data-passed'))
    .toBe('true');
  expect(await checkStates()).toEqual({
    commitment: 'pass',
    clientSeed: 'pass',
    deal: 'pass',
    yourTiles: 'pass',
    draws: 'pass',
    play: 'pass',
  });
  // The server names every bot "Bot (normal)"; the recomputed deal tells them apart by seat.
  const seatLabels = await page
    .locator('ul.deal .who')
    .evaluateAll((els) => els.map((e) => e.textContent?.replace(/\s+/g, ' ').trim()));
  expect(seatLabels.slice(0, 4)).toEqual([
    'Anna (you)',
    'Bot 2 · normal',
    'Bot 3 · normal',
    'Bot 4 · normal',
  ]);
  await screenshot(page, 'verify-desktop', true);
  await page.setViewportSize(PHONE);
  await screenshot(page, 'verify-phone', true);
  await page.setViewportSize(DESKTOP);

  const original = await page.locator('[data-testid=record-input]').inputValue();

  // A different server seed: the commitment no longer matches.
  const seedSwapped = JSON.parse(original);
  seedSwapped.hands[0].deal.serverSeed = 'ab'.repeat(32);
  await page.fill('[data-testid=record-input]', JSON.stringify(seedSwapped));
  await page.click('[data-testid=verify-run]');
  await expect
    .poll(() => page.locator('[data-testid=verdict]').getAttribute('data-passed'))
    .toBe('false');
  expect((await checkStates()).commitment).toBe('fail');
  // The failing check explains what a changed seed means, not how a passing one works.
  const why = (await page.locator('[data-check=commitment] .why').first().textContent()) ?? '';
  expect(why).toContain('seed (or this record) was changed after dealing');
  expect(why).not.toContain('equals the commitment');

  // Two tiles swapped between seats: the deal no longer follows from the seeds.
  const dealSwapped = JSON.parse(original);
  const hands = dealSwapped.hands[0].hands;
  [hands[0][0], hands[1][0]] = [hands[1][0], hands[0][0]];
  await page.fill('[data-testid=record-input]', JSON.stringify(dealSwapped));
  await page.click('[data-testid=verify-run]');
  await expect
    .poll(() => page.locator('[data-testid=verdict]').getAttribute('data-passed'))
    .toBe('false');
  const states = await checkStates();
  expect(states.commitment).toBe('pass');
  expect(states.deal).toBe('fail');
  await screenshot(page, 'verify-tampered-desktop');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'verify-tampered-phone');
  await page.setViewportSize(DESKTOP);

  // The record as a file: the page's own button opens the picker; the deal is drawn readably.
  const file = join(mkdtempSync(join(tmpdir(), 'boneyard-verify-')), 'record.json');
  writeFileSync(file, original);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.click('[data-testid=choose-file]'),
  ]);
  await chooser.setFiles(file);
  await expect
    .poll(() => page.locator('[data-testid=verdict]').getAttribute('data-passed'))
    .toBe('true');
  expect(await page.locator('[data-testid=file-name]').textContent()).toBe('record.json');
  const tileSizes = await page
    .locator('ul.deal svg.tile')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()));
  expect(tileSizes.length).toBeGreaterThan(0);
  for (const r of tileSizes) expect(Math.min(r.width, r.height)).toBeGreaterThanOrEqual(20);

  expect(errors).toEqual([]);
});

test('the host starts a rematch at the same table, and its first hand verifies too', async () => {
  await page.setViewportSize(DESKTOP);
  await page.goto(roomUrl);
  await page.locator('[data-testid=match-end]').waitFor();
  await page.click('[data-testid=rematch]');
  await expect.poll(() => page.locator('[data-testid=match-end]').count()).toBe(0);
  // Play the new match's first hand, then check it: this browser's fresh seed for hand 1 of the
  // second match is told apart from the one it sent in the first match.
  await playUntil(
    [page],
    async () => (await page.locator('tr[data-hand="1"]').count()) > 0,
    120_000,
  );
  // The score sheet's ✓ on the row verifies that hand at any time.
  await page.locator('[data-verify-hand="1"]').click();
  await page.waitForURL(/\/verify/);
  await expect
    .poll(() => page.locator('[data-testid=verdict]').getAttribute('data-passed'))
    .toBe('true');
  expect((await checkStates()).clientSeed).toBe('pass');
  expect(errors).toEqual([]);
});
