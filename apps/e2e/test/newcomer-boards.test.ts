// Issue 47 item 9, boards on a 360 px phone (and at 1280×800, in English and Russian): Osyol's
// cross keeps its shape (each side arm one row, level with the centre), a train board keeps the
// opening double with the rows, names whole rows ("Your train", never "Me's train" or a cut
// "Player 1's trai…"), and flags an open train with a drawn flag, not an emoji.
// Screenshots: artifacts/screenshots/newcomer-boards-*.png.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { midHand, openMidHand } from './support/mid-hand.ts';
import { staticAndBrowser } from './support/suite.ts';

const suite = staticAndBrowser();
const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** Vertical centres of the tiles on an arm, rounded. */
async function rowsOf(page: Page, arm: string): Promise<number[]> {
  return page.$$eval(`[data-arm="${arm}"] [data-board-tile]`, (tiles) =>
    tiles.map((t) => {
      const r = t.getBoundingClientRect();
      return Math.round(r.top + r.height / 2);
    }),
  );
}

for (const lang of ['en', 'ru'] as const)
  for (const [size, viewport] of SIZES)
    test(`osyol's cross keeps its shape: ${size}, ${lang}`, async () => {
      const { context, errors } = await newContext(suite.browser, { viewport, lang });
      const page = await context.newPage();
      // Found by trying seeds: a cross with six tiles on each side arm, two up and two down.
      await openMidHand(page, suite.server.url, midHand('osyol', 2, 2, 20));
      await page.locator('[data-testid=arms-board]').waitFor();
      await screenshot(page, `newcomer-boards-osyol-${size}-${lang}`);
      const centre = await page.locator('.centre-tiles').boundingBox();
      const left = await rowsOf(page, 'left');
      const right = await rowsOf(page, 'right');
      expect(left.length + right.length).toBe(12);
      // One row each, level with the spinner's row (a folded arm would sit a row lower).
      const middle = Math.round((centre?.y ?? 0) + (centre?.height ?? 0) / 2);
      for (const y of [...left, ...right]) expect(Math.abs(y - middle)).toBeLessThan(4);
      // Up above the centre, down below it.
      for (const y of await rowsOf(page, 'up')) expect(y).toBeLessThan(centre!.y);
      for (const y of await rowsOf(page, 'down'))
        expect(y).toBeGreaterThan(centre!.y + centre!.height);
      expect(errors).toEqual([]);
      await context.close();
    });

for (const lang of ['en', 'ru'] as const)
  for (const [size, viewport] of SIZES)
    test(`trains: whole labels, your train, a drawn flag: ${size}, ${lang}`, async () => {
      const { context, errors } = await newContext(suite.browser, { viewport, lang });
      const page = await context.newPage();
      // The player to move typed "Me" as their name (issue 47 read "Me's train").
      const game = midHand('trains', 4, 7, 14, ['', '', 'Alexandra Konstantinovna', ''], 'Me');
      await openMidHand(page, suite.server.url, game);
      const board = page.locator('[data-testid=arms-board]');
      await board.waitFor();
      await screenshot(page, `newcomer-boards-trains-${size}-${lang}`);
      const me = game.state.hand!.turn;
      // The viewer's own train says so, in words that read in both languages.
      const own = page.locator(`[data-arm="train-${me}"] .owner`);
      expect((await own.textContent())?.trim()).toMatch(
        lang === 'en' ? /^Your train/ : /^Ваш поезд/,
      );
      const labels = await page.$$eval('.train[data-arm] .owner', (owners) =>
        owners.map((o) => ({
          text: o.textContent?.trim() ?? '',
          cut: o.scrollWidth > o.clientWidth + 1,
        })),
      );
      expect(labels.length).toBe(5);
      for (const label of labels) {
        expect(label.cut, label.text).toBe(false);
        expect(label.text).not.toMatch(/Me's|…/);
      }
      // The opening double sits on the rows' own column, not floating apart over the middle.
      const hub = await page.locator('.hub-tile [data-board-tile]').boundingBox();
      const firstCar = await page.locator('.train[data-arm] .cars').first().boundingBox();
      expect(Math.abs((hub?.x ?? 0) - (firstCar?.x ?? 0))).toBeLessThan(24);
      // An open train's flag is drawn (svg), never an emoji character.
      const flags = page.locator('[data-testid=open-train]');
      if ((await flags.count()) > 0) {
        expect(await flags.first().locator('svg').count()).toBe(1);
        expect(
          await flags
            .first()
            .evaluate((f) => /\p{Extended_Pictographic}/u.test(f.textContent ?? '')),
        ).toBe(false);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
