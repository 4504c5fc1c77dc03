// Issue 9, hot-seat from Settings → Agreements: like the home page's hot-seat start, the editor
// asks for every player's name (an empty field keeps "Player N"); the game on this device uses
// them — the curtain passes the device by name and the score sheet heads its columns with them.
import { expect, test } from 'vitest';
import { DESKTOP, newContext, screenshot } from '../src/browser.ts';
import { serverAndBrowser } from './support/suite.ts';
import { untilInPlay } from './support/fresh-hand.ts';
import { playIfMyTurn } from '../src/play.ts';

const suite = serverAndBrowser();

test(
  'hot-seat from the agreements editor asks for and uses the players’ names',
  { timeout: 120_000 },
  async () => {
    const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/agreements`);
    await page.selectOption('[data-testid=start-preset]', 'block');
    await page.selectOption('[data-testid=start-players]', '3');
    await page.click('[data-testid=start-from]');

    // One field per seat, seat 1's being "Your name" itself; an empty one says what it defaults to.
    const names = page.locator('.use [data-testid=hotseat-names]');
    await names.locator('summary').click();
    const fields = names.locator('[data-testid=hotseat-name]');
    expect(await fields.count()).toBe(3);
    expect(await fields.nth(2).getAttribute('placeholder')).toBe('Player 3');
    await fields.nth(0).fill('Vera');
    await fields.nth(1).fill('Gleb');
    expect(await page.locator('.use [data-testid=name]').inputValue()).toBe('Vera');
    await screenshot(page, 'agreements-hotseat-names-desktop');
    await page.click('[data-testid=play-hotseat]');

    await page.waitForURL(/\/play$/);
    const curtain = page.locator('[data-testid=curtain] .pass');
    // Dealing on past a hand over at its opening tile (three-player Block leaves nobody a tile that
    // fits about one deal in 1,700, measured with the engine).
    await untilInPlay(page, '[data-testid=curtain] .pass');
    const expected = ['Vera', 'Gleb', 'Player 3'];
    // The opener holds the highest double (Block), so any of the three may be called first.
    const called = (await curtain.textContent())?.trim() ?? '';
    expect(expected.map((n) => `Pass the device to ${n}`)).toContain(called);
    const saved = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('boneyard:local-game'))) ?? '{}',
    ) as {
      config: { names: string[]; mode: string };
    };
    // Only typed names are kept: an empty one is shown as "Player 3" in the language of the moment.
    expect(saved.config).toMatchObject({ mode: 'hotseat', names: ['Vera', 'Gleb', ''] });
    await page.click('[data-testid=reveal]');
    const sheet = (await page.locator('section.sheet').textContent({ timeout: 30_000 })) ?? '';
    for (const name of expected) expect(sheet).toContain(name);
    expect(errors).toEqual([]);
    await context.close();
  },
);

test(
  'a Draw game on a line with the fives agreement shows the ends’ sum as it scores',
  { timeout: 120_000 },
  async () => {
    const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/agreements`);
    await page.selectOption('[data-testid=start-preset]', 'draw');
    await page.selectOption('[data-testid=start-players]', '2');
    await page.click('[data-testid=start-from]');
    await page.locator('[data-field="playScoring"] select').selectOption('fives');
    await page.click('[data-testid=play-hotseat]');
    await page.waitForURL(/\/play$/);
    await untilInPlay(page, '[data-testid=curtain] .pass');
    await page.click('[data-testid=reveal]');
    // Still the line board, now with the points of play and the ends' sum over it.
    await page.locator('[data-testid=play-scores]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid=arms-board]').count()).toBe(0);
    const count = page.locator('[data-testid=ends-count]');
    await count.waitFor();
    // A tile alone on the line: its two halves are the two ends, so the sum is its pips (the lead
    // usually places itself; if not, the player to move lays one).
    const tiles = page.locator('[data-board-tile]');
    if ((await tiles.count()) === 0) expect(await playIfMyTurn(page)).toBe(true);
    await tiles.first().waitFor({ state: 'attached' });
    expect(await tiles.count()).toBe(1);
    const [a, b] = ((await tiles.first().getAttribute('data-board-tile')) ?? '')
      .split('-')
      .map(Number);
    expect((await count.textContent())?.trim()).toMatch(new RegExp(`\\D${a! + b!}$`));
    await screenshot(page, 'agreements-line-fives-desktop');
    expect(errors).toEqual([]);
    await context.close();
  },
);
