// Every preset's rules page, EN and RU, on a 320 px phone: the page is never wider than the
// screen. A worked example's table scrolls inside its own box (the Kozyol pages were 376–378 px
// wide at 360 px: the grid column grew to the table's width).
import { expect, test } from 'vitest';
import { PRESET_IDS } from '@boneyard/engine';
import { newContext, screenshot } from '../src/browser.ts';
import { staticAndBrowser } from './support/suite.ts';

const suite = staticAndBrowser();
const SMALL_PHONE = { width: 320, height: 568 } as const;

for (const lang of ['en', 'ru'] as const)
  test(`every rules page fits a 320 px phone (${lang})`, { timeout: 90_000 }, async () => {
    const { context, errors } = await newContext(suite.browser, { viewport: SMALL_PHONE, lang });
    const page = await context.newPage();
    const widths: Record<string, number> = {};
    for (const preset of PRESET_IDS) {
      await page.goto(`${suite.server.url}/rules/${preset}`);
      await page.locator('[data-testid=rules-doc] h2').first().waitFor();
      widths[preset] = await page.evaluate(() => document.documentElement.scrollWidth);
    }
    expect(widths).toEqual(Object.fromEntries(PRESET_IDS.map((p) => [p, SMALL_PHONE.width])));
    await page.goto(`${suite.server.url}/rules/kozyol`);
    await page.locator('[data-testid=rules-doc] table').first().scrollIntoViewIfNeeded();
    await screenshot(page, `rules-kozyol-table-320-${lang}`);
    expect(errors).toEqual([]);
    await context.close();
  });
