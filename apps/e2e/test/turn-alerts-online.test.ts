// "Your turn" online (issue 48 item 3): the same table in a room on the server — the tab title
// says so on your turn, a switched-on sound clicks for your tile and the bot's, and leaving the
// room gives the title back. (turn-alerts.test.ts covers the switches themselves on this device.)
import { expect, test } from 'vitest';
import { newContext } from '../src/browser.ts';
import { playIfMyTurn } from '../src/play.ts';
import { serverAndBrowser } from './support/suite.ts';
import { untilInPlay } from './support/fresh-hand.ts';

const suite = serverAndBrowser();
const PLAYABLE = 'button[data-playable="true"]';

test('an online room with a bot: the title on your turn, sounds once switched on', async () => {
  const { context, errors } = await newContext(suite.browser);
  await context.addInitScript(() => {
    const w = window as unknown as { __sounds: string[] };
    w.__sounds = [];
    const proto = AudioContext.prototype;
    const buffer = proto.createBufferSource;
    proto.createBufferSource = function () {
      w.__sounds.push('click');
      return buffer.call(this);
    };
  });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/`);
  await page.locator('[data-preset="draw"]').check();
  await page.selectOption('[data-testid=players]', '2');
  await page.fill('[data-testid=name]', 'Anna');
  await page.selectOption('[data-testid=bot-seats]', '1');
  await page.click('[data-testid=create]');
  await page.locator('[data-testid=start]').waitFor();
  await expect.poll(() => page.locator('[data-testid=start]').isEnabled()).toBe(true);
  expect(await page.title()).toBe('Boneyard'); // the lobby: nobody's turn yet
  await page.click('[data-testid=start]');

  await untilInPlay(page, PLAYABLE);
  await expect.poll(() => page.title()).toBe('▶ Your turn · Boneyard');
  await page.getByRole('button', { name: 'Sound and alerts' }).click();
  await page.getByRole('checkbox', { name: /^Sounds/ }).check();
  await page.keyboard.press('Escape');
  await page.locator('[data-testid=alerts-panel]').waitFor({ state: 'detached' });
  const clicks = () =>
    page.evaluate(() => (window as unknown as { __sounds: string[] }).__sounds.length);
  expect(await clicks()).toBe(0);
  expect(await playIfMyTurn(page)).toBe(true);
  await expect.poll(clicks).toBeGreaterThanOrEqual(1);

  await page.click('[data-testid=leave]');
  await page.locator('[data-testid=leave-yes]').click();
  await page.locator('[data-testid=create]').waitFor();
  expect(await page.title()).toBe('Boneyard');
  expect(errors).toEqual([]);
  await context.close();
});
