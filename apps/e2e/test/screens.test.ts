// Every screen in English and Russian at desktop and phone size, saved for a person to look at,
// with no console errors: home, rules, verify, and a draw game against bots (boneyard and draws).
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, SCREENSHOTS } from '../src/browser.ts';
import { playIfMyTurn } from '../src/play.ts';
import { resolve } from 'node:path';
import { staticAndBrowser } from './support/suite.ts';

const suite = staticAndBrowser();

for (const lang of ['en', 'ru'] as const)
  test(`home, rules, verify and a draw game at desktop and phone size (${lang})`, async () => {
    for (const [viewport, size] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { context, errors } = await newContext(suite.browser, { viewport, lang });
      const page = await context.newPage();
      const shot = (name: string) =>
        page.screenshot({
          path: resolve(SCREENSHOTS, `${name}-${size}-${lang}.png`),
          fullPage: true,
        });

      await page.goto(`${suite.server.url}/`);
      await page.locator('[data-preset="draw"]').check();
      await expect.poll(() => page.locator('[data-rule-card="draw"] p').count()).toBeGreaterThan(0);
      await shot('home-full');

      await page.goto(`${suite.server.url}/rules/draw`);
      await page.locator('[data-testid=rules-doc] h2').first().waitFor();
      await shot('rules');

      await page.goto(`${suite.server.url}/verify`);
      await shot('verify-empty');

      await page.goto(`${suite.server.url}/`);
      await page.locator('[data-preset="draw"]').check();
      await page.selectOption('[data-testid=players]', '3');
      await page.click('[data-testid=vs-bots]');
      await page.locator('[data-testid=boneyard]').waitFor();
      await page.screenshot({ path: resolve(SCREENSHOTS, `table-draw-start-${size}-${lang}.png`) });
      const start = Number(
        (await page.locator('[data-testid=boneyard]').textContent())?.match(/\d+/)?.[0],
      );
      // 3 players get 5 each: at most 13 tiles are left to draw (a bot may already have drawn).
      // The draws before the person's first move (the bots' and the person's own, forced) can even
      // take all 13: about one deal in 900, measured with the engine, so 0 is a fair count.
      expect(start).toBeGreaterThanOrEqual(0);
      expect(start).toBeLessThanOrEqual(28 - 3 * 5);
      for (let i = 0; i < 8; i++) {
        await playIfMyTurn(page);
        await page.waitForTimeout(80);
      }
      await page.screenshot({ path: resolve(SCREENSHOTS, `table-draw-${size}-${lang}.png`) });
      expect(errors).toEqual([]);
      await context.close();
    }
  });
