// Issue 12 in a real browser: focus lands where the next action is after each screen change
// (lobby, sitting, starting, the hot-seat curtain), and focus rings stand out from what is around
// them.
import { expect, test } from 'vitest';
import { DESKTOP, newContext } from '../src/browser.ts';
import { serverAndBrowser } from './support/suite.ts';
import { focused } from './support/focus.ts';

const suite = serverAndBrowser({ botDelayMs: 0, handPauseMs: 60_000 });

test('focus after each screen change: lobby, sitting, starting, the hot-seat curtain', async () => {
  const host = await newContext(suite.browser, { viewport: DESKTOP });
  const page = await host.context.newPage();
  await page.goto(`${suite.server.url}/`);
  await page.locator('[data-preset="kozel"]').check();
  await page.fill('[data-testid=name]', 'Anna');
  await page.selectOption('[data-testid=bot-seats]', '2');
  await page.click('[data-testid=create]');
  await page.locator('[data-testid=room-code]').waitFor();
  const code = ((await page.locator('[data-testid=room-code]').textContent()) ?? '').trim();
  // A seat is still free, so "Start" is disabled: the next action is sharing the link.
  await expect.poll(() => focused(page)).toBe('button copy-link');

  // A guest arrives with no name: focus in the name field; after sitting, on the waiting status.
  const guest = await newContext(suite.browser, { viewport: DESKTOP });
  const boris = await guest.context.newPage();
  await boris.goto(`${suite.server.url}/r/${code}`);
  await boris.locator('[data-testid=seat-name]').waitFor();
  await expect.poll(() => focused(boris)).toBe('input seat-name');
  await boris.keyboard.type('Boris');
  await boris.locator('[data-testid=take-seat]').first().click();
  await boris.locator('[data-seat] >> text=Boris').waitFor();
  await expect.poll(() => focused(boris)).toBe('p');

  // The host starts with the keyboard: focus goes on to the table, never left on the body.
  await expect.poll(() => page.locator('[data-testid=start]').isEnabled()).toBe(true);
  await page.locator('[data-testid=start]').focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-testid=turn]').waitFor();
  await expect.poll(() => focused(page)).toMatch(/^(tile .* playable=true|div turn)$/);
  await expect.poll(() => focused(boris)).toMatch(/^(tile .* playable=true|div turn)$/);
  await guest.context.close();
  await host.context.close();

  // Hot-seat: the curtain's button has the focus; after it, the hand.
  const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP });
  const local = await context.newPage();
  await local.goto(`${suite.server.url}/`);
  await local.locator('[data-preset="draw"]').check();
  await local.selectOption('[data-testid=players]', '2');
  await local.click('[data-testid=hotseat]');
  await local.locator('[data-testid=reveal]').waitFor();
  await expect.poll(() => focused(local)).toBe('button reveal');
  await local.keyboard.press('Enter');
  await local.locator('.hand button').first().waitFor();
  await expect.poll(() => focused(local)).toMatch(/^tile .* playable=true$/);
  // Playing hands the device over: the curtain comes back with its button focused. A tile that
  // fits both ends first asks which end, with the focus on the first end: wait until either the
  // curtain or that question is on screen, then answer it. (The Draw game, so the other person
  // always has a move: in Block they might knock and the turn come straight back, no curtain.)
  await local.keyboard.press('Enter');
  const reveal = local.locator('[data-testid=reveal]');
  await expect
    .poll(async () => (await reveal.isVisible()) || (await focused(local)).startsWith('g '), {
      timeout: 30_000,
    })
    .toBe(true);
  if (!(await reveal.isVisible())) await local.keyboard.press('Enter');
  await reveal.waitFor();
  await expect.poll(() => focused(local)).toBe('button reveal');
  expect(errors).toEqual([]);
  await context.close();
});

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const lum = (colour: string) => {
    const [r, g, bl] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

test('focus rings reach 3:1 against what is around them: paper, cream page, felt', async () => {
  const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP });
  const page = await context.newPage();
  // The ring's colour and style, and the first solid background around the element (an outline
  // is drawn outside the element, on its surroundings).
  const ring = async (selector: string) => {
    // Reached by the keyboard (Tab away and back), so :focus-visible draws the ring. The ring is
    // read in the same step that checks the focus, so nothing can move the focus in between.
    const target = page.locator(selector).first();
    type Reading = { outline: string; style: string; surface: string };
    let reading: Reading | null = null;
    await expect
      .poll(async () => {
        await target.focus();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Shift+Tab');
        reading = await target.evaluate((el): Reading | null => {
          if (el !== document.activeElement || !el.matches(':focus-visible')) return null;
          let surface = '';
          for (let around = el.parentElement; around && !surface; around = around.parentElement) {
            const colour = getComputedStyle(around).backgroundColor;
            const alpha = colour.startsWith('rgba')
              ? Number(colour.split(',')[3]?.replace(')', ''))
              : 1;
            if (alpha === 1) surface = colour;
          }
          return {
            outline: getComputedStyle(el).outlineColor,
            style: getComputedStyle(el).outlineStyle,
            surface: surface || getComputedStyle(document.documentElement).backgroundColor,
          };
        });
        return reading !== null;
      })
      .toBe(true);
    return reading as unknown as Reading;
  };

  await page.goto(`${suite.server.url}/`);
  await page.locator('[data-testid=create]').waitFor();
  await page.keyboard.press('Tab'); // keyboard modality, so :focus-visible applies
  const onPaper = await ring('[data-testid=create]');
  expect(onPaper.style).toBe('solid');
  expect(contrast(onPaper.outline, onPaper.surface)).toBeGreaterThanOrEqual(3);
  const onCream = await ring('main a');
  expect(contrast(onCream.outline, onCream.surface)).toBeGreaterThanOrEqual(3);

  await page.click('[data-testid=vs-bots]');
  await page.locator('.hand button[data-playable="true"]').first().waitFor();
  await page.keyboard.press('ArrowRight');
  const onFelt = await ring('.hand button[tabindex="0"]');
  expect(onFelt.style).toBe('solid');
  // The felt is a gradient: its base colour comes from the theme.
  const felt = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.color = getComputedStyle(document.documentElement).getPropertyValue('--felt');
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  });
  expect(contrast(onFelt.outline, felt)).toBeGreaterThanOrEqual(3);

  // A paper panel on the felt: the leave confirmation.
  await page.click('[data-testid=leave]');
  await page.locator('[data-testid=leave-stay]').waitFor();
  // The safe answer has the focus when the question opens.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
    'leave-stay',
  );
  const onPanel = await ring('[data-testid=leave-yes]');
  expect(onPanel.style).toBe('solid');
  expect(contrast(onPanel.outline, onPanel.surface)).toBeGreaterThanOrEqual(3);
  // "Stay" by the keyboard closes the question and gives focus back to "Leave".
  await page.locator('[data-testid=leave-stay]').focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-testid=leave-confirm]').waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
    'leave',
  );
  expect(errors).toEqual([]);
  await context.close();
});
