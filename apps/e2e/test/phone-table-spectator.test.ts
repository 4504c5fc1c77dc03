// A spectator watching a four-seat match on a 360×740 phone (issue 12), in English and Russian:
// the four badges, the line, the banner and the live hand log all fit the width, nothing overlaps,
// the watching banner and the log start on the first screen, and nothing is cut off. Checked with
// bounding boxes on a real online match (one person and three server bots).
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newContext, PHONE, screenshot } from '../src/browser.ts';
import { playUntil } from '../src/play.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser({ botDelayMs: 400 });

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

interface SpectatorGeometry {
  viewportWidth: number;
  pageWidth: number;
  bar: Box;
  badges: Box[];
  board: Box | null;
  banner: Box | null;
  log: Box | null;
  /** Badge texts cut off by their own box (scrollWidth beyond clientWidth). */
  clipped: string[];
}

function geometry(page: Page): Promise<SpectatorGeometry> {
  return page.evaluate(() => {
    const box = (e: Element | null) => {
      if (!e) return null;
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const badges = Array.from(document.querySelectorAll('[data-testid=seat-badge]'));
    return {
      viewportWidth: window.innerWidth,
      pageWidth: document.documentElement.scrollWidth,
      bar: box(document.querySelector('[data-testid=table-bar]'))!,
      badges: badges.map((b) => box(b)!),
      board: box(document.querySelector('.board, [data-testid=arms-board]')),
      banner: box(document.querySelector('[data-testid=spectator-banner]')),
      log: box(document.querySelector('[data-testid=hand-log]')),
      clipped: Array.from(document.querySelectorAll('[data-testid=seat-badge] *'))
        .filter(
          (e) =>
            e instanceof HTMLElement &&
            e.scrollWidth > e.clientWidth + 1 &&
            getComputedStyle(e).overflow !== 'visible',
        )
        .map((e) => e.textContent ?? ''),
    };
  });
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

for (const lang of ['en', 'ru'] as const) {
  test(`a spectator of a four-seat match on a 360×740 phone (${lang})`, async () => {
    const host = await newContext(suite.browser, { viewport: PHONE, lang });
    const hostPage = await host.context.newPage();
    await hostPage.goto(`${suite.server.url}/`);
    await hostPage.locator('[data-preset="kozel"]').check();
    await hostPage.fill('[data-testid=name]', 'Anastasia Konstantinova');
    await hostPage.selectOption('[data-testid=bot-seats]', '3');
    await hostPage.click('[data-testid=create]');
    await hostPage.locator('[data-testid=start]').waitFor();
    await expect.poll(() => hostPage.locator('[data-testid=start]').isEnabled()).toBe(true);
    await hostPage.click('[data-testid=start]');
    await hostPage.locator('[data-testid=turn]').waitFor();

    const watcher = await newContext(suite.browser, { viewport: PHONE, lang });
    const page = await watcher.context.newPage();
    await page.goto(hostPage.url());
    await page.locator('[data-testid=spectator-banner]').waitFor();
    // The host plays on until the line has a few tiles, so the board has a real size.
    await playUntil([hostPage], async () => (await page.locator('.board svg .tile').count()) >= 4);
    const g = await geometry(page);
    await screenshot(page, `spectator-phone-${lang}`, true);

    expect(g.pageWidth).toBeLessThanOrEqual(g.viewportWidth);
    expect(g.badges).toHaveLength(4);
    for (const [i, a] of g.badges.entries()) {
      expect(a.left, `badge ${i} left`).toBeGreaterThanOrEqual(0);
      expect(a.right, `badge ${i} right`).toBeLessThanOrEqual(g.viewportWidth);
      expect(a.top, `badge ${i} under the bar`).toBeGreaterThanOrEqual(g.bar.bottom - 1);
      for (const [j, b] of g.badges.entries())
        if (j > i) expect(overlap(a, b), `badges ${i} and ${j}`).toBe(false);
      if (g.board) expect(overlap(a, g.board), `badge ${i} and the line`).toBe(false);
    }
    expect(g.clipped).toEqual([]);
    expect(g.board).not.toBeNull();
    expect(g.banner).not.toBeNull();
    // The banner says it at once: on the first screen, below the line.
    expect(g.banner!.bottom).toBeLessThanOrEqual(PHONE.height);
    expect(g.banner!.top).toBeGreaterThanOrEqual(g.board!.bottom - 1);
    // The live log begins on the first screen too.
    expect(g.log).not.toBeNull();
    expect(g.log!.top).toBeLessThan(PHONE.height);
    expect(watcher.errors).toEqual([]);
    expect(host.errors).toEqual([]);
    await watcher.context.close();
    await host.context.close();
  });
}
