// Seed 003's cross (Osyol) and house (Telefon) boards in the browser: whole hands hot-seat at
// 1280×800 and on a 360 px phone, every tile tapped, and each tile that fits several arms placed
// on a chosen arm — by tapping its target and by the arrow keys and Enter, in turn. Each chosen
// tile must then lie on the arm it was sent to. Screenshots: artifacts/screenshots/boards-osyol-*
// and boards-telefon-*.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import {
  dealNextOrRematch,
  noHints,
  playArmsHand,
  type ArmsProgress,
} from './support/arms-play.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser({ handPauseMs: 600_000 });

/** Where a tile sent to `end` shows: its arm, or the middle row before the spinner is down. */
async function lies(page: Page, tile: string, end: string): Promise<boolean> {
  return page.evaluate(
    ([t, e]) =>
      document.querySelector(`[data-arm="${e}"] [data-board-tile="${t}"]`) !== null ||
      ((e === 'left' || e === 'right') &&
        document.querySelector(`.centre-tiles [data-board-tile="${t}"]`) !== null),
    [tile, end] as const,
  );
}

const CASES = [
  { preset: 'osyol', shape: 'cross' },
  { preset: 'telefon', shape: 'house' },
] as const;

for (const { preset, shape } of CASES) {
  test(
    `${preset} (${shape}), hot-seat: whole hands, arms chosen by tapping and by keyboard`,
    { timeout: 900_000 },
    async () => {
      for (const viewport of [DESKTOP, PHONE]) {
        const size = viewport === PHONE ? 'phone' : 'desktop';
        const { context, errors } = await newContext(suite.browser, { viewport });
        const page = await context.newPage();
        await page.goto(`${suite.server.url}/`);
        await page.locator(`[data-preset="${preset}"]`).check();
        await page.selectOption('[data-testid=players]', '2');
        await page.click('[data-testid=hotseat]');
        await page.click('[data-testid=reveal]');
        const board = page.locator('[data-testid=arms-board]');
        await board.waitFor();
        await noHints(page);
        expect(await board.getAttribute('data-shape')).toBe(shape);

        // Hands until both ways of choosing an arm have been used and the up or down arm has
        // grown: a random deal can offer few choices, or end (a domino or a block) before the
        // spinner's third arm opens, so one hand is not enough to see all three.
        const all: ArmsProgress['choices'] = [];
        let midShot = false;
        let offSpinner = 0; // tiles on the up and down arms at the ends of the hands
        const seenAll = () =>
          all.some((c) => c.by === 'tap') && all.some((c) => c.by === 'keyboard') && offSpinner > 0;

        for (let hand = 0; hand < 8 && !seenAll(); hand++) {
          // Eight short hands can finish a match: then a rematch deals the next one.
          if (hand > 0) await dealNextOrRematch(page);
          const progress = await playArmsHand(
            [page],
            (p) => {
              throw new Error(
                `unexpected claim button on ${p.url()}: ${preset} scores nothing during play`,
              );
            },
            async (p) => {
              // Mid-hand, once the spinner has arms: the board at this size, curtain lifted.
              if (
                midShot ||
                p.moves < 8 ||
                (await page.locator('[data-testid=hand-end]').count()) > 0
              )
                return;
              if ((await page.locator('[data-testid=reveal]').count()) > 0)
                await page.click('[data-testid=reveal]');
              midShot = true;
              await noHints(page);
              await screenshot(page, `boards-${preset}-mid-${size}`);
            },
            30_000,
            'alternate',
          );
          expect(progress.moves).toBeGreaterThan(2);
          // Every tile placed by choice lies on the arm it was sent to.
          for (const choice of progress.choices)
            expect(
              await lies(page, choice.tile, choice.end),
              `${choice.tile} → ${choice.end} (${choice.by})`,
            ).toBe(true);
          all.push(...progress.choices);
          offSpinner += await page
            .locator('[data-arm="up"] [data-board-tile], [data-arm="down"] [data-board-tile]')
            .count();
        }
        expect(all.filter((c) => c.by === 'tap').length).toBeGreaterThan(0);
        expect(all.filter((c) => c.by === 'keyboard').length).toBeGreaterThan(0);
        // The up and down arms were used: the board really grew four ways.
        expect(offSpinner).toBeGreaterThan(0);
        await noHints(page);
        await screenshot(page, `boards-${preset}-end-${size}`);
        expect(errors).toEqual([]);
        await context.close();
      }
    },
  );
}
