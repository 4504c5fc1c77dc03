// Joining a room as people do (issue 14, items 3 and 7): "Sit here" without a name says so beside
// the required field and keeps the lobby; a name typed on the home page is remembered; a full
// room shows no name field; a spectator at a running match is told they are watching, sees the
// live hand log and no hand, and has "Leave" rather than "Leave table".
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { serverAndBrowser } from './support/suite.ts';

// Bots wait a little per move, so the spectator sees a hand in progress.
const suite = serverAndBrowser({ botDelayMs: 400, handPauseMs: 60_000 });

async function createRoom(page: Page, botSeats: number): Promise<string> {
  await page.goto(`${suite.server.url}/`);
  await page.locator('[data-preset="kozel"]').check();
  await page.fill('[data-testid=name]', 'Anna');
  await page.selectOption('[data-testid=bot-seats]', String(botSeats));
  await page.click('[data-testid=create]');
  return ((await page.locator('[data-testid=room-code]').textContent()) ?? '').trim();
}

test('"Sit here" needs a name: the error stands beside the field and the lobby stays', async () => {
  const host = await newContext(suite.browser, { viewport: DESKTOP });
  const anna = await host.context.newPage();
  const code = await createRoom(anna, 1);

  // A newcomer who never typed a name anywhere.
  const guest = await newContext(suite.browser, { viewport: PHONE });
  const boris = await guest.context.newPage();
  const sockets: string[] = [];
  boris.on('websocket', (ws) => sockets.push(ws.url()));
  await boris.goto(`${suite.server.url}/r/${code}`);
  const field = boris.locator('[data-testid=seat-name]');
  await field.waitFor();
  // The room's code rides in the socket's URL, for a balancer that keeps a room on one process.
  await expect
    .poll(() => sockets.some((url) => new URL(url).searchParams.get('room') === code))
    .toBe(true);
  expect(await field.inputValue()).toBe('');
  expect(await field.getAttribute('required')).not.toBeNull();
  expect(await boris.locator('label[for=seat-name]').textContent()).toContain('required');
  await boris.locator('[data-testid=take-seat]').first().click();
  const error = boris.locator('[data-testid=seat-name-error]');
  await expect.poll(() => error.textContent()).toContain('Type your name first');
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  // Still the lobby: the code, the seats, nothing replaced.
  expect(await boris.locator('[data-testid=room-problem]').count()).toBe(0);
  expect(await boris.locator('[data-testid=room-code]').textContent()).toContain(code);
  await screenshot(boris, 'lobby-name-needed-phone');
  // Typing clears the error; sitting works.
  await field.fill('Boris');
  expect((await error.textContent())?.trim()).toBe('');
  await boris.locator('[data-testid=take-seat]').first().click();
  await boris.locator('[data-seat] >> text=Boris').waitFor();

  // A name typed on the home page before joining is remembered and filled in.
  const third = await newContext(suite.browser, { viewport: DESKTOP });
  const vera = await third.context.newPage();
  await vera.goto(`${suite.server.url}/`);
  await vera.fill('[data-testid=name]', 'Vera');
  await vera.fill('[data-testid=join-code]', code);
  await vera.click('[data-testid=join]');
  await expect.poll(() => vera.locator('[data-testid=seat-name]').inputValue()).toBe('Vera');
  await vera.locator('[data-testid=take-seat]').first().click();
  await vera.locator('[data-seat] >> text=Vera').waitFor();

  // The room is full now: a fourth visitor gets no name field they could not use.
  const fourth = await newContext(suite.browser, { viewport: DESKTOP });
  const gleb = await fourth.context.newPage();
  await gleb.goto(`${suite.server.url}/r/${code}`);
  await gleb.locator('[data-testid=room-full]').waitFor();
  expect(await gleb.locator('[data-testid=seat-name]').count()).toBe(0);

  for (const c of [host, guest, third, fourth]) {
    expect(c.errors).toEqual([]);
    await c.context.close();
  }
});

test('a spectator of a running match is told so, sees the live log and no hand, and can "Leave"', async () => {
  const host = await newContext(suite.browser, { viewport: DESKTOP });
  const anna = await host.context.newPage();
  await createRoom(anna, 3);
  await anna.click('[data-testid=start]');
  await anna.locator('[data-tile]').first().waitFor();
  const url = anna.url();

  for (const viewport of [PHONE, DESKTOP]) {
    const watcher = await newContext(suite.browser, { viewport });
    const page = await watcher.context.newPage();
    await page.goto(url);
    const banner = page.locator('[data-testid=spectator-banner]');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('You are watching this match');
    // No hand of their own, no name field, the live log, and "Leave".
    expect(await page.locator('[data-tile]').count()).toBe(0);
    expect(await page.locator('[data-testid=seat-name]').count()).toBe(0);
    // The log in place of the hand fills as the bots play on (it starts when they arrive).
    await expect
      .poll(() => page.locator('.mine section.log li').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await page.locator('.side-panel section.log').count()).toBe(0);
    expect((await page.locator('[data-testid=leave]').textContent())?.trim()).toBe('Leave');
    await screenshot(page, `spectator-${viewport === PHONE ? 'phone' : 'desktop'}`);
    // Leaving as a spectator asks nothing.
    await page.click('[data-testid=leave]');
    await page.waitForURL(`${suite.server.url}/`);
    expect(watcher.errors).toEqual([]);
    await watcher.context.close();
  }
  // A player leaving mid-match is asked first, told the match goes on; "Stay" keeps the seat.
  await anna.click('[data-testid=leave]');
  const ask = anna.locator('[data-testid=leave-confirm]');
  await ask.waitFor();
  expect(await ask.textContent()).toContain('The match goes on');
  await anna.click('[data-testid=leave-stay]');
  await ask.waitFor({ state: 'detached' });
  expect(anna.url()).toBe(url);
  expect(await anna.locator('[data-tile]').count()).toBeGreaterThan(0);
  expect(host.errors).toEqual([]);
  await host.context.close();
});
