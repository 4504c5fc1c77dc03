// Issue 47 items 11, 14 and 15 on a 360×740 phone, in English and Russian, with a long name:
// the top bar names its deal seal and download in visible words (phones have no hover
// tooltips); score-sheet headers wrap at spaces, never mid-word; a long name in the hand's end
// gives way instead of squeezing "Nothing written" onto two lines; the "Last: …" line is never
// under a tile; the newest tile's outline hugs it (no felt-coloured frame); and no first-game
// hint takes the match-over panel's place. Played for real against bots, read with bounding boxes.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newContext, PHONE, screenshot } from '../src/browser.ts';
import { expectBarFits } from './support/bar.ts';
import { afterTap } from './support/local-match.ts';
import { staticAndBrowser } from './support/suite.ts';

const suite = staticAndBrowser();

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}
const overlaps = (a: Box, b: Box) =>
  a.left < b.right - 0.5 &&
  b.left < a.right - 0.5 &&
  a.top < b.bottom - 0.5 &&
  b.top < a.bottom - 0.5;

/** Words of the score sheet's headers drawn on more than one line ("Play" / "er 1"). */
function brokenHeaderWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const side of Array.from(document.querySelectorAll('.sheet thead .side'))) {
      const walker = document.createTreeWalker(side, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/** Score-sheet header names as drawn that differ from the names (a lost space: "Bot2"). */
function alteredHeaderNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.sheet thead th[title]'))
      .map((th) => ({
        name: (th.getAttribute('title') ?? '').split(': ')[0] ?? '',
        shown: th.querySelector('.side')?.textContent?.trim() ?? '',
      }))
      .filter(({ name, shown }) => name !== shown)
      .map(({ name, shown }) => `${name} shown as ${shown}`),
  );
}

/** The "Last: …" line, the line's tiles, and the newest tile with its outline. */
function lastPlayGeometry(page: Page) {
  return page.evaluate(() => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const label = document.querySelector('[data-testid=last-play]');
    const outline = document.querySelector('rect.last-outline');
    const lastTile = outline?.getAttribute('data-last-tile');
    const tile = lastTile
      ? document.querySelector(`[data-board-tile="${lastTile}"] svg.tile .face`)
      : null;
    return {
      label: label ? box(label) : null,
      tiles: Array.from(document.querySelectorAll('[data-board-tile] svg.tile')).map(box),
      outline: outline ? box(outline) : null,
      tile: tile ? box(tile) : null,
      // Drawn like every other tile of the line: same face colour, not the hand's "dim" look.
      tileLook: tile
        ? `${getComputedStyle(tile).fill} ${tile.closest('svg.tile')?.classList.contains('dim')}`
        : '',
      faces: Array.from(document.querySelectorAll('[data-board-tile] svg.tile .face')).map(
        (f) => `${getComputedStyle(f).fill} ${f.closest('svg.tile')?.classList.contains('dim')}`,
      ),
    };
  });
}

async function checkLastPlay(page: Page, lang: string): Promise<void> {
  const g = await lastPlayGeometry(page);
  if (g.label)
    for (const tile of g.tiles)
      expect(overlaps(g.label, tile), `tile ${JSON.stringify(tile)} over "Last" (${lang})`).toBe(
        false,
      );
  if (g.outline && g.tile) {
    // The outline (its stroke centred 1.5 px outside) hugs the face: no band of felt between
    // them framing the tile in grey-green.
    for (const side of ['top', 'left'] as const)
      expect(g.tile[side] - g.outline[side], `outline ${side} gap (${lang})`).toBeLessThanOrEqual(
        2,
      );
    for (const side of ['bottom', 'right'] as const)
      expect(g.outline[side] - g.tile[side], `outline ${side} gap (${lang})`).toBeLessThanOrEqual(
        2,
      );
    for (const face of g.faces)
      expect(g.tileLook, `the newest tile drawn like the others (${lang})`).toBe(face);
    expect(g.tileLook.endsWith('false'), `the newest tile is not dimmed (${lang})`).toBe(true);
  }
}

/** The top bar's visible words for the deal seal and the download, when shown. */
async function checkBarCaptions(page: Page, lang: 'en' | 'ru'): Promise<void> {
  const captions = await page.evaluate(() => {
    const bar = document.querySelector('[data-testid=table-bar]')?.getBoundingClientRect();
    const read = (id: string) => {
      const e = document.querySelector(`[data-testid=${id}]`);
      if (!e) return null;
      const r = e.getBoundingClientRect();
      return {
        text: e.textContent?.trim() ?? '',
        top: r.top,
        bottom: r.bottom,
        left: r.left,
        right: r.right,
        width: r.width,
      };
    };
    return {
      bar: bar ? { top: bar.top, bottom: bar.bottom } : null,
      seal: read('commitment-caption'),
      record: read('download-caption'),
    };
  });
  const words =
    lang === 'ru' ? { seal: 'печать', record: 'запись' } : { seal: 'deal seal', record: 'record' };
  expect(captions.seal?.text, `deal seal caption (${lang})`).toBe(words.seal);
  for (const [name, caption] of Object.entries({ seal: captions.seal, record: captions.record })) {
    if (!caption || !captions.bar) continue;
    expect(caption.width, `${name} caption drawn (${lang})`).toBeGreaterThan(10);
    expect(caption.left >= 0 && caption.right <= PHONE.width, `${name} on screen (${lang})`).toBe(
      true,
    );
    expect(caption.top >= captions.bar.top && caption.bottom <= captions.bar.bottom + 0.5).toBe(
      true,
    );
  }
}

