// Strict Muggins, a person's score and a bot to move next: the bot's tile would close the claim
// window, so it waits until the person claims or the window runs out (server: deadlines.ts
// personMayClaim; a game in this browser: the same driver in LocalHost). All Fives, two players,
// one person and one bot, a 5 s window (the shortest but one the home page offers), bots with no
// thinking delay online (600 ms locally). The person's first two scores (with tiles left, so the
// bot has a move to make) are claimed only once 1.5 s of the window have drained on the page —
// long after the bot would have played — and no tile may join the board meanwhile; the next two
// are left to lapse. The record then shows each claim before the bot's next tile, each lapse at
// the window's end, the claims scored, and it verifies with every bot move (and,
// boneyard/bot/v2, every bot claim) re-derived: online from the server's record, locally from the
// record /verify was handed (whose Web Worker passes it too). The wait itself, to the
// millisecond on a fake clock: packages/table/test/claim-wait.test.ts.
import type { MatchRecord } from '@boneyard/protocol';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext } from '../src/browser.ts';
import { noHints, playArmsHand } from './support/arms-play.ts';
import { DRAIN_BEFORE_CLAIM, expectVerified, WINDOW_MS } from './support/claim-waits.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser({ botDelayMs: 0 });

type Choice = 'late' | 'lapse' | 'now';

/**
 * How many late claims and lapses the person makes (two of each: the hand may still end right
 * after a score, blocked, leaving the bot no move to wait with).
 */
const EACH = 2;

/** What the person does with each of their scores: late claims, then lapses, then claims at once. */
class ScorePolicy {
  readonly seen = new Map<string, Choice>();
  late = 0;
  lapses = 0;
  /** Whether the hand log has shown the late claim. */
  logged = false;
  /** A late claim was pressed and the log has not yet said how it went: the log's counts before it. */
  pending: { since: number; presses: number } | null = null;
  /** What happened, hand by hand (said when the test fails). */
  readonly story: string[] = [];

  choose(key: string, botHasMove: boolean): Choice {
    const known = this.seen.get(key);
    if (known) return known;
    const choice: Choice = !botHasMove
      ? 'now'
      : this.late < EACH
        ? 'late'
        : this.lapses < EACH
          ? 'lapse'
          : 'now';
    if (choice === 'late') this.late++;
    if (choice === 'lapse') this.lapses++;
    this.seen.set(key, choice);
    this.story.push(`score at ${key}: ${choice}`);
    return choice;
  }

  /** The late claim did not count (the log said it lapsed): the next score is claimed late instead. */
  lateMissed(why: string): void {
    this.pending = null;
    this.late--;
    this.story.push(`the late claim did not count: ${why}`);
  }

  get done(): boolean {
    return this.late >= EACH && this.lapses >= EACH;
  }
}

const boardTiles = (page: Page) =>
  page.evaluate(
    () => document.querySelectorAll('[data-board-tile], svg[role="group"] svg.tile').length,
  );

/**
 * The newest line of the hand log (its lines carry ids that only rise on a page; the log keeps
 * its last 60 lines, so counting lines would not tell a new one from a dropped one).
 */
const lastLogId = (page: Page) =>
  page.evaluate(() =>
    Number(
      document.querySelector('[data-testid=hand-log] li:last-child')?.getAttribute('data-log-id') ??
        -1,
    ),
  );

/** Which of `keys` the log shows after the line `since`, first to last. */
const logSince = (page: Page, since: number) =>
  page.evaluate(
    (after) =>
      Array.from(document.querySelectorAll('[data-testid=hand-log] li'))
        .filter((line) => Number(line.getAttribute('data-log-id')) > after)
        .map((line) => line.getAttribute('data-log') ?? ''),
    since,
  );

/** Waits, on the page's own countdown, until `fraction` of the claim window has drained. */
async function drained(page: Page, fraction: number): Promise<void> {
  await page.waitForFunction(
    (left) => {
      const width = (document.querySelector('[data-testid=claim] .drain') as HTMLElement | null)
        ?.style.width;
      return width !== undefined && Number.parseFloat(width) <= left;
    },
    (1 - fraction) * 100,
    { timeout: 30_000, polling: 100 },
  );
}

/**
 * Plays hands (pressing "Next hand" between them) until the person has made one late claim and
 * let one score lapse, each with the bot still to move after it; at most `maxHands` hands.
 */
