// Issue 8 in the browser: the boards with more than two ends and the scoring games. A trains hand
// hot-seat (a train per seat plus the table's), a Telephone hand against bots (spinner board,
// points in play), and a whole All Fives hand online in stealing Muggins with a steal — each
// drawn at 1280×800 and on a 360 px phone (screenshots in artifacts/screenshots/boards-*).
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { dealNextOrRematch, noHints, playArmsHand, playPoints } from './support/arms-play.ts';
import { afterTap } from './support/local-match.ts';
import { serverAndBrowser } from './support/suite.ts';

// Hands wait for "Next hand" (no auto-deal), so the hand-end panel stays to be looked at.
const suite = serverAndBrowser({ handPauseMs: 600_000 });

async function home(page: Page, preset: string, players: number): Promise<void> {
  await page.goto(`${suite.server.url}/`);
  await page.locator(`[data-preset="${preset}"]`).check();
  await page.selectOption('[data-testid=players]', String(players));
}

const boardTiles = (page: Page) => page.locator('[data-board-tile]').count();

test(
  'trains, hot-seat: a train per seat and the table train; a whole hand',
  { timeout: 300_000 },
  async () => {
    for (const viewport of [PHONE]) {
      const { context, errors } = await newContext(suite.browser, { viewport });
      const page = await context.newPage();
      await home(page, 'trains', 3);
      await page.click('[data-testid=hotseat]');
      await page.click('[data-testid=reveal]');
      const board = page.locator('[data-testid=arms-board]');
      await board.waitFor();
      await noHints(page);
      expect(await board.getAttribute('data-shape')).toBe('trains');
      // Three players: three trains and the table's.
      expect(await page.locator('[data-arm^="train-"]').count()).toBe(3);
      expect(await page.locator('[data-arm="table"]').count()).toBe(1);
      // The ends' sum scores nothing here, so the board does not show it.
      expect(await page.locator('[data-testid=ends-count]').count()).toBe(0);
      const size = viewport === PHONE ? 'phone' : 'desktop';
      const progress = await playArmsHand([page], async (p) => {
        // Not a scoring game: no claim button may ever show.
        throw new Error(`unexpected claim button on ${p.url()}`);
      });
      expect(progress.moves).toBeGreaterThan(2);
      // The hand is over: the board still shows every tile that was played.
      expect(await boardTiles(page)).toBeGreaterThan(progress.moves);
      await screenshot(page, `boards-trains-end-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  },
);

test(
  'trains, hot-seat, mid-hand: rows legible and an open train flagged',
  { timeout: 300_000 },
  async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, errors } = await newContext(suite.browser, { viewport });
      const page = await context.newPage();
      await home(page, 'trains', 2);
      await page.click('[data-testid=hotseat]');
      // Six plays in, then a picture of the rows.
      let moves = 0;
      while (moves < 6 && (await page.locator('[data-testid=hand-end]').count()) === 0) {
        if ((await page.locator('[data-testid=reveal]').count()) > 0)
          await page.click('[data-testid=reveal]');
        const before = await boardTiles(page);
        const tile = page.locator('button[data-playable="true"]').first();
        await page.waitForFunction(
          () =>
            document.querySelector(
              'button[data-playable="true"], [data-testid=hand-end], [data-testid=reveal]',
            ) !== null,
          undefined,
          { timeout: 30_000, polling: 40 },
        );
        if ((await tile.count()) === 0) continue;
        const tapped = (await tile.getAttribute('data-tile')) ?? '';
        await tile.click();
        if ((await afterTap(page, tapped)) === 'ends')
          await page.locator('button.arm-target').first().click();
        await page.waitForFunction(
          (n) => document.querySelectorAll('[data-board-tile]').length > n,
          before,
          { timeout: 30_000, polling: 40 },
        );
        moves++;
      }
      if ((await page.locator('[data-testid=reveal]').count()) > 0)
        await page.click('[data-testid=reveal]');
      await noHints(page);
      await screenshot(page, `boards-trains-mid-${viewport === PHONE ? 'phone' : 'desktop'}`);
      expect(moves).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  },
);

test(
  'telephone against bots: the spinner board, points in play, a whole hand',
  { timeout: 300_000 },
  async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, errors } = await newContext(suite.browser, { viewport });
      const page = await context.newPage();
      await home(page, 'telephone', 4);
      await page.click('[data-testid=vs-bots]');
      const board = page.locator('[data-testid=arms-board]');
      await board.waitFor();
      expect(await board.getAttribute('data-shape')).toBe('spinner');
      await page.locator('[data-testid=play-scores]').waitFor();
      // Telephone scores the ends' sum as it is played: the board shows it.
      await page.locator('[data-testid=ends-count]').waitFor();
      await noHints(page);
      const size = viewport === PHONE ? 'phone' : 'desktop';
      let midShot = false;
      const progress = await playArmsHand(
        [page],
        () => true,
        async () => {
          // Mid-hand, once the spinner's arms have tiles: the four-armed board at this size.
          // (Counted on the board, not in our own plays: the deal is random, and a hand where
          // we play only twice before a bot goes out is a fair hand.)
          if (
            !midShot &&
            (await page.locator('[data-board-tile]').count()) >= 4 &&
            (await page.locator('[data-testid=hand-end]').count()) === 0
          ) {
            midShot = true;
            await noHints(page);
            await screenshot(page, `boards-telephone-mid-${size}`);
          }
        },
      );
      expect(midShot).toBe(true);
      expect(progress.moves).toBeGreaterThan(0);
      expect(progress.claims).toBe(0); // lenient: scores count at once, nothing to claim
      // Every scoring play's points are in the sides' totals (4 players, 2 pairs).
      const total = (await playPoints(page, 0)) + (await playPoints(page, 1));
      expect(total % 5).toBe(0);
      await screenshot(page, `boards-telephone-end-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  },
);

// Strict Muggins runs on the server's clock (a 10 s window here), so the driver must reach the
// Claim / Steal button while the window is open: it looks for claim buttons before every play and
// never sleeps through one. (This test once timed out: after each play whose tile fitted one arm
// the driver waited 10 s for "no pressed button" — and the language switch's pressed EN button
// never goes away — so every score lapsed before the driver looked; the hand log showed it.)
// A score that still lapses on a slow machine only means the next one is stolen instead.
test(
  'all fives online, stealing Muggins: a whole hand with a steal',
  { timeout: 400_000 },
  async () => {
    const host = await newContext(suite.browser, { viewport: DESKTOP });
    const guest = await newContext(suite.browser, { viewport: PHONE });
    const anna = await host.context.newPage();
    const boris = await guest.context.newPage();
    await home(anna, 'all-fives', 2);
    await anna.fill('[data-testid=name]', 'Anna');
    await anna.selectOption('[data-testid=muggins]', 'stealing');
    await anna.selectOption('[data-testid=muggins-window]', '10000');
    await anna.click('[data-testid=create]');
    const code = ((await anna.locator('[data-testid=room-code]').textContent()) ?? '').trim();
    await boris.goto(`${suite.server.url}/r/${code}`);
    await boris.locator('[data-testid=seat-name]').fill('Boris');
    await boris.locator('[data-testid=take-seat]').first().click();
    await boris.locator('[data-seat] >> text=Boris').waitFor();
    await anna.locator('[data-testid=start]').click();
    await anna.locator('[data-testid=arms-board]').waitFor();
    await boris.locator('[data-testid=arms-board]').waitFor();
    await noHints(anna);
    await noHints(boris);

    // The first score the driver can still catch is stolen by the other player; every other score
    // is claimed by its owner. The first steal button seen is photographed at both sizes.
    let stolen: { page: Page; side: number; before: number } | null = null;
    let photographed = false;
    let logged = false;
    let stealSeen = false;
    const pages = [anna, boris];
    for (let hand = 0; hand < 6 && !stealSeen; hand++) {
      const progress = await playArmsHand(
        pages,
        async (page, steal, so) => {
          if (!steal) return true;
          if (so.steals > 0) return false;
          if (!photographed) {
            photographed = true;
            await screenshot(anna, 'boards-all-fives-claim-desktop');
            await screenshot(boris, 'boards-all-fives-claim-phone');
          }
          const side = page === anna ? 0 : 1;
          stolen = { page, side, before: await playPoints(page, side) };
          return true;
        },
        async (so) => {
          // First-game hints come with later turns: put each away so the pictures show the table.
          await noHints(anna);
          await noHints(boris);
          // Right after the steal, the thief's hand log says so ("Anna stole +10").
          if (so.steals > 0 && !logged && stolen) {
            logged = true;
            await (stolen as { page: Page }).page.waitForFunction(
              () =>
                /stole \+\d+/.test(
                  document.querySelector('[data-testid=hand-log]')?.textContent ?? '',
                ),
              undefined,
              { timeout: 30_000, polling: 100 },
            );
          }
        },
      );
      stealSeen = progress.steals > 0;
      if (!stealSeen) {
        if ((await anna.locator('[data-testid=match-end]').count()) > 0) {
          // The match can end before Boris has scored at all (about one match in 800, measured
          // with the engine): no "Next hand" then; the host deals a rematch.
          await dealNextOrRematch(anna);
          await boris.locator('[data-testid=match-end]').waitFor({ state: 'detached' });
        } else {
          for (const page of pages) await page.click('[data-testid=next-hand]');
          await anna.locator('[data-testid=hand-end]').waitFor({ state: 'detached' });
        }
      }
    }
    expect(stealSeen).toBe(true);
    const thief = stolen as { page: Page; side: number; before: number } | null;
    if (!thief) throw new Error('a steal was pressed but not recorded');
    // The stolen points are on the thief's side (they may have scored more since).
    expect(await playPoints(thief.page, thief.side)).toBeGreaterThan(thief.before);
    expect(logged).toBe(true);
    await noHints(anna);
    await noHints(boris);
    await screenshot(anna, 'boards-all-fives-end-desktop');
    await screenshot(boris, 'boards-all-fives-end-phone');
    expect(host.errors).toEqual([]);
    expect(guest.errors).toEqual([]);
    await host.context.close();
    await guest.context.close();
  },
);
