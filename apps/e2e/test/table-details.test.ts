// Details of the table a new player meets (issue 14, items 5, 9, 10 and 12): the turn line shows
// the side of the seat to move, leaving mid-match asks first, the last tile played is outlined
// and named, long names stay inside the score sheet, the target reads the same on the home screen
// and the table. The first-game hints, knock bubbles and the sheet's hint: table-hints.test.ts.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { afterTap } from './support/local-match.ts';
import { staticAndBrowser } from './support/suite.ts';
import { startVsBots } from './support/vs-bots.ts';

const suite = staticAndBrowser();

/** Hides the first-game hints for tests about other things. */
async function noHints(page: Page): Promise<void> {
  await page.goto(`${suite.server.url}/`);
  await page.evaluate(() => localStorage.setItem('boneyard:hints', '{"off":true,"seen":[]}'));
}

test('the turn line shows the side of the seat to move; the last tile is outlined and named', async () => {
  // Bots that take a minute per move: the table holds still on whoever's turn it is.
  const { context, errors } = await newContext(suite.browser, {
    viewport: DESKTOP,
    botDelay: 60_000,
  });
  const page = await context.newPage();
  await noHints(page);
  await page.locator('[data-preset="kozel"]').check();
  // The same words on the home screen as on the score sheet.
  expect(await page.locator('label:has([data-testid=target])').textContent()).toContain(
    'Loses over',
  );
  await page.fill('[data-testid=name]', 'Anna');
  await page.click('[data-testid=vs-bots]');
  await page.locator('[data-tile]').first().waitFor();
  expect(await page.locator('.sheet .target').textContent()).toContain('over 100 loses');

  const turn = page.locator('[data-testid=turn]');
  const chip = page.locator('[data-testid=turn-side]');
  const expectChipForTurn = async () => {
    const text = (await turn.textContent()) ?? '';
    const bot = text.match(/Bot (\d)’s turn/);
    // Kozel pairs: seats 0 and 2 (Anna and Bot 3) are "Us", seats 1 and 3 "Them".
    if (bot) expect(await chip.textContent()).toBe(Number(bot[1]) % 2 === 1 ? 'Us' : 'Them');
    else expect(text).toContain('Your turn');
    if (!bot) expect(await chip.textContent()).toBe('Us');
    return bot ? Number(bot[1]) - 1 : 0;
  };
  const first = await expectChipForTurn();
  if (first === 0) {
    // Anna plays; the turn passes on to a bot, shown with that bot's side.
    const tile =
      (await page.locator('button[data-playable="true"]').first().getAttribute('data-tile')) ?? '';
    await page.locator('button[data-playable="true"]').first().click();
    if ((await afterTap(page, tile)) === 'ends') await page.locator('g.target').first().click();
    // The next seat that can move is a bot (one that cannot knocks at once): its side is shown.
    await expect.poll(() => turn.textContent()).toMatch(/Bot \d’s turn/);
    expect(await expectChipForTurn()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=last-play]').textContent()).toContain('Last: Anna');
    expect(await page.locator('rect.last-outline').getAttribute('data-last-tile')).toBe(tile);
  } else {
    // The compulsory lead placed itself (Anna's or a bot's): it is outlined and named.
    expect(await page.locator('[data-testid=last-play]').textContent()).toMatch(
      /Last: (Anna|Bot \d)/,
    );
    expect(await page.locator('rect.last-outline').count()).toBe(1);
  }
  await screenshot(page, 'table-turn-side-desktop');
  expect(errors).toEqual([]);
  await context.close();
});

test('leaving mid-match asks first; "Stay" keeps the game, "Yes, leave" ends it', async () => {
  const { context, errors } = await newContext(suite.browser, { viewport: PHONE });
  const page = await context.newPage();
  await noHints(page);
  await startVsBots(page, suite.server.url, 'draw', 2, 'Anna');
  await page.click('[data-testid=leave]');
  const ask = page.locator('[data-testid=leave-confirm]');
  await ask.waitFor();
  expect(await ask.textContent()).toContain('Leave this game?');
  await screenshot(page, 'table-leave-confirm-phone');
  await page.click('[data-testid=leave-stay]');
  await ask.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/play');
  expect(await page.locator('[data-tile]').count()).toBeGreaterThan(0);

  await page.click('[data-testid=leave]');
  await page.click('[data-testid=leave-yes]');
  await page.waitForURL(`${suite.server.url}/`);
  // The game is over: nothing to resume.
  await page.locator('[data-testid=create]').waitFor();
  expect(await page.locator('[data-testid=resume]').count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('long names stay inside the score sheet at both sizes, and every name is shown whole', async () => {
  const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP });
  const page = await context.newPage();
  await noHints(page);
  // Four columns are the narrowest: names wrap instead of being cut to one line ("Bot 2", "Bot 3"
  // and "Bot 4" were each "B…" at 1280 px).
  await startVsBots(page, suite.server.url, 'draw', 4, 'Konstantin-Aleksandrovich');
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    const fit = await page.locator('.sheet').evaluate((sheet) => {
      const card = sheet.getBoundingClientRect();
      const cells = Array.from(sheet.querySelectorAll('th, td')).map((c) =>
        c.getBoundingClientRect(),
      );
      const table = sheet.querySelector('table');
      // No header label spills into the next column.
      const labels = Array.from(sheet.querySelectorAll('thead th')).map((th) => {
        const cell = th.getBoundingClientRect();
        // A side chip clips its own text; a plain label is measured by its text.
        const chip = th.querySelector('.side');
        const range = document.createRange();
        range.selectNodeContents(th);
        const text = chip ? chip.getBoundingClientRect() : range.getBoundingClientRect();
        return text.left >= cell.left - 0.5 && text.right <= cell.right + 0.5;
      });
      // The bots' short names are shown whole (they wrap, never clip); the 24-letter name takes at
      // most three lines.
      const chips = Array.from(sheet.querySelectorAll<HTMLElement>('thead .side'));
      const whole = chips
        .slice(1)
        .map(
          (chip) =>
            chip.scrollWidth <= chip.clientWidth + 1 && chip.scrollHeight <= chip.clientHeight + 1,
        );
      const lineHeight = chips[0] ? parseFloat(getComputedStyle(chips[0]).lineHeight) : 0;
      return {
        whole: chips.length === 4 && whole.every(Boolean),
        longNameLines: chips[0] ? Math.round(chips[0].clientHeight / lineHeight) : 0,
        labelsFit: labels.every(Boolean),
        inside: cells.every((c) => c.left >= card.left - 0.5 && c.right <= card.right + 0.5),
        overflow: table ? table.scrollWidth - table.clientWidth : 0,
      };
    });
    expect(fit.inside, `columns inside the card at ${viewport.width}px`).toBe(true);
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(fit.labelsFit, `header labels inside their cells at ${viewport.width}px`).toBe(true);
    expect(fit.whole, `the bots' names shown whole at ${viewport.width}px`).toBe(true);
    expect(fit.longNameLines).toBeGreaterThanOrEqual(1);
    expect(fit.longNameLines).toBeLessThanOrEqual(3);
  }
  // The whole name is still the chip's text (and the cell's title); a name is at most 24 characters.
  const heads = await page.locator('.sheet thead .side').allTextContents();
  expect(heads.map((text) => text.trim())).toEqual([
    'Konstantin-Aleksandrovic',
    'Bot 2',
    'Bot 3',
    'Bot 4',
  ]);
  await page.locator('.sheet').scrollIntoViewIfNeeded();
  await screenshot(page, 'table-long-names-phone');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'table-long-names-desktop');
  expect(errors).toEqual([]);
  await context.close();
});
