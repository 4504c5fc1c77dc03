// The table on a 360×740 phone, in English and Russian (issue 14, item 6): one compact header
// row, the end targets of a tile that fits both ends and every "knock"/"drew" bubble below it and
// on screen, and the whole hand visible without scrolling. Checked with bounding boxes while a
// real game against bots is played until each situation has happened.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newContext, PHONE, screenshot } from '../src/browser.ts';
import { afterTap } from './support/local-match.ts';
import { staticAndBrowser } from './support/suite.ts';

const suite = staticAndBrowser();

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}
interface Geometry {
  scrollY: number;
  pageWidth: number;
  /** A hand is being played (not the hand-end or match-end panel). */
  playing: boolean;
  header: Box[];
  hand: Box[];
  targets: Box[];
  bubbles: Box[];
  /** The line's area, and its tiles with the last tile's outline. */
  board: Box | null;
  line: Box[];
  barRows: number;
}

/** Every box that matters, read in one go so nothing can change between two reads. */
function geometry(page: Page): Promise<Geometry> {
  return page.evaluate(() => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const all = (selector: string) => Array.from(document.querySelectorAll(selector)).map(box);
    const bar = document.querySelector('[data-testid=table-bar]');
    // Items wrapped onto a second row sit off the bar's middle line.
    const barBox = bar?.getBoundingClientRect();
    const middle = barBox ? (barBox.top + barBox.bottom) / 2 : 0;
    const offLine = Array.from(bar?.children ?? [])
      .map((c) => c.getBoundingClientRect())
      .filter((r) => r.height > 0 && Math.abs((r.top + r.bottom) / 2 - middle) > 10);
    return {
      scrollY: window.scrollY,
      pageWidth: document.documentElement.scrollWidth,
      playing: document.querySelector('[data-testid=hand-end], [data-testid=match-end]') === null,
      header: all('header.top, [data-testid=table-bar]').filter((b) => b.bottom > b.top),
      hand: all('[data-tile]'),
      targets: all('g.target'),
      bubbles: all('[data-bubble], .my-bubble'),
      board: ((b) => (b ? box(b) : null))(document.querySelector('.board')),
      line: all('[data-board-tile], rect.last-outline'),
      barRows: offLine.length === 0 ? 1 : 2,
    };
  });
}

function checkLayout(g: Geometry, lang: string): void {
  const where = `(${lang})`;
  // One header row, at most 48 px tall, from the top of the page.
  expect(g.header.length, `one header ${where}`).toBe(1);
  const header = g.header[0]!;
  expect(header.bottom - header.top, `header height ${where}`).toBeLessThanOrEqual(48);
  expect(g.barRows, `header rows ${where}`).toBe(1);
  const onScreen = (b: Box) =>
    b.top >= header.bottom - 0.5 &&
    b.bottom <= PHONE.height + 0.5 &&
    b.left >= -0.5 &&
    b.right <= PHONE.width + 0.5;
  expect(g.scrollY, `no scrolling needed ${where}`).toBe(0);
  expect(g.pageWidth, `nothing wider than the phone ${where}`).toBeLessThanOrEqual(PHONE.width);
  if (g.playing) expect(g.hand.length, `a hand ${where}`).toBeGreaterThan(0);
  for (const tile of g.hand)
    expect(onScreen(tile), `hand tile ${JSON.stringify(tile)} ${where}`).toBe(true);
  for (const t of g.targets)
    expect(onScreen(t), `end target ${JSON.stringify(t)} ${where}`).toBe(true);
  for (const b of g.bubbles) expect(onScreen(b), `bubble ${JSON.stringify(b)} ${where}`).toBe(true);
  // The whole line, the newest tile's outline too, inside the board's area (nothing cut off).
  // (This once failed now and then: under reduced motion every property of every element had a
  // 0.01 ms transition, so a tile read just after a move was still at its old x, y and turn.)
  const board = g.board;
  if (board)
    for (const t of g.line) {
      const inside =
        t.left >= board.left - 0.5 &&
        t.right <= board.right + 0.5 &&
        t.top >= board.top - 0.5 &&
        t.bottom <= board.bottom + 0.5;
      expect(inside, `line tile ${JSON.stringify(t)} in ${JSON.stringify(board)} ${where}`).toBe(
        true,
      );
    }
}

