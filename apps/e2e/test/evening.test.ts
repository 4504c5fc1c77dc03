// An evening with a friend (issue 48), in two browsers and a spectator's: a turn clock counts
// down beside the turn, a quick reaction shows by the sender's seat in the other browser until
// that browser mutes the sender, and two rematches start by agreement (proposed by one, then the
// other) while the tally adds up each finished match. The third match is played to its end: the
// tally's counts match the three records, each downloaded from the tally and verified, and each
// player's match-over panel stays until that player moves on.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import {
  downloadTallyRecords,
  expectedPlayers,
  roomCode,
  switchLanguage,
  tallyPlayers,
} from './support/evening.ts';
import { expectBarFits } from './support/bar.ts';
import { playWholeMatch } from './support/local-match.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser({ handPauseMs: 600_000 });

/** Both play the match out, each answering their own turns. */
async function playBoth(anna: Page, boris: Page): Promise<void> {
  await Promise.all([
    playWholeMatch(anna, { stepTimeoutMs: 60_000 }),
    playWholeMatch(boris, { stepTimeoutMs: 60_000 }),
  ]);
  await anna.locator('[data-testid=match-end]').waitFor({ timeout: 30_000 });
  await boris.locator('[data-testid=match-end]').waitFor({ timeout: 30_000 });
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

const TALLY = '[data-testid=match-end] [data-testid=tally]';

/**
 * After the third match: both players' tallies count three matches as the three records say
 * (each downloaded from the tally and verified); the panel is shown in both languages; then Anna
 * proposes a rematch and Boris leaves instead, and each panel stays until its player moves on.
 */
async function thirdMatchOver(anna: Page, boris: Page, watcher: Page): Promise<void> {
  for (const page of [anna, boris, watcher])
    await page.locator(TALLY, { hasText: '3 matches' }).waitFor({ timeout: 30_000 });
  const records = await downloadTallyRecords(boris, boris.locator(TALLY), roomCode(boris));
  expect(records).toHaveLength(3);
  const expected = expectedPlayers(records);
  expect([...expected.keys()].sort()).toEqual(['Anna', 'Boris']);
  expect([...expected.values()].reduce((sum, player) => sum + player.wins, 0)).toBe(3);
  for (const page of [anna, boris, watcher])
    expect(await tallyPlayers(page.locator(TALLY))).toEqual(expected);
  // Each record is named for screen readers by its match, and is a finger's size on the phone.
  const links = anna.locator(`${TALLY} [data-testid=tally-record]`);
  expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('aria-label')))).toEqual([
    'Match 1 record',
    'Match 2 record',
    'Match 3 record',
  ]);
  for (const link of await boris.locator(`${TALLY} [data-testid=tally-record]`).all()) {
    const box = await link.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
  }

  await anna.locator(TALLY).scrollIntoViewIfNeeded();
  await screenshot(anna, 'evening-tally-3-desktop');
  await boris.locator(TALLY).scrollIntoViewIfNeeded();
  await screenshot(boris, 'evening-tally-3-phone');
  for (const page of [anna, boris]) await switchLanguage(page, 'ru');
  await anna.locator(TALLY, { hasText: '3 матча' }).waitFor({ timeout: 30_000 });
  await screenshot(anna, 'evening-tally-3-desktop-ru');
  await boris.locator(TALLY, { hasText: '3 матча' }).scrollIntoViewIfNeeded();
  await screenshot(boris, 'evening-tally-3-phone-ru');
  // An online room's bar is at its fullest here: seal, record, bell, language, leave.
  await expectBarFits(boris, 'online, match over, ru');
  for (const page of [anna, boris]) await switchLanguage(page, 'en');

  // Anna proposes: her panel stays (she waits for Boris), and so does his until he answers.
  await anna.click('[data-testid=rematch]');
  await anna.locator('[data-testid=rematch-accepted]').waitFor({ timeout: 20_000 });
  await boris
    .locator('[data-testid=rematch-status]', { hasText: 'Anna proposes a rematch' })
    .waitFor({ timeout: 20_000 });
  expect(await boris.locator('[data-testid=match-end]').count()).toBe(1);
  // Boris moves on by leaving the table; Anna, waited for by nobody now, still has her panel,
  // with the tally and its records, until she moves on too.
  await boris.click('[data-testid=rematch-leave]');
  await boris.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
  await anna.locator('[data-testid=rematch]').waitFor({ timeout: 30_000 });
  expect(await anna.locator('[data-testid=rematch-status]').textContent()).not.toContain('Waiting');
  expect(await anna.locator('[data-testid=match-end]').count()).toBe(1);
  expect(await anna.locator(`${TALLY} [data-testid=tally-record]`).count()).toBe(3);
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
    await boris
      .locator('[data-testid=talk-lines] li', { hasText: 'Anna: Nice!' })
      .waitFor({ timeout: 30_000 });
    await screenshot(boris, 'evening-reaction-phone');
    // Boris mutes her: her next reaction reaches Anna's own list but not his screen.
    await boris.click('[data-testid=mute-0]');
    expect(await boris.locator('[data-testid=talk-lines] li').count()).toBe(0);
    await anna.click('[data-reaction="oops"]');
    await anna
      .locator('[data-testid=talk-lines] li', { hasText: 'Anna: Oops' })
      .waitFor({ timeout: 10_000 });
    // Boris's own reaction is sent after hers reached the room, so it reaches him after hers: once
    // his shows, hers would have shown too had he not muted her.
    await boris.click('[data-reaction="gg"]');
    await boris
      .locator('[data-testid=talk-lines] li', { hasText: 'Boris: Good game' })
      .waitFor({ timeout: 10_000 });
    expect(await boris.locator('[data-testid=talk-lines] li', { hasText: 'Anna' }).count()).toBe(0);
    expect(await boris.locator('[data-testid=talk-bubble]', { hasText: 'Oops' }).count()).toBe(0);

    await playBoth(anna, boris);
    await anna
      .locator('[data-testid=match-end] [data-testid=tally]', { hasText: '1 match' })
      .waitFor({ timeout: 30_000 });
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
    await anna.locator('[data-testid=evening-side]').waitFor({ timeout: 30_000 });
    expect(
      await anna.locator('[data-testid=evening-side] [data-testid=tally-record]').count(),
    ).toBe(1);
    await playBoth(anna, boris);
    await boris
      .locator('[data-testid=match-end] [data-testid=tally]', { hasText: '2 matches' })
      .waitFor({ timeout: 30_000 });
    const playerLines = await boris
      .locator('[data-testid=match-end] [data-testid=tally-player]')
      .allTextContents();
    const wins = playerLines.map((line) => Number(/: (\d+) won/.exec(line)?.[1]));
    expect(wins.reduce((a, b) => a + b, 0)).toBe(2);
    await rematchByVote(boris, anna, 'Boris');
    await anna.locator('[data-testid=turn]').waitFor({ timeout: 30_000 });

    await playBoth(anna, boris);
    await thirdMatchOver(anna, boris, watcher);

    expect(annaContext.errors).toEqual([]);
    expect(borisContext.errors).toEqual([]);
    expect(watcherContext.errors).toEqual([]);
    await watcherContext.context.close();
    await annaContext.context.close();
    await borisContext.context.close();
  },
);