/** In the hand's end: each side's name on one line, "Nothing written" / "Written: 12" too. */
async function checkHandEndLines(page: Page, lang: string): Promise<void> {
  const lines = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-testid=hand-end] [data-written-side]')).map(
      (li) => {
        const lineCount = (e: Element | null) => {
          if (!e) return 0;
          const range = document.createRange();
          range.selectNodeContents(e);
          return new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.top)),
          ).size;
        };
        const side = li.querySelector('.side');
        const written = Array.from(li.childNodes).find((n) =>
          n.nodeType === Node.TEXT_NODE
            ? (n.textContent ?? '').trim() !== ''
            : (n as Element).matches?.('.what'),
        );
        const writtenLines = (() => {
          if (!written) return 0;
          const range = document.createRange();
          range.selectNodeContents(written);
          return new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.top)),
          ).size;
        })();
        return { text: li.textContent?.trim() ?? '', side: lineCount(side), written: writtenLines };
      },
    ),
  );
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line.side, `name on one line: ${line.text} (${lang})`).toBe(1);
    expect(line.written, `what was written on one line: ${line.text} (${lang})`).toBe(1);
  }
}

async function checkMatchOver(page: Page, lang: string): Promise<void> {
  const g = await page.evaluate(() => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const bar = document.querySelector('[data-testid=table-bar]');
    const panel = document.querySelector('[data-testid=match-end]');
    return {
      bar: bar ? box(bar) : null,
      panel: panel ? box(panel) : null,
      hints: Array.from(document.querySelectorAll('[data-testid=hint]')).map(box),
    };
  });
  expect(g.panel && g.bar).toBeTruthy();
  if (!g.panel || !g.bar) return;
  // No hint card over the panel, nor above it taking its place at the top of the felt.
  const band = { top: g.bar.bottom, bottom: g.panel.bottom, left: 0, right: PHONE.width };
  for (const hint of g.hints)
    expect(overlaps(hint, band), `hint ${JSON.stringify(hint)} at match over (${lang})`).toBe(
      false,
    );
  expect(g.panel.top, `match panel on screen (${lang})`).toBeGreaterThanOrEqual(g.bar.bottom - 0.5);
}

async function playMatch(page: Page, lang: 'en' | 'ru'): Promise<void> {
  await page.goto(`${suite.server.url}/`);
  await page.locator('[data-preset="block"]').check();
  await page.selectOption('[data-testid=players]', '4');
  // The shortest match Block offers: what is read here is the text at each hand's end and the
  // match's, not how many hands there are.
  await page.selectOption('[data-testid=target]', '50');
  const name = lang === 'ru' ? 'Александра Константиновна' : 'Alexandra Konstantinovna';
  await page.fill('[data-testid=name]', name);
  await page.click('[data-testid=vs-bots]');
  await page.locator('[data-tile]').first().waitFor();
  await checkBarCaptions(page, lang);
  await screenshot(page, `phone-text-start-${lang}`);
  let handEnds = 0;
  for (let step = 0; step < 1500; step++) {
    await page.waitForFunction(
      () =>
        document.querySelector(
          'button[data-playable="true"], [data-testid=next-hand], [data-testid=match-end]',
        ) !== null,
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    await checkLastPlay(page, lang);
    if (await page.locator('[data-testid=match-end]').count()) {
      await checkBarCaptions(page, lang);
      await expectBarFits(page, `bot table, match over, ${lang}`);
      await checkMatchOver(page, lang);
      expect(await brokenHeaderWords(page), `header words (${lang})`).toEqual([]);
      await screenshot(page, `phone-text-match-over-${lang}`);
      return;
    }
    if (await page.locator('[data-testid=next-hand]').count()) {
      await checkHandEndLines(page, lang);
      expect(await brokenHeaderWords(page), `header words (${lang})`).toEqual([]);
      expect(await alteredHeaderNames(page), `header names (${lang})`).toEqual([]);
      if (handEnds++ === 0) await screenshot(page, `phone-text-hand-end-${lang}`, true);
      await page.click('[data-testid=next-hand]');
      await page.locator('[data-testid=hand-end]').waitFor({ state: 'detached' });
      continue;
    }
    const tapped = page.locator('button[data-playable="true"]').first();
    const before = (await tapped.getAttribute('data-tile')) ?? '';
    await tapped.click();
    if ((await afterTap(page, before)) === 'ends') {
      await page.locator('g.target').first().click();
      await afterTap(page, before, false);
    }
  }
  throw new Error(`the match did not end (${lang})`);
}

test('phone words and overlaps (issue 47): bar captions, whole words, nothing over "Last" or the result', async () => {
  for (const lang of ['en', 'ru'] as const) {
    const { context, errors } = await newContext(suite.browser, {
      viewport: PHONE,
      lang,
      touch: true,
    });
    const page = await context.newPage();
    await playMatch(page, lang);
    expect(errors).toEqual([]);
    await context.close();
  }
});
