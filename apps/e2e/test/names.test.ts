// Issue 47 item 16: an empty name field played as "Player 1" and then saved "Player 1" as the
// player's name (the next visit's field said so); a name over 24 characters was cut without a
// word. Now only a typed name is remembered, and a full field says it is full.
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser();

test('a room made with no name plays as "Player 1" but remembers no name', async () => {
  const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/`);
  expect(await page.locator('[data-testid=name]').inputValue()).toBe('');
  await page.selectOption('[data-testid=bot-seats]', '3');
  await page.click('[data-testid=create]');
  await page.locator('[data-testid=room-code]').waitFor();
  await page.locator('[data-seat] >> text=Player 1').first().waitFor();
  expect(await page.evaluate(() => localStorage.getItem('boneyard:name'))).toBeNull();
  await page.goto(`${suite.server.url}/`);
  expect(await page.locator('[data-testid=name]').inputValue()).toBe('');
  expect(errors).toEqual([]);
  await context.close();
});

for (const [lang, viewport] of [
  ['en', DESKTOP],
  ['ru', PHONE],
] as const)
  test(`a name field says when it is full (${lang}, ${viewport.width})`, async () => {
    const { context, errors } = await newContext(suite.browser, { viewport, lang });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/`);
    const field = page.locator('[data-testid=name]');
    const note = page.locator('#name-limit-home');
    await field.pressSequentially('Alexandra Konstantinovna');
    expect(await field.inputValue()).toHaveLength(24);
    await expect
      .poll(() => note.textContent())
      .toMatch(lang === 'en' ? /24 characters at most/ : /Не больше 24 символов/);
    await field.press('End');
    await field.pressSequentially(' Rimskaya');
    expect(await field.inputValue()).toBe('Alexandra Konstantinovna');
    expect(await field.getAttribute('aria-describedby')).toBe('name-limit-home');
    await field.scrollIntoViewIfNeeded();
    await screenshot(page, `name-limit-${lang}-${viewport.width}`);
    // One character less: the note goes.
    await field.press('Backspace');
    await expect.poll(() => note.textContent()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
