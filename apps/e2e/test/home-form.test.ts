// The home form for every game, in English and Russian, at phone and desktop width: nothing wider
// than the screen (a long Muggins mode once made a 390 px phone page 447 px wide), the teams radios
// drawn at their own size (they once stretched to 44 px circles) and checked by what will be
// played (with 3 players, everyone for themselves, whatever was chosen for 4).
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { staticAndBrowser } from './support/suite.ts';

const suite = staticAndBrowser();

for (const lang of ['en', 'ru'] as const)
  test(
    `the home form fits the screen for every game and muggins mode (${lang})`,
    { timeout: 120_000 },
    async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { context, errors } = await newContext(suite.browser, { viewport, lang });
        const page = await context.newPage();
        await page.goto(`${suite.server.url}/`);
        await page.locator('[data-preset]').first().waitFor();
        const presets = await page
          .locator('[data-preset]')
          .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('data-preset')!));
        expect(presets.length).toBeGreaterThanOrEqual(9);
        const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
        for (const preset of presets) {
          await page.locator(`[data-preset="${preset}"]`).check();
          await expect
            .poll(() => page.locator(`[data-rule-card="${preset}"]`).count())
            .toBeGreaterThan(0);
          const muggins = page.locator('[data-testid=muggins]');
          const modes =
            (await muggins.count()) === 0
              ? [null]
              : await muggins
                  .locator('option')
                  .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
          for (const mode of modes) {
            if (mode !== null) await muggins.selectOption(mode);
            expect({ preset, mode, width: await pageWidth() }).toEqual({
              preset,
              mode,
              width: viewport.width,
            });
          }
        }
        if (viewport === PHONE) await screenshot(page, `home-form-muggins-phone-${lang}`, true);
        expect(errors).toEqual([]);
        await context.close();
      }
    },
  );

test(
  'the teams choice: radios at their own size, checked by what will be played',
  { timeout: 60_000 },
  async () => {
    const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP, lang: 'en' });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/`);
    await page.locator('[data-preset="all-fives"]').check();
    const radios = page.locator('fieldset.teams input[type=radio]');
    await expect.poll(() => radios.count()).toBe(2);
    const [pairs, everyone] = [radios.nth(0), radios.nth(1)];
    for (const radio of [pairs, everyone]) {
      const box = (await radio.boundingBox())!;
      expect(box.width).toBeLessThan(24);
      expect(box.height).toBeLessThan(24);
    }
    const checked = async () => [await pairs.isChecked(), await everyone.isChecked()];
    expect(await checked()).toEqual([true, false]);
    await page.selectOption('[data-testid=players]', '3');
    expect(await checked()).toEqual([false, true]);
    expect(await pairs.isDisabled()).toBe(true);
    await page.selectOption('[data-testid=players]', '4');
    expect(await checked()).toEqual([true, false]);
    await everyone.check();
    await page.selectOption('[data-testid=players]', '2');
    await page.selectOption('[data-testid=players]', '4');
    // The choice made for 4 players is kept.
    expect(await checked()).toEqual([false, true]);
    expect(errors).toEqual([]);
    await context.close();
  },
);

test(
  'a malformed room code is explained beside the join field, not under Create; a good one opens the room',
  { timeout: 60_000 },
  async () => {
    const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP, lang: 'en' });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/`);
    await page.fill('[data-testid=join-code]', 'ab!');
    await page.click('[data-testid=join]');
    const error = page.locator('form.join [data-testid=join-error]');
    await error.waitFor();
    expect(await error.textContent()).toContain('4–8 letters and digits');
    expect(
      await page.locator('form.join [data-testid=join-code]').getAttribute('aria-invalid'),
    ).toBe('true');
    // The create column shows nothing: the message belongs to the form that was sent.
    expect(await page.locator('form.create [role=alert]').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    await screenshot(page, 'home-join-error-desktop');
    expect(errors).toEqual([]);
    // Typed as people type codes read aloud: lower case, a space and a dash.
    await page.fill('[data-testid=join-code]', 'ab cd-23');
    await page.click('[data-testid=join]');
    // (This file serves the pages without a game server: the room page's socket may fail there.)
    await page.waitForURL((url) => url.pathname === '/r/ABCD23');
    await context.close();
  },
);

test(
  'the whole share link pasted into the join field opens its room (EN desktop, RU phone)',
  { timeout: 60_000 },
  async () => {
    for (const [lang, viewport] of [
      ['en', DESKTOP],
      ['ru', PHONE],
    ] as const) {
      const { context, errors } = await newContext(suite.browser, { viewport, lang });
      const page = await context.newPage();
      await page.goto(`${suite.server.url}/`);
      const field = page.locator('[data-testid=join-code]');
      // As the lobby's "copy link" gives it, with a stray newline from the chat it came through.
      await field.fill(`${suite.server.url}/r/k7q2ab\n`);
      // The field shows the code the link carries.
      await expect.poll(() => field.inputValue()).toBe('K7Q2AB');
      await screenshot(page, `home-join-link-${lang}-${viewport.width}`);
      expect(errors).toEqual([]);
      await page.click('[data-testid=join]');
      // (Served without a game server: the room page's socket may fail there.)
      await page.waitForURL((url) => url.pathname === '/r/K7Q2AB');
      expect(await page.locator('form.join [data-testid=join-error]').count()).toBe(0);
      await context.close();
    }
  },
);
