// Tiles that move (issue 48 item 7): a tile just played slides from its player's seat to its
// place in under 200 ms — yours up from the hand, a bot's down from its badge at the top — and
// nothing slides under `prefers-reduced-motion`. The page's Web Animations are recorded as they
// start (Element.prototype.animate), so nothing here depends on catching a frame in flight.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newContext } from '../src/browser.ts';
import { playIfMyTurn } from '../src/play.ts';
import { playArmsHand } from './support/arms-play.ts';
import { untilInPlay } from './support/fresh-hand.ts';
import { staticAndBrowser } from './support/suite.ts';

const suite = staticAndBrowser();
const PLAYABLE = 'button[data-playable="true"]';

interface Slide {
  tile: string | null;
  duration: number;
  x: number;
  y: number;
}

function recordSlides(): void {
  const w = window as unknown as { __slides: Slide[] };
  w.__slides = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (frames, options) {
    const animation = animate.call(this, frames, options);
    if (typeof options === 'object' && options.id === 'tile-slide' && Array.isArray(frames)) {
      const move = /translate\((-?[\d.e-]+)px, (-?[\d.e-]+)px\)/.exec(String(frames[0]?.transform));
      w.__slides.push({
        tile: this.getAttribute('data-board-tile'),
        duration: Number(options.duration),
        x: Number(move?.[1]),
        y: Number(move?.[2]),
      });
    }
    return animation;
  };
}

const slides = (page: Page) =>
  page.evaluate(() => (window as unknown as { __slides: Slide[] }).__slides);
const lastTile = (page: Page) =>
  page.locator('[data-last-tile]').first().getAttribute('data-last-tile');

async function botTable(page: Page, preset = 'draw'): Promise<void> {
  await page.goto(`${suite.server.url}/`);
  await page.locator(`[data-preset="${preset}"]`).check();
  await page.selectOption('[data-testid=players]', '2');
  await page.click('[data-testid=vs-bots]');
}

test('a played tile slides from its seat: yours from below, the bot’s from above', async () => {
  const { context, errors } = await newContext(suite.browser, {
    reducedMotion: 'no-preference',
    botDelay: 300,
  });
  await context.addInitScript(recordSlides);
  const page = await context.newPage();
  await botTable(page);
  let mine: Slide | undefined;
  let bots: Slide | undefined;
  for (let tries = 0; tries < 8 && !(mine && bots); tries++) {
    await untilInPlay(page, PLAYABLE);
    const played = await page.locator(PLAYABLE).first().getAttribute('data-tile');
    const before = (await slides(page)).length;
    expect(await playIfMyTurn(page)).toBe(true);
    await expect.poll(async () => (await slides(page)).length).toBeGreaterThan(before);
    const all = await slides(page);
    mine ??= all.find((s) => s.tile === played);
    // Then the bot's answer (unless the hand ended on our tile, or the bot could only draw).
    const answered = await page.waitForFunction(
      (n) =>
        ((window as unknown as { __slides: unknown[] }).__slides.length > n && 'slid') ||
        (document.querySelector(
          'button[data-playable="true"], [data-testid=hand-end], [data-testid=match-end]',
        ) &&
          'other'),
      all.length,
      { timeout: 30_000, polling: 50 },
    );
    if ((await answered.jsonValue()) === 'slid') {
      const tile = await lastTile(page);
      bots ??= (await slides(page)).find((s) => s.tile === tile && s.tile !== played);
    }
  }
  expect(mine, 'a slide of our tile').toBeDefined();
  expect(bots, 'a slide of the bot’s tile').toBeDefined();
  for (const slide of [mine!, bots!]) {
    expect(slide.duration).toBeGreaterThan(0);
    expect(slide.duration).toBeLessThanOrEqual(200);
  }
  expect(mine!.y).toBeGreaterThan(0); // up from the hand at the bottom
  expect(bots!.y).toBeLessThan(0); // down from the bot's badge at the top
  expect(errors).toEqual([]);
  await context.close();
});

test('on the spinner board too: each tile slides in from its seat', async () => {
  const { context, errors } = await newContext(suite.browser, {
    reducedMotion: 'no-preference',
    botDelay: 300,
  });
  await context.addInitScript(recordSlides);
  const page = await context.newPage();
  await botTable(page, 'all-fives');
  await page.locator('[data-testid=arms-board]').waitFor();
  const progress = await playArmsHand([page]);
  const all = await slides(page);
  // Ours and the bots' (more slides than we played), every one of them on the arms board.
  expect(all.length).toBeGreaterThan(progress.moves);
  const onBoard = await page
    .locator('[data-testid=arms-board] [data-board-tile]')
    .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-board-tile')));
  for (const slide of all) {
    expect(onBoard).toContain(slide.tile);
    expect(slide.duration).toBeLessThanOrEqual(200);
    expect(Math.hypot(slide.x, slide.y)).toBeGreaterThan(0);
  }
  expect(errors).toEqual([]);
  await context.close();
});

test('prefers-reduced-motion: tiles are placed without sliding', async () => {
  const { context, errors } = await newContext(suite.browser, { reducedMotion: 'reduce' });
  await context.addInitScript(recordSlides);
  const page = await context.newPage();
  await botTable(page);
  for (let moves = 0; moves < 3; moves++) {
    await untilInPlay(page, PLAYABLE);
    expect(await playIfMyTurn(page)).toBe(true);
  }
  expect(await page.locator('[data-board-tile]').count()).toBeGreaterThanOrEqual(3);
  expect(await slides(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