async function playThroughOnPhone(page: Page, lang: 'en' | 'ru'): Promise<void> {
  await page.goto(`${suite.server.url}/`);
  await page.locator('[data-preset="block"]').check();
  await page.selectOption('[data-testid=players]', '4');
  await page.fill('[data-testid=name]', lang === 'ru' ? 'Александра' : 'Alexandra');
  await page.click('[data-testid=vs-bots]');
  await page.locator('[data-tile]').first().waitFor();
  checkLayout(await geometry(page), lang);
  await screenshot(page, `phone-table-start-${lang}`);

  // Play on (tapping the first raised tile) until both a two-end choice and a bubble were seen.
  let sawTargets = false;
  let sawBubble = false;
  for (let step = 0; step < 600 && !(sawTargets && sawBubble); step++) {
    await page.waitForFunction(
      () =>
        document.querySelector(
          'button[data-playable="true"], [data-testid=next-hand], [data-testid=match-end]',
        ) !== null,
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    const g = await geometry(page);
    if (g.playing) checkLayout(g, lang);
    if (g.bubbles.length > 0) {
      checkLayout(g, lang);
      if (!sawBubble) await screenshot(page, `phone-table-bubble-${lang}`);
      sawBubble = true;
    }
    if (await page.locator('[data-testid=match-end]').count()) {
      await page.click('[data-testid=rematch]');
      continue;
    }
    if (await page.locator('[data-testid=next-hand]').count()) {
      await page.click('[data-testid=next-hand]');
      await page.locator('[data-testid=hand-end]').waitFor({ state: 'detached' });
      continue;
    }
    const tapped = page.locator('button[data-playable="true"]').first();
    const before = (await tapped.getAttribute('data-tile')) ?? '';
    await tapped.click();
    if ((await afterTap(page, before)) === 'ends') {
      // The tile fits both ends: both targets and the hint are on screen, under the header.
      expect(await page.locator('g.target').count()).toBe(2);
      // A touch phone has no Esc key: the hint says how to cancel by touch.
      const choose = (await page.locator('[data-testid=choose-hint]').textContent()) ?? '';
      expect(choose).not.toContain('Esc');
      expect(choose).toContain(lang === 'ru' ? 'ещё раз на кость' : 'tap the tile again');
      // The chosen tile is drawn unlike the other playable ones (amber, not the blue outline);
      // waited for, since a bot's frame may re-render the hand between the tap and this read.
      await page
        .waitForFunction(
          () => {
            const face = document.querySelector(
              'button[data-tile][aria-pressed="true"] svg.tile .face',
            );
            return face !== null && getComputedStyle(face).stroke === 'rgb(255, 191, 71)';
          },
          undefined,
          { timeout: 10_000, polling: 50 },
        )
        .catch(() => undefined);
      const strokes = await page.evaluate(() => {
        const stroke = (selector: string) => {
          const face = document.querySelector(selector);
          return face ? getComputedStyle(face).stroke : null;
        };
        return {
          selected: stroke('button[data-tile][aria-pressed="true"] svg.tile .face'),
          playable: stroke(
            'button[data-tile][data-playable="true"][aria-pressed="false"] svg.tile .face',
          ),
        };
      });
      expect(strokes.selected).toBe('rgb(255, 191, 71)');
      if (strokes.playable) expect(strokes.playable).not.toBe(strokes.selected);
      checkLayout(await geometry(page), lang);
      if (!sawTargets) await screenshot(page, `phone-table-targets-${lang}`);
      sawTargets = true;
      await page.locator('g.target').first().click();
      await afterTap(page, before, false);
    }
  }
  expect(sawTargets, `a tile fitting both ends came up (${lang})`).toBe(true);
  expect(sawBubble, `a knock or draw bubble came up (${lang})`).toBe(true);
}

test('the phone table in English and Russian: one header row, targets and bubbles in view, whole hand visible', async () => {
  for (const lang of ['en', 'ru'] as const) {
    const { context, errors } = await newContext(suite.browser, {
      viewport: PHONE,
      lang,
      touch: true,
    });
    const page = await context.newPage();
    await playThroughOnPhone(page, lang);
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('under reduced motion a change to the line is drawn at once: no transition holds a tile back', async () => {
  // What the per-step check above relies on, made deterministic: move a tile of the line and read
  // it in the same task. A universal `transition-duration` (with transition-property's default
  // `all`) would start a transition there and report the old place until the next frame.
  const { context, errors } = await newContext(suite.browser, { viewport: PHONE, touch: true });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/`);
  await page.locator('[data-preset="block"]').check();
  await page.click('[data-testid=vs-bots]');
  await page.locator('[data-board-tile] svg.tile').first().waitFor({ timeout: 30_000 });
  const moved = await page.evaluate(() => {
    const tile = document.querySelector('[data-board-tile] svg.tile');
    const group = tile?.querySelector(':scope > g');
    if (!tile || !group) return null;
    const x = tile.getAttribute('x') ?? '0';
    const turn = group.getAttribute('transform');
    const before = tile.getBoundingClientRect();
    tile.setAttribute('x', String(Number(x) + 10));
    group.setAttribute('transform', 'translate(0 50) rotate(-45)');
    const after = tile.getBoundingClientRect();
    // (A tile just placed may still run its opacity-only "arrive" animation: not a transition.)
    const held = [...tile.getAnimations(), ...group.getAnimations()].filter(
      (a) => a instanceof CSSTransition,
    ).length;
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition).length;
    // Put the tile back as it was.
    tile.setAttribute('x', x);
    if (turn === null) group.removeAttribute('transform');
    else group.setAttribute('transform', turn);
    return { shift: after.left !== before.left || after.top !== before.top, held, transitions };
  });
  expect(moved).toEqual({ shift: true, held: 0, transitions: 0 });
  expect(errors).toEqual([]);
  await context.close();
});
