// Issue 47, the rest of what a newcomer trips over at the table, in a browser at 360×740 and
// 1280×800, English and Russian: Semyorka's sums said on the table, Kozel's fish explained and
// its notes in the right column, a long score sheet that leaves the match panel in view, the
// hand log's heading clear of its lines, and the deal, lead and first turn in the live region.
// Screenshots: artifacts/screenshots/newcomer-table-*.png.
import { boardOps } from '@boneyard/engine';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import {
  finishedMatch,
  firstPosition,
  openFinished,
  openMidHand,
  stolenScore,
} from './support/mid-hand.ts';
import { staticAndBrowser } from './support/suite.ts';

const suite = staticAndBrowser();
const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;
const LANGS = ['en', 'ru'] as const;

for (const lang of LANGS)
  for (const [size, viewport] of SIZES)
    test(`semyorka: the table says why the ends' sum changed the turn: ${size}, ${lang}`, async () => {
      // Right after a play that makes the ends add up to 12: the next player has drawn two.
      const game = firstPosition('semyorka', 3, (state) => {
        const hand = state.hand;
        if (!hand || state.phase !== 'playing') return false;
        const last = hand.moves.at(-1);
        const sum = boardOps(hand.board.shape)
          .openEnds(hand.board, null)
          .reduce((a, e) => a + e.value, 0);
        return (
          sum === 12 &&
          last !== undefined &&
          'draw' in last &&
          hand.moves.at(-3) !== undefined &&
          'play' in hand.moves.at(-3)!
        );
      });
      const { context, errors } = await newContext(suite.browser, { viewport, lang });
      const page = await context.newPage();
      await openMidHand(page, suite.server.url, game);
      const note = page.locator('[data-testid=semyorka-note]');
      await note.waitFor({ timeout: 30_000 });
      expect(await note.getAttribute('data-effect')).toBe('draw-two');
      expect(await note.textContent()).toMatch(
        lang === 'en'
          ? /The ends add up to 12: .+ draws 2 tiles/
          : /На концах 12: .+ берёт из базара 2 кости/,
      );
      // The hand log, rebuilt from the moves of a table opened mid-hand, says it too.
      const said =
        lang === 'en'
          ? /The ends add up to 12: .+ draws 2 tiles/
          : /На концах 12: .+ берёт из базара 2 кости/;
      await expect
        .poll(() => page.locator('[data-testid=hand-log]').textContent(), { timeout: 10_000 })
        .toMatch(said);
      await screenshot(page, `newcomer-table-semyorka-${size}-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });

for (const lang of LANGS)
  for (const [size, viewport] of SIZES)
    test(`kozel: a fish says all four hands count: ${size}, ${lang}`, async () => {
      const game = firstPosition(
        'kozel',
        4,
        (state) =>
          state.phase === 'hand-over' &&
          state.history.at(-1)?.result.kind === 'fish' &&
          (state.history.at(-1)?.result.points.some((p) => p > 0) ?? false),
      );
      const { context, errors } = await newContext(suite.browser, { viewport, lang });
      const page = await context.newPage();
      await openFinished(page, suite.server.url, game);
      const line = page.locator('[data-testid=hand-end] [data-testid=all-hands-count]');
      await line.waitFor({ timeout: 30_000 });
      expect(await line.textContent()).toMatch(
        lang === 'en'
          ? /in a fish all 4 hands count \(\d+ \+ \d+ \+ \d+ \+ \d+\)/
          : /при рыбе считаются все 4 руки/,
      );
      await screenshot(page, `newcomer-table-kozel-fish-${size}-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });

for (const lang of LANGS)
  test(`a long score sheet leaves the match panel in view at 1280×800: ${lang}`, async () => {
    const game = finishedMatch('kozyol', 2, 1, 150);
    expect(game.state.phase).toBe('match-over');
    expect(game.state.history.length).toBeGreaterThan(12);
    const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP, lang });
    const page = await context.newPage();
    await openFinished(page, suite.server.url, game);
    const panel = page.locator('[data-testid=match-end]');
    await panel.waitFor({ timeout: 30_000 });
    await screenshot(page, `newcomer-table-long-sheet-${lang}`);
    const box = await panel.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(DESKTOP.height);
    // The page itself does not scroll: the sheet scrolls inside, its newest row in view.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
      DESKTOP.height + 1,
    );
    const last = page.locator(`[data-hand="${game.state.history.length}"]`);
    expect(await last.isVisible()).toBe(true);
    const lastBox = await last.boundingBox();
    expect((lastBox?.y ?? 0) + (lastBox?.height ?? 0)).toBeLessThanOrEqual(DESKTOP.height);
    expect(errors).toEqual([]);
    await context.close();
  });

