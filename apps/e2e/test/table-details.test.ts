// Details of the table a new player meets (issue 14, items 5, 9, 10 and 12): the turn line shows
// the side of the seat to move, leaving mid-match asks first, the last tile played is outlined
// and named, long names stay inside the score sheet, the target reads the same on the home screen
// and the table, and first-game hints can be dismissed for good.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { afterTap } from './support/local-match.ts';
import { staticAndBrowser } from './support/suite.ts';
import { untilInPlay } from './support/fresh-hand.ts';
import { openStacked, stackedGame, tapPlay } from './support/stacked.ts';

const suite = staticAndBrowser();

async function startVsBots(page: Page, preset: string, players: number, name: string) {
  await page.goto(`${suite.server.url}/`);
  await page.locator(`[data-preset="${preset}"]`).check();
  await page.selectOption('[data-testid=players]', String(players));
  await page.fill('[data-testid=name]', name);
  await page.click('[data-testid=vs-bots]');
  await page.locator('[data-tile]').first().waitFor();
}

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
  await startVsBots(page, 'draw', 2, 'Anna');
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
  await startVsBots(page, 'draw', 4, 'Konstantin-Aleksandrovich');
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

test('first-game hints explain the first moves and never return once dismissed', async () => {
  const { context, errors } = await newContext(suite.browser, { viewport: PHONE });
  const page = await context.newPage();
  await startVsBots(page, 'draw', 2, 'Anna');
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
  await startVsBots(page, 'block', 2, 'Anna');
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
  await startVsBots(page, 'draw', 3, 'Anna');
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
