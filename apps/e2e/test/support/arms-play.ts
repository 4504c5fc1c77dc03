// Driving hands on the boards with more than two ends, the way people do: lift the hot-seat
// curtain, tap a raised tile, and when it fits several arms pick one (by keyboard: the first
// arm target has focus, arrows move, Enter plays). Claim buttons (strict Muggins) are handed to
// the caller before anyone plays on, since the next tile would close the window. Every step
// waits for the page to change; a slow machine only makes it slower.
import type { Page } from 'playwright-core';
import { screenshot } from '../../src/browser.ts';

export interface ArmsProgress {
  /** Tiles played through the pages. */
  moves: number;
  /** Plays whose tile fitted several arms and was placed on a chosen one. */
  armChoices: number;
  /** Of those, the arm chosen by tapping its target / by arrow keys and Enter. */
  armTaps: number;
  armKeys: number;
  /** Every arm choice: the tile, the arm it was sent to, and how. */
  choices: { tile: string; end: string; by: 'tap' | 'keyboard' }[];
  /** Claim / steal buttons pressed. */
  claims: number;
  /** Of those, steals (another side's score taken). */
  steals: number;
}

/** How a tile that fits several arms is placed: arrow keys + Enter, a tap, or each in turn. */
export type ArmChoice = 'keyboard' | 'tap' | 'alternate';

/** What to do with a visible Claim / Steal button: press it or leave it. */
export type ClaimPolicy = (
  page: Page,
  steal: boolean,
  progress: ArmsProgress,
) => Promise<boolean> | boolean;

/** ARMS_TRACE=1: every step of the driver on stderr, to see where a hand stalls. */
const TRACE = process.env.ARMS_TRACE === '1';
const started = Date.now();
function trace(...parts: unknown[]): void {
  if (TRACE)
    process.stderr.write(
      `[arms ${((Date.now() - started) / 1000).toFixed(1)}s] ${parts.map(String).join(' ')}\n`,
    );
}

const snapshot = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify([
      Array.from(document.querySelectorAll('[data-tile]')).map((e) => e.getAttribute('data-tile')),
      document.querySelectorAll('[data-board-tile], svg[role="group"] svg.tile').length,
      document.querySelectorAll('[data-testid=claim], [data-testid=hand-end], [data-testid=reveal]')
        .length,
      document.querySelector('[data-testid=play-scores]')?.textContent ?? '',
    ]),
  );

async function changed(
  pages: readonly Page[],
  before: readonly string[],
  timeoutMs: number,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (const [i, page] of pages.entries()) if ((await snapshot(page)) !== before[i]) return;
    await pages[0]!.waitForTimeout(40);
  }
  // Leave a picture of every page where it stuck: the hang is then diagnosable from the artifacts.
  for (const [i, page] of pages.entries())
    await screenshot(page, `arms-stuck-${i}`).catch(() => undefined);
  throw new Error('nothing changed on any page');
}

/**
 * Taps a playable tile; if it fits several arms, picks one: by keyboard (focus sits on the first
 * target, one arrow press moves to another arm, Enter plays there) or by tapping the last target.
 */
async function playOne(page: Page, progress: ArmsProgress, how: ArmChoice): Promise<boolean> {
  const tile = page.locator('button[data-playable="true"]').first();
  if ((await tile.count()) === 0) return false;
  const name = (await tile.getAttribute('data-tile')) ?? '';
  try {
    await tile.click({ timeout: 3000 });
  } catch (error) {
    trace('tile click failed', name, String(error).slice(0, 400));
    return false; // the turn moved on under us
  }
  const targets = page.locator('button.arm-target');
  const shown = await page
    .waitForFunction(
      // The hand's own pressed tile: the language switch's pressed button is no tile, and waiting
      // on it cost every single-arm play the whole 10 s.
      () =>
        document.querySelector('button.arm-target') !== null ||
        document.querySelector('.hand button[aria-pressed="true"]') === null,
      undefined,
      { timeout: 10_000, polling: 40 },
    )
    .then(
      () => true,
      () => false,
    );
  if (shown && (await targets.count()) > 0) {
    const byKeys = how === 'keyboard' || (how === 'alternate' && progress.armChoices % 2 === 0);
    if (byKeys) {
      await page.keyboard.press('ArrowRight');
      // The arm the keys landed on: the focused target (Enter would do nothing anywhere else).
      const end = await page.evaluate(
        () => (document.activeElement as HTMLElement | null)?.dataset.end ?? null,
      );
      if (end === null)
        throw new Error(`tile ${name}: focus is not on an arm target after the arrow key`);
      await page.keyboard.press('Enter');
      progress.armKeys++;
      progress.choices.push({ tile: name, end, by: 'keyboard' });
    } else {
      const last = targets.last();
      const end = (await last.getAttribute('data-end')) ?? '';
      await last.click({ timeout: 3000 });
      progress.armTaps++;
      progress.choices.push({ tile: name, end, by: 'tap' });
    }
    progress.armChoices++;
  }
  progress.moves++;
  trace(
    'played',
    name,
    progress.choices.at(-1)?.tile === name ? `on ${progress.choices.at(-1)?.end}` : '',
  );
  return true;
}

