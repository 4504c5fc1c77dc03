// /verify given what is not a record — not JSON, JSON of something else, a record whose fields
// are wrong — says so plainly, and on a phone the explanation wraps instead of widening the page
// (a parser's list of the game names once made a 360 px page 415 px wide).
import { expect, test } from 'vitest';
import { newContext, PHONE, screenshot } from '../src/browser.ts';
import { staticAndBrowser } from './support/suite.ts';

const suite = staticAndBrowser();

const INPUTS = [
  { name: 'not-json', text: 'this is not json', testid: null },
  { name: 'other-json', text: '{"hello": 1}', testid: 'verdict' },
  { name: 'wrong-fields', text: '{"format": "boneyard-match-v1", "hands": 3}', testid: 'verdict' },
] as const;

for (const lang of ['en', 'ru'] as const)
  test(
    `/verify explains what is wrong with a non-record, within a phone's width (${lang})`,
    { timeout: 60_000 },
    async () => {
      const { context, errors } = await newContext(suite.browser, { viewport: PHONE, lang });
      const page = await context.newPage();
      await page.goto(`${suite.server.url}/verify`);
      // The file picker's button is the page's, in the page's language (the browser's own
      // control says "Choose File" whatever the page's language): the native control is hidden.
      expect(await page.locator('[data-testid=choose-file]').textContent()).toBe(
        lang === 'ru' ? 'Выбрать файл…' : 'Choose a file…',
      );
      expect(await page.locator('input[type=file]').isVisible()).toBe(false);
      for (const input of INPUTS) {
        await page.locator('textarea').fill(input.text);
        await page.click('[data-testid=verify-run]');
        const alert = page.locator('[role=alert]').first();
        await alert.waitFor();
        expect((await alert.textContent())?.trim().length).toBeGreaterThan(10);
        if (input.testid)
          expect(await page.locator(`[data-testid=${input.testid}]`).count()).toBe(1);
        expect({
          input: input.name,
          width: await page.evaluate(() => document.documentElement.scrollWidth),
        }).toEqual({
          input: input.name,
          width: PHONE.width,
        });
      }
      await screenshot(page, `verify-bad-record-phone-${lang}`, true);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
