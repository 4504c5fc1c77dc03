// Issue 47 item 8: the home picker names every game differently with one line of what sets it
// apart (EN and RU, desktop and phone), no card speaks of the project's seeds, and the agreements
// editor opens on the plain Draw game (it opened on Kozel with a boneyard).
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { staticAndBrowser } from './support/suite.ts';

const suite = staticAndBrowser();

for (const lang of ['en', 'ru'] as const)
  test(`each game in the picker has its own name and line; the editor opens on Draw (${lang})`, async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, errors } = await newContext(suite.browser, { viewport, lang });
      const page = await context.newPage();
      await page.goto(`${suite.server.url}/`);
      await page.locator('[data-preset]').first().waitFor();
      const cards = page.locator('.games [data-rule-card]');
      const names = await cards.locator('h3').allTextContents();
      const tags = await cards.locator('.tag').allTextContents();
      expect(names.length).toBe(11);
      expect(new Set(names.map((n) => n.trim().toLowerCase().replace(/ё/g, 'е'))).size).toBe(11);
      expect(tags.length).toBe(11);
      expect(new Set(tags).size).toBe(11);
      // The radio carries the line as its description (screen readers hear it).
      const describedBy = await page
        .locator('[data-preset=kozyol-table]')
        .getAttribute('aria-describedby');
      expect((await page.locator(`[id="${describedBy}"]`).textContent())?.length).toBeGreaterThan(
        10,
      );
      await page.click('[data-preset=kozyol-table]');
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).not.toMatch(/seed 0\d\d/i);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, `game-names-home-${lang}-${viewport.width}`);

      await page.goto(`${suite.server.url}/agreements`);
      await page.locator('[data-testid=start-preset]').waitFor();
      expect(await page.locator('[data-testid=start-preset]').inputValue()).toBe('draw');
      const gameName = (
        await page.locator('[data-testid=game-name]').first().textContent()
      )?.trim();
      expect(gameName).toBe(lang === 'en' ? 'Draw game' : 'Домино с базаром');
      await screenshot(page, `game-names-agreements-${lang}-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
