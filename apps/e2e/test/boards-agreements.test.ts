// Issue 9's board agreements drawn at the table: a double laid in line (doubles lie across off)
// lies lengthwise, and an arm a double shut (a double may close an arm) ends in a mark named
// "closed" (EN, RU), with no target ever offered there — on the line, the cross (staying a line),
// the house and the trains. Hot-seat games on a custom rule set, dealt from stacked hands the
// engine checked first (support/agreement-boards.ts, support/stacked.ts), every tile tapped in the browser; axe-core
// finds no violation on the result. Screenshots: artifacts/screenshots/boards-agreements-*.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../src/browser.ts';
import { serverAndBrowser } from './support/suite.ts';
import { agreementBoards, type BoardScenario } from './support/agreement-boards.ts';
import { axeContext, axeViolations } from './support/axe.ts';
import { openStacked, reveal, tapPlay, targetFor } from './support/stacked.ts';

const suite = serverAndBrowser();

const STEP = { timeout: 30_000 };

/** The name a shut arm's mark must have, as a screen reader says it. */
const CLOSED_NAMES: Record<string, Record<'en' | 'ru', string>> = {
  right: { en: 'right: closed', ru: 'справа — закрыто' },
  up: { en: 'up: closed', ru: 'сверху — закрыто' },
  table: { en: 'table train: closed', ru: 'общий поезд — закрыто' },
};

/** The box of a tile on the board, as drawn. */
async function boxOf(page: Page, tile: string): Promise<{ width: number; height: number }> {
  const box = await page.locator(`[data-board-tile="${tile}"]`).first().boundingBox();
  if (!box) throw new Error(`${tile} is not drawn on the board`);
  return box;
}

/** Plays the scenario's script by tapping; returns whether the blocked tile was seen refused. */
async function playScript(page: Page, s: BoardScenario): Promise<boolean> {
  let blockedSeen = false;
  for (const play of s.plays) {
    if (s.blocked && play.seat === s.blocked.seat) {
      await reveal(page);
      const held = page.locator(`.hand button[data-tile="${s.blocked.tile}"]`);
      if ((await held.count()) > 0) {
        // It shows the shut arm's number, yet it is not playable: the arm takes nothing more.
        expect(await held.getAttribute('data-playable')).toBe('false');
        blockedSeen = true;
      }
    }
    await tapPlay(page, play);
    // Whatever was shut so far is never offered as a target.
    for (const end of s.after.hand?.board.closed ?? [])
      expect(await targetFor(page, end).count()).toBe(0);
  }
  return blockedSeen;
}

const RUNS = [
  ...agreementBoards().map((s) => ({ s, lang: 'en' as const, viewport: DESKTOP, size: 'desktop' })),
  ...agreementBoards()
    .filter((s) => s.name === 'draw-in-line' || s.name === 'telefon-up')
    .map((s) => ({ s, lang: 'ru' as const, viewport: PHONE, size: 'phone' })),
];

for (const { s, lang, viewport, size } of RUNS) {
  test(
    `${s.name} (${s.shape}) in ${lang} at ${size} size: in-line double lengthwise, shut arm marked`,
    { timeout: 180_000 },
    async () => {
      const { context, errors } = await axeContext(suite.browser, { viewport, lang });
      const page = await context.newPage();
      await openStacked(page, suite.server.url, s, `LOCAL${s.name.toUpperCase()}`);
      if (s.shape !== 'line')
        expect(
          await page.locator('[data-testid=arms-board]').getAttribute('data-shape', STEP),
        ).toBe(s.shape);

      const blockedSeen = await playScript(page, s);
      if (s.blocked)
        expect(blockedSeen, `${s.blocked.tile} held by seat ${s.blocked.seat}`).toBe(true);
      await reveal(page);

      // The shut arm: its mark, named "closed" in the table's language, and no target there.
      const name = CLOSED_NAMES[s.closes]![lang];
      const mark = page.getByRole('img', { name, exact: true });
      await mark.waitFor(STEP);
      expect(await mark.getAttribute('data-end')).toBe(s.closes);
      expect(await page.locator('[data-testid=closed-arm]').count()).toBe(1);
      expect(await targetFor(page, s.closes).count()).toBe(0);

      if (s.inLine) {
        // Lengthwise, as long as any tile along the row: about twice as wide as high.
        const box = await boxOf(page, s.inLine);
        expect(box.width / box.height, `${s.inLine} ${JSON.stringify(box)}`).toBeGreaterThan(1.8);
      } else if (s.shape === 'house') {
        // The contrast: with doubles across, the spinner 3-3 stands across the line.
        const box = await boxOf(page, '3-3');
        expect(box.height / box.width, `3-3 ${JSON.stringify(box)}`).toBeGreaterThan(1.8);
      }

      await screenshot(page, `boards-agreements-${s.name}-${size}-${lang}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
}
