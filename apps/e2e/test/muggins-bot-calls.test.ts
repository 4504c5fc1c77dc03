// Strict Muggins in a game played in this browser, against a bot with a long bot delay (1.5 s)
// and a player who plays the moment it may: the bot calls each of its scores at once, so the
// player's quick tile never closes the bot's window (it did: the bot claimed only after its
// delay, and every bot score lapsed). The player claims its own scores, so no line of the log
// may say a score was lost.
import { expect, test } from 'vitest';
import { DESKTOP, newContext } from '../src/browser.ts';
import { dealNextOrRematch, noHints, playArmsHand } from './support/arms-play.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser();

test(
  'a bot calls its own Muggins score before a quick player can play over it',
  { timeout: 600_000 },
  async () => {
    const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP, lang: 'en' });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/`);
    await page.evaluate(() => localStorage.setItem('boneyard:bot-delay', '1500'));
    await page.locator('[data-preset="all-fives"]').check();
    await page.selectOption('[data-testid=players]', '2');
    await page.selectOption('[data-testid=muggins]', 'strict');
    await page.selectOption('[data-testid=muggins-window]', '10000');
    await page.selectOption('[data-testid=bot-level]', 'hard');
    await page.fill('[data-testid=name]', 'Quick');
    await page.click('[data-testid=vs-bots]');
    await page.locator('[data-testid=arms-board]').waitFor();
    await noHints(page);

    const lines: string[] = [];
    const botClaims = () =>
      lines.filter((line) => /claimed \+\d+/.test(line) && !line.startsWith('Quick')).length;
    for (let hand = 0; hand < 10 && botClaims() < 2; hand++) {
      if (hand > 0) await dealNextOrRematch(page);
      await playArmsHand([page]);
      lines.push(
        ...(await page.locator('[data-testid=hand-log] li').allTextContents()).map((line) =>
          line.trim(),
        ),
      );
    }
    expect(botClaims()).toBeGreaterThanOrEqual(2);
    expect(lines.filter((line) => line.includes('not claimed in time'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  },
);
