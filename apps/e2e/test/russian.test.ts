// Scenario 5: the Russian UI renders every screen with no untranslated keys or placeholders, and
// no page logs a console error.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { playIfMyTurn, playUntil } from '../src/play.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser();

// A catalogue key looks like "table.yourTurn"; a missed placeholder like "{name}".
const KEY =
  /\b(app|preset|card|rules|home|level|lobby|side|conn|table|end|log|score|note|handEnd|match|hotseat|verify|tile|num|error)\.[a-zA-Z][\w.-]*/;
const PLACEHOLDER = /\{\w+\}/;

async function assertTranslated(page: Page, screen: string): Promise<void> {
  const text = await page.evaluate(() => {
    const labels = Array.from(document.querySelectorAll('[aria-label],[title],[placeholder]')).map(
      (e) =>
        `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('title') ?? ''} ${e.getAttribute('placeholder') ?? ''}`,
    );
    return `${document.body.innerText}\n${labels.join('\n')}`;
  });
  expect(text, `${screen}: untranslated key`).not.toMatch(KEY);
  expect(text, `${screen}: unfilled placeholder`).not.toMatch(PLACEHOLDER);
  expect(text, `${screen}: no Russian text`).toMatch(/[а-яё]{4}/i);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
}

test('every screen in Russian, with no untranslated keys and no console errors', async () => {
  for (const [viewport, size] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    const { context, errors } = await newContext(suite.browser, { viewport, lang: 'ru' });
    const page = await context.newPage();

    await page.goto(`${suite.server.url}/`);
    await page.locator('[data-testid=create]').waitFor();
    await assertTranslated(page, 'home');
    await screenshot(page, `home-ru-${size}`);

    await page.goto(`${suite.server.url}/rules/kozel`);
    await page.locator('[data-testid=rules-doc] h2, [data-testid=rules-doc] h3').first().waitFor();
    await assertTranslated(page, 'rules');
    // The full rules text itself is the Russian page, not the English one.
    expect(await page.locator('[data-testid=rules-doc]').innerText()).toMatch(/Козёл|козл/);
    await screenshot(page, `rules-ru-${size}`);

    await page.goto(`${suite.server.url}/r/ZZZZ2345`);
    await page.locator('[data-testid=room-problem]').waitFor();
    await assertTranslated(page, 'bad code');
    await screenshot(page, `room-missing-ru-${size}`);

    await page.goto(`${suite.server.url}/`);
    await page.click('[data-testid=vs-bots]');
    await page.locator('[data-testid=turn]').waitFor();
    for (let i = 0; i < 6; i++) {
      await playIfMyTurn(page);
      await page.waitForTimeout(100);
    }
    await assertTranslated(page, 'table');
    await screenshot(page, `table-ru-${size}`);

    await page.goto(`${suite.server.url}/`);
    await page.fill('[data-testid=name]', 'Аня');
    await page.selectOption('[data-testid=bot-seats]', '1');
    await page.click('[data-testid=create]');
    await page.locator('[data-testid=room-code]').waitFor();
    await assertTranslated(page, 'lobby');
    await screenshot(page, `lobby-ru-${size}`);

    await page.goto(`${suite.server.url}/verify`);
    await page.fill('[data-testid=record-input]', '{"format":"nope"}');
    await page.click('[data-testid=verify-run]');
    await page.locator('[data-testid=verdict]').waitFor();
    await assertTranslated(page, 'verify');

    expect(errors, `console errors at ${size}`).toEqual([]);
    await context.close();
  }
});

test('switching to Russian mid-hand re-renders the whole log, default names included', async () => {
  // On a phone the switch is in the table's bar.
  const { context, errors } = await newContext(suite.browser, { viewport: PHONE, lang: 'en' });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/`);
  await page.evaluate(() => localStorage.setItem('boneyard:hints', '{"off":true,"seen":[]}'));
  await page.locator('[data-preset="draw"]').check();
  await page.selectOption('[data-testid=players]', '3');
  // No name typed: the player is "Player 1", the others "Bot 2" and "Bot 3".
  await page.click('[data-testid=vs-bots]');
  const log = page.locator('[data-testid=hand-log]');
  const live = page.locator('[data-testid=live], [data-testid=live-assertive]');
  const liveText = async () => (await live.allTextContents()).join(' ');
  // Play on until the bots' moves were announced (lines already there at the start are not).
  await playUntil([page], async () => /Bot \d/.test(await liveText()));

  await page.click('[data-testid=bar-lang]');
  await page.waitForFunction(() => document.documentElement.lang === 'ru');
  const lines = await log.innerText();
  expect(lines).toMatch(/Бот \d/);
  // Every line, the old ones too: no English word, no English default name.
  expect(lines).not.toMatch(/[a-z]{3}/i);
  expect((await page.locator('section.seat').allInnerTexts()).join(' ')).not.toMatch(/Bot|Player/);
  // The live region holds nothing in the old language; what it says from now on is Russian.
  expect(await liveText()).not.toMatch(/[a-z]{3}/i);
  await playUntil([page], async () => {
    if ((await liveText()).trim() !== '') return true;
    // The hand may have ended just before the switch: the next one brings new lines.
    const next = page.locator('[data-testid=next-hand]');
    if ((await next.count()) > 0) await next.click();
    return false;
  });
  expect(await liveText()).not.toMatch(/[a-z]{3}/i);
  await screenshot(page, 'table-log-switched-ru-phone');
  expect(errors).toEqual([]);
  await context.close();
});
