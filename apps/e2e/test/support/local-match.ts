// Driving a whole match on this device (bots or hot-seat) the way a person does: reveal the
// hand when the curtain asks, play a raised tile with the keyboard, press "Next hand" at the end
// of each hand, until the match-end panel appears. Every step waits for the page to change, so
// a slow machine only makes it slower, never wrong.
import type { Page } from 'playwright-core';

export interface MatchProgress {
  /** Hands that ended (each "Next hand" press, plus the last hand). */
  handsSeen: number;
  /** Moves this driver made (tiles played by the people at the device). */
  movesMade: number;
  /** Times the curtain was lifted (hot-seat only). */
  reveals: number;
  /** Hands that ended with no curtain lifted and no move by this driver (over at the opening). */
  untouchedHands: number;
}

/** Moves keyboard focus to a playable tile of the hand and plays it (choosing the focused end). */
async function playByKeyboard(page: Page): Promise<boolean> {
  const first = page.locator('[data-tile]').first();
  if ((await first.count()) === 0) return false;
  if ((await page.locator('button[data-playable="true"]').count()) === 0) return false;
  await first.focus();
  const count = await page.locator('[data-tile]').count();
  for (let i = 0; i <= count; i++) {
    const playable = await page.evaluate(() =>
      document.activeElement?.getAttribute('data-playable'),
    );
    if (playable === 'true') break;
    await page.keyboard.press('ArrowRight');
  }
  const tile = await page.evaluate(() => document.activeElement?.getAttribute('data-tile') ?? '');
  await page.keyboard.press('Enter');
  // A tile that fits both ends moves the focus to the first end: Enter again plays it there.
  if ((await afterTap(page, tile)) === 'ends') {
    await page.keyboard.press('Enter');
    await afterTap(page, tile, false);
  }
  return true;
}

/**
 * Waits until a tap on hand tile `tile` has shown its result: the tile left the hand (played; a
 * count would not do, as a draw can refill the hand before anyone looks), the end targets
 * appeared (it fits both ends), or the hand ended. Never guesses by time.
 */
export async function afterTap(
  page: Page,
  tile: string,
  endsMayShow = true,
): Promise<'ends' | 'played'> {
  const result = await page.waitForFunction(
    ([played, ends]) => {
      if (ends && document.querySelector('g.target, button.arm-target')) return 'ends';
      const gone = document.querySelector(`[data-tile="${played}"]`) === null;
      const over =
        document.querySelector('[data-testid=hand-end], [data-testid=match-end]') !== null;
      return gone || over ? 'played' : false;
    },
    [tile, endsMayShow] as const,
    { timeout: 30_000, polling: 50 },
  );
  return (await result.jsonValue()) as 'ends' | 'played';
}

type Screen = 'match-end' | 'hand-end' | 'curtain' | 'my-turn' | 'waiting';

async function screenOf(page: Page): Promise<Screen> {
  if ((await page.locator('[data-testid=match-end]').count()) > 0) return 'match-end';
  if ((await page.locator('[data-testid=next-hand]').count()) > 0) return 'hand-end';
  if ((await page.locator('[data-testid=reveal]').count()) > 0) return 'curtain';
  if ((await page.locator('button[data-playable="true"]').count()) > 0) return 'my-turn';
  return 'waiting';
}

/** A fingerprint of the table, to wait until an action of ours has changed something. */
function fingerprint(page: Page): Promise<string> {
  return page.evaluate(() => {
    const hand = Array.from(document.querySelectorAll('[data-tile]')).map((e) =>
      e.getAttribute('data-tile'),
    );
    const board = document.querySelectorAll('svg[role="group"] svg.tile').length;
    const heading = document.querySelector('[data-testid=hand-end] h2')?.textContent ?? '';
    const bar = document.querySelector('.hand-no')?.textContent ?? '';
    const curtain = document.querySelector('[data-testid=curtain] .pass')?.textContent ?? '';
    return JSON.stringify([hand, board, heading, bar, curtain]);
  });
}

async function waitForChange(page: Page, before: string, timeoutMs: number): Promise<void> {
  await page.waitForFunction(
    (b) => {
      const hand = Array.from(document.querySelectorAll('[data-tile]')).map((e) =>
        e.getAttribute('data-tile'),
      );
      const board = document.querySelectorAll('svg[role="group"] svg.tile').length;
      const heading = document.querySelector('[data-testid=hand-end] h2')?.textContent ?? '';
      const bar = document.querySelector('.hand-no')?.textContent ?? '';
      const curtain = document.querySelector('[data-testid=curtain] .pass')?.textContent ?? '';
      return JSON.stringify([hand, board, heading, bar, curtain]) !== b;
    },
    before,
    { timeout: timeoutMs, polling: 50 },
  );
}

/**
 * Plays until the match-end panel shows. `onHandEnd` runs at each hand end before "Next hand"
 * (e.g. to reload the page there). Throws when a step changes nothing within `stepTimeoutMs`.
 */
export async function playWholeMatch(
  page: Page,
  options: { onHandEnd?: (hand: number) => Promise<void>; stepTimeoutMs?: number } = {},
): Promise<MatchProgress> {
  const stepTimeout = options.stepTimeoutMs ?? 30_000;
  const progress: MatchProgress = { handsSeen: 0, movesMade: 0, reveals: 0, untouchedHands: 0 };
  // What this driver had done when the last hand ended, to tell hands nobody here touched.
  let doneAtLastEnd = 0;
  const handEnded = () => {
    progress.handsSeen++;
    const done = progress.reveals + progress.movesMade;
    if (done === doneAtLastEnd) progress.untouchedHands++;
    doneAtLastEnd = done;
  };
  for (let guard = 0; guard < 2000; guard++) {
    const screen = await screenOf(page);
    if (screen === 'match-end') {
      handEnded();
      return progress;
    }
    const before = await fingerprint(page);
    if (screen === 'hand-end') {
      handEnded();
      await options.onHandEnd?.(progress.handsSeen);
      await page.click('[data-testid=next-hand]');
    } else if (screen === 'curtain') {
      progress.reveals++;
      await page.click('[data-testid=reveal]');
    } else if (screen === 'my-turn') {
      if (await playByKeyboard(page)) progress.movesMade++;
    } else {
      // Bots are moving (or the page is between states): wait for the next screen.
      await page.waitForFunction(
        () =>
          document.querySelector(
            '[data-testid=match-end], [data-testid=next-hand], [data-testid=reveal], button[data-playable="true"]',
          ) !== null,
        undefined,
        { timeout: stepTimeout, polling: 50 },
      );
      continue;
    }
    await waitForChange(page, before, stepTimeout);
  }
  throw new Error('the match did not end within 2000 steps');
}