async function playScores(page: Page, maxHands: number): Promise<ScorePolicy> {
  const policy = new ScorePolicy();
  for (let hand = 1; hand <= maxHands && !policy.done; hand++) {
    if (policy.pending !== null) policy.lateMissed('the hand ended before the log said');
    if (hand > 1) {
      // The result waits for "Next hand" or its countdown (online: 20 s): on a slow machine the
      // next deal may already be on, or the match-end screen still coming. Wait for one of the three.
      const next = page.locator('[data-testid=next-hand]');
      const ended = page.locator('[data-testid=match-end]');
      const handEnd = page.locator('[data-testid=hand-end]');
      await expect
        .poll(
          async () =>
            (await next.count()) > 0 || (await ended.count()) > 0 || (await handEnd.count()) === 0,
          { timeout: 60_000 },
        )
        .toBe(true);
      if ((await ended.count()) > 0) {
        policy.story.push('the match ended');
        break;
      }
      if ((await next.count()) > 0) await next.click({ timeout: 10_000 }).catch(() => undefined); // gone: dealt meanwhile
      await handEnd.waitFor({ state: 'detached', timeout: 60_000 });
    }
    await playArmsHand(
      [page],
      async (p, steal, progress) => {
        if (steal) throw new Error('a steal button in strict Muggins');
        const board = await boardTiles(p);
        const tilesLeft = await p.locator('.hand [data-tile]').count();
        // One score, named by the log's newest line (the board's tile count is not unique: a
        // long arm folds).
        const since = await lastLogId(p);
        const choice = policy.choose(`${hand}:${since}`, tilesLeft > 0);
        if (choice === 'lapse') return false;
        if (choice === 'late') {
          await drained(p, DRAIN_BEFORE_CLAIM);
          // The bot (no delay online, 600 ms here) would long have played: no tile joined the board.
          expect(await boardTiles(p)).toBe(board);
          if (!policy.logged) policy.pending ??= { since, presses: progress.claims };
        }
        return true;
      },
      async (progress) => {
        await noHints(page);
        // The late claim counts: the hand log says so ("Anna claimed +10") before anyone moves on.
        // On a starved machine the press can reach the server after the window's end: then the
        // log says the score lapsed, and the next score is claimed late instead (the record must
        // still show one late claim, expectVerified).
        const before = policy.pending;
        if (before === null) return;
        if (progress.claims === before.presses) {
          // The press itself failed (the button went as it was clicked): the score lapsed.
          const lines = await logSince(page, before.since);
          if (lines.includes('log.lapsed') || lines.includes('log.dealt'))
            policy.lateMissed('its button went before the press');
          return;
        }
        const ends = ['log.claimed', 'log.lapsed', 'log.dealt'];
        await expect
          .poll(
            async () => (await logSince(page, before.since)).some((key) => ends.includes(key)),
            { timeout: 30_000, interval: 100 },
          )
          .toBe(true);
        const said = (await logSince(page, before.since)).find((key) => ends.includes(key));
        if (said === 'log.claimed') {
          policy.pending = null;
          policy.logged = true;
        } else
          policy.lateMissed(
            said === 'log.lapsed'
              ? 'it reached the table after its window'
              : 'the next deal came first',
          );
      },
      60_000,
    );
    policy.story.push(`hand ${hand} over`);
  }
  return policy;
}

async function allFivesStrict(page: Page): Promise<void> {
  await page.goto(`${suite.server.url}/`);
  await page.locator('[data-preset="all-fives"]').check();
  await page.selectOption('[data-testid=players]', '2');
  // The longest match All Fives offers, so it does not end before the person has scored enough.
  await page.selectOption('[data-testid=target]', '250');
  await page.fill('[data-testid=name]', 'Anna');
  await page.selectOption('[data-testid=muggins]', 'strict');
  await page.selectOption('[data-testid=muggins-window]', String(WINDOW_MS));
  // The beginner bot: a normal one scores during play so well that a match to 250 can end within
  // five hands, before the person (who plays the first tile that fits) has scored four times.
  await page.selectOption('[data-testid=bot-level]', 'easy');
}

/**
 * The person made at least one late claim and let one score lapse (the policy aims at two of
 * each, but the match may end first); the record then shows which of them the bot waited for.
 */
function expectTried(policy: ScorePolicy): void {
  const story = policy.story.join('; ');
  expect(policy.late, story).toBeGreaterThan(0);
  expect(policy.lapses, story).toBeGreaterThan(0);
}

test(
  "online: the bot waits for the person's claim or the window's end, and the record verifies",
  { timeout: 900_000 },
  async () => {
    const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await allFivesStrict(page);
    await page.selectOption('[data-testid=bot-seats]', '1');
    await page.click('[data-testid=create]');
    const code = ((await page.locator('[data-testid=room-code]').textContent()) ?? '').trim();
    await expect
      .poll(() => page.locator('[data-testid=start]').isEnabled(), { timeout: 30_000 })
      .toBe(true);
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=arms-board]').waitFor({ timeout: 60_000 });
    await noHints(page);

    const policy = await playScores(page, 20);
    expectTried(policy);
    expect(policy.logged).toBe(true);
    const response = await fetch(`${suite.server.url}/api/rooms/${code}/record`);
    expect(response.status).toBe(200);
    expectVerified((await response.json()) as MatchRecord);
    expect(errors).toEqual([]);
    await context.close();
  },
);

test(
  'a game in this browser: the bot waits likewise, and the record verifies here and on /verify',
  { timeout: 900_000 },
  async () => {
    const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await allFivesStrict(page);
    await page.click('[data-testid=vs-bots]');
    await page.locator('[data-testid=arms-board]').waitFor({ timeout: 60_000 });
    await noHints(page);

    const policy = await playScores(page, 20);
    expectTried(policy);
    expect(policy.logged).toBe(true);
    // The hand's end hands the record to /verify, whose Web Worker re-derives every bot move.
    await page.click('[data-testid=verify-hand]');
    await page.waitForURL(/\/verify/);
    const check = page.locator('[data-testid=bot-check]');
    await expect.poll(() => check.getAttribute('data-status'), { timeout: 120_000 }).toBe('done');
    expect(await check.getAttribute('data-passed')).toBe('true');
    expect(await page.locator('[data-testid=bot-claims-note]').count()).toBe(0);
    const record = JSON.parse(
      await page.locator('[data-testid=record-input]').inputValue(),
    ) as MatchRecord;
    expectVerified(record);
    expect(errors).toEqual([]);
    await context.close();
  },
);
