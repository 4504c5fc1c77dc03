// Addresses that lead nowhere — a mistyped page, a game that does not exist, /play with no game
// saved on this device — each say so in the reader's language and offer the way on, without an
// error in the console (SvelteKit's default hook logs every 404).
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { staticAndBrowser } from './support/suite.ts';

const suite = staticAndBrowser();

const TEXT = {
  en: {
    notFound: 'Page not found',
    unknown: 'No such game',
    none: 'No game is saved on this device',
  },
  ru: {
    notFound: 'Страница не найдена',
    unknown: 'Такой игры нет',
    none: 'На этом устройстве нет сохранённой игры',
  },
} as const;

for (const lang of ['en', 'ru'] as const)
  test(
    `a page that does not exist, an unknown game's rules, /play with no game (${lang})`,
    { timeout: 90_000 },
    async () => {
      const { context, errors } = await newContext(suite.browser, {
        viewport: lang === 'en' ? DESKTOP : PHONE,
        lang,
      });
      const page = await context.newPage();

      await page.goto(`${suite.server.url}/no/such/page`);
      const error = page.locator('[data-testid=error-page]');
      await error.waitFor();
      expect(await error.locator('h1').textContent()).toBe(TEXT[lang].notFound);
      await screenshot(page, `not-found-${lang}`);
      await error.locator('a').click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.locator('[data-preset]').first().waitFor();

      await page.goto(`${suite.server.url}/rules/domino-poker`);
      const unknown = page.locator('[data-testid=rules-unknown]');
      await unknown.waitFor();
      expect(await unknown.locator('h1').textContent()).toBe(TEXT[lang].unknown);
      expect(await unknown.textContent()).toContain('domino-poker');
      await screenshot(page, `rules-unknown-${lang}`);
      const links = unknown.locator('li a');
      expect(await links.count()).toBeGreaterThanOrEqual(9);
      // Every game listed opens its rules.
      await links.first().click();
      await page.locator('[data-testid=rules-doc]').waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/rules\/[a-z-]+$/);

      await page.goto(`${suite.server.url}/play`);
      const none = page.locator('[data-testid=no-local-game]');
      await none.waitFor();
      expect(await none.textContent()).toContain(TEXT[lang].none);
      await screenshot(page, `play-no-game-${lang}`);

      expect(errors).toEqual([]);
      await context.close();
    },
  );
