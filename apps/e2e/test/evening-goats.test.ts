// The evening's tally in a goat game (issue 48): Kozel, one person and three bots, two matches by
// rematch. After each match the tally counts the matches won per side and per player and who were
// the goats and how often, exactly as the match records say; both records download from the
// tally and verify, every bot move re-derived; the panel, axe clean in both languages, stays
// until the player moves on.
import { verifyBots } from '@boneyard/protocol';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../src/browser.ts';
import { axeContext, axeViolations } from './support/axe.ts';
import {
  downloadTallyRecords,
  expectedPlayers,
  expectedSides,
  roomCode,
  switchLanguage,
  tallyPlayers,
  tallySides,
} from './support/evening.ts';
import { playWholeMatch } from './support/local-match.ts';
import { serverAndBrowser } from './support/suite.ts';

// Hands wait for "Next hand" (bots never hold it up), so the driver sees every hand end.
const suite = serverAndBrowser({ handPauseMs: 600_000 });

const TALLY = '[data-testid=match-end] [data-testid=tally]';

/** Kozel to 50 (the shortest it offers), Anna and three bots, no turn clock. */
async function createKozel(page: Page): Promise<void> {
  await page.goto(`${suite.server.url}/`);
  await page.locator('[data-preset="kozel"]').check();
  await page.selectOption('[data-testid=target]', '50');
  await page.selectOption('[data-testid=bot-seats]', '3');
  await page.selectOption('[data-testid=turn-seconds]', '0');
  await page.fill('[data-testid=name]', 'Anna');
  await page.click('[data-testid=create]');
  await page.waitForURL(/\/r\/[A-Z0-9]+/, { timeout: 30_000 });
  await page.click('[data-testid=start]', { timeout: 30_000 });
}

/** The tally after `matches` matches, checked against the records downloaded from it. */
async function checkTally(page: Page, matches: number): Promise<void> {
  const tally = page.locator(TALLY, { hasText: `${matches} match` });
  await tally.waitFor({ timeout: 30_000 });
  const records = await downloadTallyRecords(page, tally, roomCode(page));
  expect(records).toHaveLength(matches);
  for (const record of records) expect(verifyBots(record)).toMatchObject({ ok: true });
  const players = expectedPlayers(records);
  expect([...players.keys()].sort()).toEqual(['Anna', 'Bot 2', 'Bot 3', 'Bot 4']);
  // Two play for each side: each match makes two winners and two goats.
  const sum = (key: 'wins' | 'goats') =>
    [...players.values()].reduce((total, player) => total + player[key], 0);
  expect([sum('wins'), sum('goats')]).toEqual([2 * matches, 2 * matches]);
  expect(await tallyPlayers(tally)).toEqual(players);
  expect(await tallySides(tally)).toEqual(expectedSides(records));
  expect([...(await tallySides(tally)).keys()]).toEqual(['Anna & Bot 3', 'Bot 2 & Bot 4']);
  // Each goat's count is set off in bold.
  const goats = [...players.values()].filter((player) => player.goats > 0).length;
  expect(await tally.locator('strong', { hasText: /^goat \d+ times?$/ }).count()).toBe(goats);
}

test(
  'Kozel: the tally counts wins per side and player and the goats, match by match',
  { timeout: 300_000 },
  async () => {
    // With the page's CSP bypassed, so that axe can run in it.
    const { context, errors } = await axeContext(suite.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await createKozel(page);
    await playWholeMatch(page, { stepTimeoutMs: 60_000 });
    await checkTally(page, 1);

    // Anna proposes; the bots accept at once, so the rematch starts and her panel goes.
    await page.click('[data-testid=rematch]');
    await page.locator('[data-testid=match-end]').waitFor({ state: 'detached', timeout: 30_000 });
    await playWholeMatch(page, { stepTimeoutMs: 60_000 });
    await checkTally(page, 2);

    await page.locator(TALLY).scrollIntoViewIfNeeded();
    await screenshot(page, 'evening-goats-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await switchLanguage(page, 'ru');
    await page.setViewportSize(PHONE);
    await page.locator(TALLY, { hasText: /козёл \d+ раза?/ }).scrollIntoViewIfNeeded();
    await screenshot(page, 'evening-goats-phone-ru');
    expect(await axeViolations(page)).toEqual([]);
    // Nobody else is a person here: the panel stays until Anna herself moves on.
    expect(await page.locator('[data-testid=match-end]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  },
);
