// A hand can be over before anyone at the device acts: in two-player Block the opener's tile is
// placed for them, and about one deal in 130 leaves neither hand a tile that fits it (measured
// with the engine: 152 of 20,000 deals). The table then shows the hand's end at once, which is
// right, but a test waiting for the curtain or a playable tile would wait forever. These helpers
// wait for what the test wants or a hand's end, and deal on past hands that ended that way.
import type { Page } from 'playwright-core';
import { dealNextOrRematch } from './arms-play.ts';

const OVER = '[data-testid=hand-end], [data-testid=match-end]';
const STEP = { timeout: 30_000, polling: 50 } as const;

/** Waits for `wanted` or a hand's end; says which came (`wanted` wins when both show). */
export async function wantedOrOver(page: Page, wanted: string): Promise<'wanted' | 'over'> {
  const found = await page.waitForFunction(
    ([w, over]) =>
      document.querySelector(w) ? 'wanted' : document.querySelector(over) ? 'over' : false,
    [wanted, OVER] as const,
    STEP,
  );
  return (await found.jsonValue()) as 'wanted' | 'over';
}

/**
 * Waits until `wanted` is visible in a hand still being played, pressing "Next hand" (or
 * "Rematch") after hands that ended before it showed. Returns how many hands were dealt on.
 */
export async function untilInPlay(page: Page, wanted: string, attempts = 8): Promise<number> {
  for (let dealtOn = 0; dealtOn < attempts; dealtOn++) {
    if ((await wantedOrOver(page, wanted)) === 'wanted') {
      await page.locator(wanted).first().waitFor();
      return dealtOn;
    }
    await dealNextOrRematch(page);
  }
  throw new Error(`${wanted} did not show in ${attempts} hands`);
}
