// An evening with a friend (issue 48), in two browsers: a turn clock counts down beside the turn,
// a quick reaction shows by the sender's seat in the other browser until that browser mutes the
// sender, and two rematches start by agreement (one proposes, the other accepts) while the tally
// adds up each finished match with its record to download.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { playWholeMatch } from './support/local-match.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser({ handPauseMs: 600_000 });

/** Both play the match out, each answering their own turns. */
async function playBoth(anna: Page, boris: Page): Promise<void> {
  await Promise.all([
    playWholeMatch(anna, { stepTimeoutMs: 60_000 }),
    playWholeMatch(boris, { stepTimeoutMs: 60_000 }),
  ]);
  await anna.locator('[data-testid=match-end]').waitFor();
  await boris.locator('[data-testid=match-end]').waitFor();
}

/** `proposer` proposes, `accepter` sees who proposed and accepts; the next match starts for both. */
async function rematchByVote(proposer: Page, accepter: Page, proposerName: string): Promise<void> {
  await proposer.click('[data-testid=rematch]');
  await proposer.locator('[data-testid=rematch-accepted]').waitFor({ timeout: 20_000 });
  await accepter
    .locator('[data-testid=rematch-status]', { hasText: `${proposerName} proposes a rematch` })
    .waitFor({ timeout: 20_000 });
  await accepter.click('[data-testid=rematch]');
  for (const page of [proposer, accepter])
    await page.locator('[data-testid=match-end]').waitFor({ state: 'detached', timeout: 30_000 });
}

test(
  'two rematches by agreement, a reaction seen and then muted, the tally after each match',
  { timeout: 600_000 },
  async () => {
    const annaContext = await newContext(suite.browser, { viewport: DESKTOP });
    const borisContext = await newContext(suite.browser, { viewport: PHONE });
    const anna = await annaContext.context.newPage();
    await anna.goto(`${suite.server.url}/`);
    await anna.locator('[data-preset="draw"]').check();
    await anna.selectOption('[data-testid=players]', '2');
    await anna.selectOption('[data-testid=target]', '50');
    expect(await anna.inputValue('[data-testid=turn-seconds]')).toBe('30');
    await anna.fill('[data-testid=name]', 'Anna');
    await anna.click('[data-testid=create]');
    await anna.waitForURL(/\/r\/[A-Z0-9]+/, { timeout: 30_000 });

    const boris = await borisContext.context.newPage();
    await boris.goto(anna.url());
    await boris.fill('[data-testid=seat-name]', 'Boris');
    await boris.click('[data-testid=take-seat]');
    // A spectator watches from a third browser: they do not vote, so the finished match stays on
    // their screen until they close it.
    const watcherContext = await newContext(suite.browser, { viewport: DESKTOP });
    const watcher = await watcherContext.context.newPage();
    await watcher.goto(anna.url());
    await expect
      .poll(() => anna.locator('[data-testid=start]').isEnabled(), { timeout: 30_000 })
      .toBe(true);
    await anna.click('[data-testid=start]');

    // The turn clock runs beside the turn line for whoever is to move.
    await anna.locator('[data-testid=turn-clock]').waitFor({ timeout: 30_000 });
    expect(await anna.locator('[data-testid=turn-clock]').textContent()).toMatch(/0:[0-3]\d/);
    await screenshot(anna, 'evening-clock-desktop');

    // A reaction from Anna shows by her seat in Boris's browser and in his chat list.
    await anna.click('[data-reaction="nice"]');
    await boris
      .locator('[data-testid=talk-bubble]', { hasText: 'Nice!' })
      .waitFor({ timeout: 10_000 });
    await boris.locator('[data-testid=talk-lines] li', { hasText: 'Anna: Nice!' }).waitFor();
    await screenshot(boris, 'evening-reaction-phone');
    // Boris mutes her: her next reaction reaches Anna's own list but not his screen.
    await boris.click('[data-testid=mute-0]');
    expect(await boris.locator('[data-testid=talk-lines] li').count()).toBe(0);
    await anna.click('[data-reaction="oops"]');
    await anna
      .locator('[data-testid=talk-lines] li', { hasText: 'Anna: Oops' })
      .waitFor({ timeout: 10_000 });
    await boris.waitForTimeout(500);
    expect(await boris.locator('[data-testid=talk-lines] li').count()).toBe(0);
    expect(await boris.locator('[data-testid=talk-bubble]').count()).toBe(0);

    await playBoth(anna, boris);
    await anna
      .locator('[data-testid=match-end] [data-testid=tally]', { hasText: '1 match' })
      .waitFor();
    expect(await boris.locator('[data-testid=match-end] [data-testid=tally-record]').count()).toBe(
      1,
    );
    await screenshot(anna, 'evening-match-over-desktop');
    await screenshot(boris, 'evening-match-over-phone', true);
    await rematchByVote(anna, boris, 'Anna');

    await watcher
      .locator('[data-testid=kept-match]', { hasText: 'Match 1 is over' })
      .waitFor({ timeout: 20_000 });
    await watcher.click('[data-testid=kept-close]');
    expect(await watcher.locator('[data-testid=kept-match]').count()).toBe(0);
    expect(await anna.locator('[data-testid=kept-match]').count()).toBe(0);
    // During the second match the first one's record stays reachable beside the table.
    await anna.locator('[data-testid=evening-side]').waitFor();
    expect(
      await anna.locator('[data-testid=evening-side] [data-testid=tally-record]').count(),
    ).toBe(1);
    await playBoth(anna, boris);
    await boris
      .locator('[data-testid=match-end] [data-testid=tally]', { hasText: '2 matches' })
      .waitFor();
    const playerLines = await boris
      .locator('[data-testid=match-end] [data-testid=tally-player]')
      .allTextContents();
    const wins = playerLines.map((line) => Number(/: (\d+) won/.exec(line)?.[1]));
    expect(wins.reduce((a, b) => a + b, 0)).toBe(2);
    await rematchByVote(boris, anna, 'Boris');
    await anna.locator('[data-testid=turn]').waitFor();

    expect(annaContext.errors).toEqual([]);
    expect(borisContext.errors).toEqual([]);
    await watcherContext.context.close();
    await annaContext.context.close();
    await borisContext.context.close();
  },
);
