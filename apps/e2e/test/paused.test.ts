// Issue 14 item 8 on screen: when every person has left a match, the server pauses it (bots
// wait) and a spectator is told so ("Paused: waiting for the players to come back"); when a
// player comes back the match goes on and the notice goes. The paused screen passes axe too.
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { axeContext, axeViolations } from './support/axe.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser({ botDelayMs: 0, handPauseMs: 60_000 });

test('a paused match says so to a spectator, and carries on when its player returns', async () => {
  const host = await newContext(suite.browser, { viewport: DESKTOP });
  const anna = await host.context.newPage();
  await anna.goto(`${suite.server.url}/`);
  await anna.locator('[data-preset="kozel"]').check();
  await anna.fill('[data-testid=name]', 'Anna');
  await anna.selectOption('[data-testid=bot-seats]', '3');
  await anna.click('[data-testid=create]');
  await anna.locator('[data-testid=start]').waitFor();
  const code = ((await anna.locator('[data-testid=room-code]').textContent()) ?? '').trim();
  await expect.poll(() => anna.locator('[data-testid=start]').isEnabled()).toBe(true);
  await anna.click('[data-testid=start]');
  await anna.locator('[data-testid=turn]').waitFor();

  const watching = await axeContext(suite.browser, { viewport: PHONE });
  const watcher = await watching.context.newPage();
  await watcher.goto(`${suite.server.url}/r/${code}`);
  await watcher.locator('[data-testid=spectator-banner]').waitFor();
  expect(await watcher.locator('[data-testid=paused]').count()).toBe(0);

  // The only person leaves: the match is paused, and the spectator reads why nothing moves.
  await anna.close();
  const notice = watcher.locator('[data-testid=paused]');
  await notice.waitFor({ timeout: 30_000 });
  expect(await notice.textContent()).toContain('Paused: waiting for the players to come back');
  expect(await notice.getAttribute('role')).toBe('status');
  await screenshot(watcher, 'paused-spectator-phone');
  expect(await axeViolations(watcher)).toEqual([]);

  // Anna comes back (same browser, same seat token): the match goes on, the notice goes.
  const back = await host.context.newPage();
  await back.goto(`${suite.server.url}/r/${code}`);
  await back.locator('[data-testid=turn]').waitFor();
  await notice.waitFor({ state: 'detached', timeout: 30_000 });
  expect(await back.locator('[data-testid=paused]').count()).toBe(0);
  expect(host.errors).toEqual([]);
  expect(watching.errors).toEqual([]);
  await watching.context.close();
  await host.context.close();
});
