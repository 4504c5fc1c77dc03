// Playing by clicking, as a person would: tap a raised tile; if it fits both ends, tap an end.
import type { Page } from 'playwright-core';

/** Plays one tile if this page has a playable one now. Returns whether it clicked. */
export async function playIfMyTurn(page: Page): Promise<boolean> {
  const tile = page.locator('button[data-playable="true"]').first();
  if ((await tile.count()) === 0) return false;
  try {
    await tile.click({ timeout: 2000 });
    const target = page.locator('g.target').first();
    if ((await target.count()) > 0) await target.click({ timeout: 2000 });
    return true;
  } catch {
    // The turn moved on under us (a bot or another page was quicker): try again next round.
    return false;
  }
}

/** Clicks through the pages until `done` holds for the first page (or the deadline passes). */
export async function playUntil(
  pages: readonly Page[],
  done: () => Promise<boolean>,
  deadlineMs = 180_000,
): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (await done()) return;
    let clicked = false;
    for (const page of pages) clicked = (await playIfMyTurn(page)) || clicked;
    if (!clicked) await pages[0]?.waitForTimeout(50);
  }
  throw new Error('the game did not reach the expected point in time');
}

export async function visible(page: Page, selector: string): Promise<boolean> {
  return (await page.locator(selector).count()) > 0;
}
