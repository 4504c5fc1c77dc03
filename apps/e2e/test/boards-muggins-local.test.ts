// Strict Muggins in a game played in this browser (the local clock stands in for the server's):
// All Fives against a bot on a 360 px phone, the player claiming each of their own scores with
// the Claim button before the window closes. The claims land in the hand log and the points this
// hand. Screenshot: artifacts/screenshots/boards-all-fives-strict-bots-phone.png.
import { expect, test } from 'vitest';
import { newContext, PHONE, screenshot } from '../src/browser.ts';
import { dealNextOrRematch, noHints, playArmsHand, playPoints } from './support/arms-play.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser();

test(
  'all fives against a bot, strict Muggins: the player claims their scores',
  { timeout: 600_000 },
  async () => {
    const { context, errors } = await newContext(suite.browser, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/`);
    await page.locator('[data-preset="all-fives"]').check();
    await page.selectOption('[data-testid=players]', '2');
    await page.selectOption('[data-testid=muggins]', 'strict');
    await page.selectOption('[data-testid=muggins-window]', '10000');
    // The beginner bot: a normal one can take the match before the player (who plays the first
    // tile that fits) has scored at all.
    await page.selectOption('[data-testid=bot-level]', 'easy');
    await page.click('[data-testid=vs-bots]');
    await page.locator('[data-testid=arms-board]').waitFor();
    await noHints(page);

    // Hands until the player has made (and claimed) a score; strict, not stealing: never a steal.
    let claims = 0;
    let logged = false;
    // A deal can pass without the player scoring: up to twelve hands, a rematch if a match ends.
    for (let hand = 0; hand < 12 && claims === 0; hand++) {
      if (hand > 0) await dealNextOrRematch(page);
      const progress = await playArmsHand(
        [page],
        (_p, steal) => {
          if (steal) throw new Error('a steal button in strict Muggins');
          return true;
        },
        async (p) => {
          await noHints(page);
          if (p.claims > 0 && !logged) {
            logged = true;
            // The claim is a line of the log ("You claimed +10" reads "<name> claimed +10").
            await page.waitForFunction(
              () =>
                /claimed \+\d+/.test(
                  document.querySelector('[data-testid=hand-log]')?.textContent ?? '',
                ),
              undefined,
              { timeout: 30_000, polling: 100 },
            );
            await screenshot(page, 'boards-all-fives-strict-bots-phone');
          }
        },
      );
      claims += progress.claims;
      expect(progress.steals).toBe(0);
    }
    expect(claims).toBeGreaterThan(0);
    expect(logged).toBe(true);
    // The player's side (0) has points from the claims (the hand-end panel keeps the row).
    expect(await playPoints(page, 0)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  },
);
