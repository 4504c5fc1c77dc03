// A person's side of "drawing is up to the player" (agreement cannotGo: draw-voluntary): play a
// raised tile when there is one; when nothing fits, tap Draw, and after a draw that still leaves
// nothing to play, Pass — so every hand uses both buttons whenever the seat gets stuck.
import type { Page } from 'playwright-core';
import { playIfMyTurn, visible } from '../../src/play.ts';

export interface DrawPassCount {
  draws: number;
  passes: number;
  drewLast: boolean;
}

export function newCount(): DrawPassCount {
  return { draws: 0, passes: 0, drewLast: false };
}

async function tap(page: Page, selector: string): Promise<boolean> {
  try {
    await page.locator(selector).click({ timeout: 2000 });
    return true;
  } catch {
    return false; // the button went while we looked (the page moved on): look again
  }
}

/** One action of this page's seat, if it has one now. Returns whether it tapped something. */
export async function drawPassStep(page: Page, count: DrawPassCount): Promise<boolean> {
  if (await visible(page, 'button[data-playable="true"]')) {
    const played = await playIfMyTurn(page);
    if (played) count.drewLast = false;
    return played;
  }
  const canPass = await visible(page, '[data-testid=pass]');
  if (canPass && (count.drewLast || !(await visible(page, '[data-testid=draw]')))) {
    if (!(await tap(page, '[data-testid=pass]'))) return false;
    count.passes += 1;
    count.drewLast = false;
    return true;
  }
  if (await visible(page, '[data-testid=draw]')) {
    if (!(await tap(page, '[data-testid=draw]'))) return false;
    count.draws += 1;
    count.drewLast = true;
    return true;
  }
  return false;
}

/** Plays until the hand (or the match) ends on this page. */
export async function playHandDrawingByChoice(
  page: Page,
  count: DrawPassCount,
  deadlineMs = 120_000,
): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (await visible(page, '[data-testid=hand-end], [data-testid=match-end]')) return;
    if (!(await drawPassStep(page, count))) await page.waitForTimeout(50);
  }
  throw new Error(
    `the hand did not end (draws ${count.draws}, passes ${count.passes}): the table froze`,
  );
}