/**
 * Plays until every page shows the hand-end panel (or the match end). `claim` decides about
 * each Claim / Steal button as it shows.
 */
export async function playArmsHand(
  pages: readonly Page[],
  claim: ClaimPolicy = () => true,
  onMove: (progress: ArmsProgress) => Promise<void> = async () => undefined,
  stepTimeoutMs = 30_000,
  armChoice: ArmChoice = 'keyboard',
): Promise<ArmsProgress> {
  const progress: ArmsProgress = {
    moves: 0,
    armChoices: 0,
    armTaps: 0,
    armKeys: 0,
    choices: [],
    claims: 0,
    steals: 0,
  };
  // When nobody on these pages can act and nothing changes (bots and the other side idle too),
  // the hand is stuck: fail with pictures instead of spinning until the test's timeout.
  let idleSince = Date.now();
  let idleSnapshot = '';
  for (let guard = 0; guard < 3000; guard++) {
    const ended = await Promise.all(
      pages.map((p) => p.locator('[data-testid=hand-end], [data-testid=match-end]').count()),
    );
    if (ended.every((n) => n > 0)) return progress;
    const before = await Promise.all(pages.map(snapshot));
    let acted = false;
    // Claims first: a tile played now would close the window.
    for (const page of pages) {
      const button = page.locator('[data-testid=claim]');
      if ((await button.count()) === 0) continue;
      // The window may close between the count and this read (a score left to lapse): then there
      // is no button to decide about, and waiting for one would stall the hand.
      const classes = await button.getAttribute('class', { timeout: 1000 }).catch(() => null);
      if (classes === null) continue;
      const steal = classes.includes('steal');
      if (await claim(page, steal, progress)) {
        await button.click({ timeout: 5000 }).then(
          () => {
            progress.claims++;
            if (steal) progress.steals++;
            acted = true;
            trace('claim pressed', steal ? '(steal)' : '(own)', 'on page', pages.indexOf(page));
          },
          (error: unknown) =>
            trace('claim click failed on page', pages.indexOf(page), String(error).slice(0, 600)),
        );
        break;
      }
    }
    const claimsShowing = (
      await Promise.all(pages.map((p) => p.locator('[data-testid=claim]').count()))
    ).some((n) => n > 0);
    if (!acted && !claimsShowing) {
      for (const page of pages) {
        if ((await page.locator('[data-testid=reveal]').count()) > 0) {
          await page.click('[data-testid=reveal]');
          acted = true;
          break;
        }
        if (await playOne(page, progress, armChoice)) {
          acted = true;
          break;
        }
      }
    }
    if (acted) {
      await changed(pages, before, stepTimeoutMs);
      await onMove(progress);
      idleSince = Date.now();
    } else {
      const now = JSON.stringify(before);
      if (now !== idleSnapshot) [idleSnapshot, idleSince] = [now, Date.now()];
      else if (Date.now() - idleSince > stepTimeoutMs) {
        for (const [i, page] of pages.entries())
          await screenshot(page, `arms-idle-${i}`).catch(() => undefined);
        throw new Error(
          `nobody could act for ${stepTimeoutMs} ms and nothing changed (artifacts/screenshots/arms-idle-*)`,
        );
      }
      await pages[0]!.waitForTimeout(40); // bots or the other side are moving
    }
  }
  throw new Error('the hand did not end within 3000 steps');
}

/** The points this hand shown for side `side` on this page. */
/**
 * From a hand's end, the next deal: "Next hand", or "Rematch" when that hand ended the match
 * (short hands can finish one), waiting for the result panel to go.
 */
export async function dealNextOrRematch(page: Page): Promise<void> {
  const over = (await page.locator('[data-testid=match-end]').count()) > 0;
  await page.click(over ? '[data-testid=rematch]' : '[data-testid=next-hand]');
  await page
    .locator(over ? '[data-testid=match-end]' : '[data-testid=hand-end]')
    .waitFor({ state: 'detached' });
}

export async function playPoints(page: Page, side: number): Promise<number> {
  const text = await page.locator(`[data-testid=play-points-${side}] strong`).textContent();
  return Number(text ?? 'NaN');
}

/** Turns the first-game hints off, so screenshots show the table itself. */
export async function noHints(page: Page): Promise<void> {
  const off = page.locator('[data-testid=hint-off]');
  if ((await off.count()) > 0) await off.first().click();
}
