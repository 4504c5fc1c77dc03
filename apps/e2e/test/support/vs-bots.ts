// A game against bots started from the home page, as a newcomer starts one: a preset, a number of
// players and a name, then "Play against bots"; resolves once the first tile is on the page.
import type { Page } from 'playwright-core';

export async function startVsBots(
  page: Page,
  url: string,
  preset: string,
  players: number,
  name: string,
): Promise<void> {
  await page.goto(`${url}/`);
  await page.locator(`[data-preset="${preset}"]`).check();
  await page.selectOption('[data-testid=players]', String(players));
  await page.fill('[data-testid=name]', name);
  await page.click('[data-testid=vs-bots]');
  await page.locator('[data-tile]').first().waitFor();
}
