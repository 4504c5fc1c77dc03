// The table's top bar on a phone: one 44 px row. Every control in it must sit on screen and
// beside, never over, its neighbour (issue 47 item 11: the Russian "печать" chip once ran under
// the record button when an online room's bar was full).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

interface Box {
  readonly id: string;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** The bar's visible controls, left to right: the connection chip and every button. */
async function barControls(page: Page): Promise<{ width: number; boxes: Box[] }> {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-testid=table-bar]');
    const boxes = Array.from(bar?.querySelectorAll('button, .conn') ?? [])
      .map((e) => {
        const r = e.getBoundingClientRect();
        const id = e.getAttribute('data-testid') ?? e.className.split(' ')[0] ?? '?';
        return { id, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      })
      .filter((box) => box.right - box.left > 0 && box.bottom - box.top > 0)
      .sort((a, b) => a.left - b.left);
    return { width: window.innerWidth, boxes };
  });
}

/** Fails naming the first two controls that overlap, or one that leaves the screen. */
export async function expectBarFits(page: Page, label: string): Promise<void> {
  const { width, boxes } = await barControls(page);
  expect(boxes.length, `bar controls (${label})`).toBeGreaterThan(1);
  for (const box of boxes)
    expect(box.left >= 0 && box.right <= width + 0.5, `${box.id} on screen (${label})`).toBe(true);
  for (let i = 1; i < boxes.length; i++) {
    const [before, after] = [boxes[i - 1]!, boxes[i]!];
    expect(
      after.left - before.right,
      `${before.id} and ${after.id} do not overlap (${label})`,
    ).toBeGreaterThanOrEqual(-0.5);
  }
}
