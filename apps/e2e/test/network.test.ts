// Network loss mid-hand: the connection state says so ("Reconnecting…"), the table is greyed and
// inert with what happens next, and when the network returns the page gets the same seat and
// tiles back and the hand goes on. A server restart that lost the room is called that, not a
// wrong code (issue 14, item 4, client side).
import { buildApp, testConfig } from '@boneyard/server';
import { expect, test } from 'vitest';
import { newContext, PHONE, screenshot, WEB_BUILD } from '../src/browser.ts';
import { playUntil } from '../src/play.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser({ handPauseMs: 60_000 });

test('losing the network mid-hand shows "Reconnecting…" and returns to the same seat', async () => {
  const { context, errors } = await newContext(suite.browser, { viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/`);
  await page.fill('[data-testid=name]', 'Anna');
  await page.selectOption('[data-testid=bot-seats]', '3');
  await page.click('[data-testid=create]');
  await page.click('[data-testid=start]');
  const connection = page.locator('[data-testid=connection]');
  await expect.poll(() => connection.textContent()).toBe('Connected');
  await page.locator('[data-tile]').first().waitFor();
  const tiles = () =>
    page
      .locator('[data-tile]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-tile')).sort());
  const before = await tiles();

  await context.setOffline(true);
  await expect.poll(() => connection.textContent()).toBe('Reconnecting…');
  // Greyed and inert, with what happens next in words.
  await page.locator('[data-testid=disconnected]').waitFor();
  expect(await page.locator('[data-testid=disconnected]').textContent()).toContain(
    'Your seat and tiles are kept',
  );
  expect(await page.locator('.felt .play').getAttribute('inert')).not.toBeNull();
  expect(await page.locator('.felt .play').evaluate((e) => getComputedStyle(e).filter)).toContain(
    'grayscale',
  );
  // Nothing pushes the page wider than the phone (the bar keeps to one row).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await screenshot(page, 'reconnecting-phone');
  await context.setOffline(false);
  await expect.poll(() => connection.textContent(), { timeout: 20_000 }).toBe('Connected');
  await page.locator('[data-testid=disconnected]').waitFor({ state: 'detached' });
  expect(await page.locator('.felt .play').getAttribute('inert')).toBeNull();
  // Bots cannot play Anna's tiles, so she holds exactly what she held before.
  expect(await tiles()).toEqual(before);

  await playUntil(
    [page],
    async () => (await page.locator('[data-testid=hand-end]').count()) > 0,
    60_000,
  );
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(e))).toEqual([]);
});

test('a server restart that lost the room says so plainly', async () => {
  // A server of its own on a port the restarted one takes over (in-memory store: a restart
  // forgets every room, as the issue describes).
  const config = testConfig({ port: 0, host: '127.0.0.1', webRoot: WEB_BUILD });
  const first = await buildApp(config);
  await first.listen({ port: 0, host: '127.0.0.1' });
  const address = first.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  const { context, errors } = await newContext(suite.browser, { viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`${url}/`);
  await page.fill('[data-testid=name]', 'Anna');
  await page.selectOption('[data-testid=bot-seats]', '3');
  await page.click('[data-testid=create]');
  const code = (await page.locator('[data-testid=room-code]').textContent())?.trim() ?? '';
  await page.click('[data-testid=start]');
  await page.locator('[data-tile]').first().waitFor();

  await first.close();
  await page.locator('[data-testid=disconnected]').waitFor({ timeout: 30_000 });
  const second = await buildApp(config);
  try {
    await second.listen({ port, host: '127.0.0.1' });
    const problem = page.locator('[data-testid=room-problem]');
    await problem.waitFor({ timeout: 60_000 });
    const text = (await problem.textContent()) ?? '';
    expect(text).toContain(`Room ${code} no longer exists`);
    expect(text).toContain('restarted');
    expect(text).not.toContain('check the code');
    await screenshot(page, 'room-lost-after-restart-phone');

    // A code this browser never had still reads as a wrong code.
    await page.goto(`${url}/r/ZZZZ2345`);
    await expect
      .poll(() => page.locator('[data-testid=room-problem]').textContent(), { timeout: 30_000 })
      .toContain('check the code');
  } finally {
    await context.close();
    await second.close();
  }
  expect(
    errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|WebSocket|404/.test(e)),
  ).toEqual([]);
});