for (const lang of LANGS)
  for (const [size, viewport] of SIZES)
    test(`the hand log's heading stays clear of its scrolled lines: ${size}, ${lang}`, async () => {
      const game = firstPosition(
        'draw',
        2,
        (state) => (state.hand?.moves.length ?? 0) > 24 && state.phase === 'playing',
      );
      const { context, errors } = await newContext(suite.browser, { viewport, lang });
      const page = await context.newPage();
      await openMidHand(page, suite.server.url, game);
      const log = page.locator('[data-testid=hand-log]');
      await log.scrollIntoViewIfNeeded();
      await log.evaluate((list) => list.scrollTo({ top: list.scrollHeight / 2 }));
      const heading = await page.locator('#hand-log-title').boundingBox();
      const list = await log.boundingBox();
      expect((heading?.y ?? 0) + (heading?.height ?? 0)).toBeLessThanOrEqual(list?.y ?? 0);
      // No line is drawn over the heading: each visible line lies inside the list's box.
      const over = await page.evaluate(() => {
        const title = document.querySelector('#hand-log-title')!.getBoundingClientRect();
        return Array.from(document.querySelectorAll('[data-testid=hand-log] li')).some((li) => {
          const r = li.getBoundingClientRect();
          const hit = document.elementFromPoint(
            r.left + 4,
            Math.max(title.top + 2, Math.min(r.top + 2, title.bottom - 2)),
          );
          return r.bottom > title.top && r.top < title.bottom && hit === li;
        });
      });
      expect(over).toBe(false);
      await screenshot(page, `newcomer-table-log-${size}-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });

for (const lang of LANGS)
  for (const [size, viewport] of SIZES)
    test(`muggins: after a steal the label names the stealer: ${size}, ${lang}`, async () => {
      const game = stolenScore();
      const last = game.state.hand!.moves.at(-1)!;
      const { context, errors } = await newContext(suite.browser, { viewport, lang });
      const page = await context.newPage();
      await openMidHand(page, suite.server.url, game);
      const label = page.locator('[data-testid=scored]');
      await label.waitFor({ timeout: 30_000 });
      const stealer = lang === 'en' ? `Player ${last.seat + 1}` : `Игрок ${last.seat + 1}`;
      expect(await label.getAttribute('data-how')).toBe('stolen');
      expect((await label.textContent())?.trim()).toMatch(
        new RegExp(`^${stealer} ${lang === 'en' ? 'stole' : 'перехватывает'} \\d+$`),
      );
      await screenshot(page, `newcomer-table-muggins-steal-${size}-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });

for (const lang of LANGS)
  test(`the live region speaks the deal, the lead and the first turn of a new game: ${lang}`, async () => {
    const { context, errors } = await newContext(suite.browser, {
      viewport: PHONE,
      lang,
      botDelay: 60_000,
    });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/`);
    await page.evaluate(() => localStorage.setItem('boneyard:hints', '{"off":true,"seen":[]}'));
    await page.reload();
    await page.locator('[data-preset="draw"]').check();
    await page.selectOption('[data-testid=players]', '2');
    await page.click('[data-testid=vs-bots]');
    // The regions are on the page empty first, then the opening lines arrive as additions.
    await page.waitForFunction(
      () => (document.querySelector('[data-testid=live]')?.textContent ?? '').length > 0,
      undefined,
      { timeout: 30_000 },
    );
    const polite = (await page.locator('[data-testid=live]').textContent()) ?? '';
    const assertive = (await page.locator('[data-testid=live-assertive]').textContent()) ?? '';
    expect(polite).toMatch(lang === 'en' ? /Hand 1 dealt/ : /Партия 1/);
    expect(`${polite} ${assertive}`).toMatch(lang === 'en' ? /Your turn|to play/ : /Ваш ход|Ходит/);
    expect(errors).toEqual([]);
    await context.close();
  });
