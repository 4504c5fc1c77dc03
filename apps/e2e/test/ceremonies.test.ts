// Issue 9, Kozyol's ceremonies at the table: a hot-seat Kozyol match (seed 003's table rules, a
// custom set of one deal with the ceremonies on) whose closing domino earns the Admiral (0:0 and
// 6:6 one after the other) or the Snotty goat (the match closes on the blank). The hands are
// stacked and the engine checks the script first (support/stacked.ts); the tiles are tapped in
// the browser, and the match-end screen must name the title and who bears it, in English and in
// Russian, instead of calling the losers plain goats. Screenshots: artifacts/screenshots/ceremony-*.
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { serverAndBrowser } from './support/suite.ts';
import { NAMES, openStacked, stackedGame, tapPlay, type StackedGame } from './support/stacked.ts';

const suite = serverAndBrowser();

/** Kozyol as seed 003's table plays it, one deal long, with every ceremony agreed. */
function kozyolOneDeal(hands: readonly [string, string], plays: StackedGame['plays']): StackedGame {
  return stackedGame(
    'kozyol-table',
    {
      tilesEach: 2,
      agreements: { deals: 1, ceremonies: { general: true, admiral: true, snottyGoat: true } },
    },
    hands,
    '',
    plays,
  );
}

const CASES = [
  {
    kind: 'admiral',
    // Ann leads 0-6, Boris covers the six with 6-6, Ann goes out on 0-0: the last two tiles are
    // the key doubles, so Boris (who lost) is the Admiral.
    game: () =>
      kozyolOneDeal(
        ['0-6 0-0', '6-6 2-3'],
        [
          { seat: 0, tile: '0-6' },
          { seat: 1, tile: '6-6' },
          { seat: 0, tile: '0-0' },
        ],
      ),
    en: `Admiral: ${NAMES[1]} — the match closed on 0:0 and 6:6.`,
    ru: `Адмирал: ${NAMES[1]} — партия закончилась на 0:0 и 6:6.`,
  },
  {
    kind: 'snotty-goat',
    // Ann leads 0-3, Boris plays 3-4, Ann goes out on 0-0 alone: Boris is the snotty goat.
    game: () =>
      kozyolOneDeal(
        ['0-3 0-0', '3-4 5-5'],
        [
          { seat: 0, tile: '0-3' },
          { seat: 1, tile: '3-4' },
          { seat: 0, tile: '0-0' },
        ],
      ),
    en: `Snotty goat: ${NAMES[1]} — the match closed on the blank.`,
    ru: `Сопливый козёл: ${NAMES[1]} — партия закончилась на пусто-пусто.`,
  },
] as const;

for (const c of CASES) {
  for (const [lang, viewport, size] of [
    ['en', DESKTOP, 'desktop'],
    ['ru', PHONE, 'phone'],
  ] as const) {
    test(
      `a Kozyol match closing as ${c.kind} names it at the match end (${lang}, ${size})`,
      { timeout: 120_000 },
      async () => {
        const game = c.game();
        // The engine's own verdict on the script: the match is over with exactly this title.
        expect(game.after.phase).toBe('match-over');
        const titles = game.after.result?.ceremonies?.map((x) => x.kind);
        expect(titles).toContain(c.kind);
        expect(titles).not.toContain(c.kind === 'admiral' ? 'snotty-goat' : 'admiral');

        const { context, errors } = await newContext(suite.browser, { viewport, lang });
        const page = await context.newPage();
        await openStacked(page, suite.server.url, game, `LOCALCEREMONY${c.kind.toUpperCase()}`);
        for (const play of game.plays) await tapPlay(page, play);

        const end = page.locator('[data-testid=match-end]');
        await end.waitFor({ timeout: 30_000 });
        const ceremony = end.locator(`[data-testid=ceremony][data-ceremony="${c.kind}"]`);
        expect((await ceremony.textContent())?.replace(/★/, '').trim()).toBe(c[lang]);
        // The other finish's title is not claimed, and Boris is not called a plain goat as well.
        const other = c.kind === 'admiral' ? 'snotty-goat' : 'admiral';
        expect(await end.locator(`[data-ceremony="${other}"]`).count()).toBe(0);
        expect(await end.locator('[data-testid=goats]').count()).toBe(0);
        await ceremony.scrollIntoViewIfNeeded();
        await screenshot(page, `ceremony-${c.kind}-${size}-${lang}`);
        expect(errors).toEqual([]);
        await context.close();
      },
    );
  }
}
