// Issue 47 item 2: on a spinner board before any spinner exists (All Fives after a double lead,
// Telephone after 2-3), a tile that fits both ends showed four targets: each end was drawn both
// in the middle row and in the empty side arm. One target per end the engine offers now.
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { openStacked, reveal, stackedGame, tapPlay } from './support/stacked.ts';
import { staticAndBrowser } from './support/suite.ts';

const suite = staticAndBrowser();

const CASES = [
  // 6-6 leads; Boris's 0-6 fits both sixes.
  {
    preset: 'all-fives',
    hands: ['6-6 1-2 1-3 1-4 2-4 2-5 3-4', '0-6 0-1 0-2 0-3 1-1 2-2 3-3'],
    lead: '6-6',
    both: '0-6',
  },
  // 3-3 leads; Boris's 3-5 fits both threes.
  {
    preset: 'telephone',
    hands: ['3-3 1-2 1-4 2-4 0-1 0-2 0-4', '3-5 5-5 6-6 5-6 4-6 4-5 2-6'],
    lead: '3-3',
    both: '3-5',
  },
] as const;

for (const c of CASES)
  test(`${c.preset}: a tile that fits both ends of an unsplit line shows two targets`, async () => {
    const game = stackedGame(c.preset, {}, c.hands, '', [{ seat: 0, tile: c.lead }]);
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, errors } = await newContext(suite.browser, { viewport });
      const page = await context.newPage();
      await openStacked(page, suite.server.url, game, `LOCALSPIN${viewport.width}`);
      await tapPlay(page, { seat: 0, tile: c.lead });
      await reveal(page);
      await page.locator(`.hand button[data-tile="${c.both}"][data-playable="true"]`).click();
      await page.locator('button.arm-target').first().waitFor();
      const ends = await page
        .locator('button.arm-target')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-end')));
      expect(ends.sort()).toEqual(['left', 'right']);
      await screenshot(page, `spinner-targets-${c.preset}-${viewport.width}`);
      // Tapping one plays there: the engine's end, no stray copy left behind.
      await page.locator('button.arm-target[data-end="right"]').click();
      await page.locator(`[data-board-tile="${c.both}"]`).waitFor();
      expect(await page.locator('button.arm-target').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
