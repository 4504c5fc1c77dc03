// Issue 9, Settings → Agreements: a set built in the editor with a contradiction is named on the
// spot (both switches marked, save and create disabled), fixed, used for an online room that
// bots fill, one hand played by clicking, and the room's record verified with verifyRecord. A
// saved set starts a bot game on this device; a shared link opens the same set. Screenshots at
// 1280×800 and 360×740 in English and Russian. (The ceremonies at a match's end:
// agreements-ceremony.test.ts.)
import { verifyRecord } from '@boneyard/protocol';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { playUntil, visible } from '../src/play.ts';
import { axeContext, axeViolations } from './support/axe.ts';
import { serverAndBrowser } from './support/suite.ts';

// A long pause after each hand keeps the hand-end screen (and the record) still for the checks.
const suite = serverAndBrowser({ handPauseMs: 120_000 });

const sw = (path: string) => `[data-field="${path}"]`;

/** On a phone the sections start folded: open the one holding the switch, as a person would. */
async function reveal(page: Page, path: string): Promise<void> {
  const section = page.locator(`details:has(${sw(path)})`);
  if (!(await section.evaluate((d) => (d as HTMLDetailsElement).open)))
    await section.locator('summary').click();
}

async function choose(page: Page, path: string, value: string): Promise<void> {
  await reveal(page, path);
  await page.locator(`${sw(path)} select`).selectOption(value);
}

async function type(page: Page, path: string, value: string): Promise<void> {
  await reveal(page, path);
  const input = page.locator(`${sw(path)} input`);
  await input.fill(value);
  await input.press('Tab');
}

/** Kozyol (table rules) for four, a redealt fish (no boneyard: a contradiction). */
async function buildContradiction(page: Page): Promise<void> {
  // The way in is the home page's link.
  await page.goto(`${suite.server.url}/`);
  await page.click('[data-testid=agreements-link]');
  await page.waitForURL(/\/agreements$/);
  await page.selectOption('[data-testid=start-preset]', 'kozyol-table');
  await page.selectOption('[data-testid=start-players]', '4');
  await page.click('[data-testid=start-from]');
  await choose(page, 'agreements.blockedRound', 'redeal');
}

test('a contradiction is named, fixed, and the set plays online with a verified record', async () => {
  const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP });
  const page = await context.newPage();
  await buildContradiction(page);

  // Named under both switches, listed in the summary, and nothing can be saved or played.
  await page.locator(`${sw('agreements.blockedRound')}[data-clash]`).waitFor();
  await page.locator(`${sw('boneyard')}[data-clash]`).waitFor();
  const listed = await page.locator('[data-testid=contradictions] li').allTextContents();
  expect(listed.join(' ')).toMatch(/blocked round can only be dealt again/);
  for (const button of ['save-set', 'share-set', 'create-room', 'play-bots', 'play-hotseat'])
    expect(await page.locator(`[data-testid=${button}]`).isDisabled(), button).toBe(true);
  // The switch's control is described by the contradiction (screen readers hear it).
  const describedBy = await page
    .locator(`${sw('boneyard')} input`)
    .getAttribute('aria-describedby');
  const spoken = await page.locator(`[id="${describedBy?.split(' ')[1]}"]`).textContent();
  expect(spoken).toMatch(/Contradiction/);
  await screenshot(page, 'agreements-contradiction-desktop');

  // Fix it, and make the set custom: round to 10, Kozyol's 13 and bald finish, the General.
  await choose(page, 'agreements.blockedRound', 'counts');
  await type(page, 'specials.minimumToOpen', '13');
  await page.locator(`${sw('specials.baldFinish')} input`).check();
  await choose(page, 'agreements.roundTo', '10');
  await page.locator(`${sw('agreements.ceremonies.general')} input`).check();
  await page.locator(`${sw('agreements.blockedRound')}:not([data-clash])`).waitFor();
  expect(await page.locator('[data-clash]').count()).toBe(0);
  expect(await page.locator('[data-testid=create-room]').isDisabled()).toBe(false);
  // An inert switch is greyed with its reason: a draw rule in a game without drawing.
  await page.locator(`${sw('agreements.lastTileDrawable')} input`).uncheck();
  await page.locator(`${sw('agreements.lastTileDrawable')}[data-inert]`).waitFor();
  expect(
    await page.locator(`${sw('agreements.lastTileDrawable')} .why-inert`).textContent(),
  ).toMatch(/Nobody draws/);
  await page.locator(`${sw('agreements.lastTileDrawable')} button`).click(); // reset
  await expect
    .poll(() => page.locator(`${sw('agreements.lastTileDrawable')}[data-inert]`).count())
    .toBe(0);
  const gameName = (await page.locator('[data-testid=game-name]').first().textContent())?.trim();
  expect(gameName).toBe('custom: based on Kozel with a boneyard');
  await screenshot(page, 'agreements-fixed-desktop');

  // Online, bots in the other seats: the lobby names the game and lists what changed.
  await page.fill('[data-testid=name]', 'Anna');
  await page.click('[data-testid=create-room]');
  await page.locator('[data-testid=room-code]').waitFor();
  const code = (await page.locator('[data-testid=room-code]').textContent())?.trim() ?? '';
  const lobbyGame = page.locator('[data-testid=lobby-game] [data-testid=game-name]');
  expect((await lobbyGame.textContent())?.trim()).toBe(gameName);
  const changes =
    (await page.locator('[data-testid=lobby-game] [data-testid=rule-changes]').textContent()) ?? '';
  expect(changes).toMatch(/Round scores to\s*10/);
  expect(changes).toMatch(/Minimum to start recording\s*13/);
  await screenshot(page, 'agreements-lobby-desktop');
  await page.locator('[data-testid=start]:not([disabled])').click();
  expect((await page.locator('[data-testid=table-game]').textContent())?.trim()).toBe(gameName);

  // One hand played by clicking (the bots play the rest), then the record checks out.
  await playUntil([page], () => visible(page, '[data-testid=hand-end], [data-testid=match-end]'));
  await screenshot(page, 'agreements-hand-end-desktop');
  const response = await fetch(`${suite.server.url}/api/rooms/${code}/record`);
  expect(response.status).toBe(200);
  const record = (await response.json()) as { rules: unknown; hands: unknown[] };
  expect(record.hands.length).toBeGreaterThanOrEqual(1);
  expect(record.rules).toMatchObject({
    preset: 'kozyol-table',
    specials: { minimumToOpen: 13, baldFinish: true },
    agreements: { blockedRound: 'counts', roundTo: 10, ceremonies: { general: true } },
  });
  const verdict = verifyRecord(record);
  expect(verdict).toMatchObject({ ok: true });
  expect(errors).toEqual([]);
  await context.close();
});

test('a saved set starts a bot game; a shared link opens the same set', async () => {
  const { context, errors } = await newContext(suite.browser, { viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/agreements`);
  await page.selectOption('[data-testid=start-preset]', 'semyorka');
  await page.selectOption('[data-testid=start-players]', '2');
  await page.click('[data-testid=start-from]');
  await type(page, 'target.score', '31');
  await page.fill('[data-testid=set-name]', 'Short sevens');
  await page.click('[data-testid=save-set]');
  await page.locator('[data-saved-set="Short sevens"]').waitFor();
  await page.click('[data-testid=share-set]');
  const link = (await page.locator('[data-testid=set-link]').textContent())?.trim() ?? '';
  // The compact link (issue 47): the preset, what differs, and the set's name.
  expect(link).toContain('/agreements?set=');
  await screenshot(page, 'agreements-saved-phone');

  // The link, opened fresh, holds the same set (checked by the engine's schema on the way in).
  const other = await context.newPage();
  await other.goto(link);
  await other.locator('text=Opened “Short sevens” from a link.').waitFor();
  expect(await other.locator(`${sw('target.score')} input`).inputValue()).toBe('31');
  // The rules page, given the set, lists what differs from the preset before the preset's text.
  const encoded = new URL(link).searchParams.get('set') ?? '';
  await other.goto(`${suite.server.url}/rules/semyorka?set=${encoded}`);
  const differ = other.locator('[data-testid=rules-differ] [data-field="target.score"]');
  await differ.waitFor();
  expect(await differ.textContent()).toMatch(/Target score\s*31\s*Semyorka: 101/);
  await screenshot(other, 'agreements-rules-page-phone');
  await other.goto(`${suite.server.url}/agreements?rules=not-a-set`);
  await other.locator('[data-testid=link-error]').waitFor();
  await other.close();

  // After a reload the set is still on the device; it starts a game against a bot.
  await page.reload();
  await page.locator('[data-saved-set="Short sevens"] [data-testid=play-saved]').click();
  await page.waitForURL(/\/play$/);
  expect((await page.locator('[data-testid=table-game]').textContent())?.trim()).toBe(
    'custom: based on Semyorka',
  );
  await playUntil([page], () => visible(page, '[data-testid=hand-end], [data-testid=match-end]'));
  await screenshot(page, 'agreements-bot-game-phone');

  // The same saved set, hot-seat: the table names it behind the pass-the-device curtain.
  await page.goto(`${suite.server.url}/agreements`);
  await page.locator('[data-saved-set="Short sevens"] button').first().click(); // open
  await page.click('[data-testid=play-hotseat]');
  await page.locator('[data-testid=curtain]').waitFor();
  expect((await page.locator('[data-testid=table-game]').textContent())?.trim()).toBe(
    'custom: based on Semyorka',
  );
  expect(errors).toEqual([]);
  await context.close();
});

test('the editor in Russian, on a phone and on a desktop', async () => {
  for (const [viewport, tag] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    const { context, errors } = await newContext(suite.browser, { viewport, lang: 'ru' });
    const page = await context.newPage();
    await buildContradiction(page);
    await page.locator(`${sw('boneyard')}[data-clash]`).waitFor();
    expect(await page.locator(`${sw('boneyard')} .why-clash`).textContent()).toMatch(/базар/);
    expect((await page.locator('[data-testid=game-name]').first().textContent())?.trim()).toBe(
      'свои правила на основе игры «Козёл с базаром»',
    );
    // Every section open, nothing is wider than the screen (a long choice wraps instead).
    const folded = page.locator('details:not([open]) > summary');
    while ((await folded.count()) > 0) await folded.first().click();
    const [scroll, client] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scroll, tag).toBeLessThanOrEqual(client);
    await page.locator(`${sw('boneyard')}`).scrollIntoViewIfNeeded();
    await screenshot(page, `agreements-ru-${tag}`);
    await screenshot(page, `agreements-ru-${tag}-full`, true);
    expect(errors).toEqual([]);
    await context.close();
  }
  // English on a phone too, for the record of how it looks.
  const { context } = await newContext(suite.browser, { viewport: PHONE });
  const page = await context.newPage();
  await buildContradiction(page);
  await screenshot(page, 'agreements-en-phone');
  await context.close();
});

test('no axe violation in the editor with a contradiction and an inert rule showing', async () => {
  for (const [viewport, lang] of [
    [DESKTOP, 'en'],
    [PHONE, 'ru'],
  ] as const) {
    const { context, errors } = await axeContext(suite.browser, { viewport, lang });
    const page = await context.newPage();
    await buildContradiction(page);
    await page.locator(`${sw('boneyard')}[data-clash]`).waitFor();
    const folded = page.locator('details:not([open]) > summary');
    while ((await folded.count()) > 0) await folded.first().click();
    expect(await axeViolations(page), `${lang}`).toEqual([]);
    await page.locator(sw('firstLead')).scrollIntoViewIfNeeded();
    await screenshot(page, `agreements-inert-${lang}`);
    expect(errors).toEqual([]);
    await context.close();
  }
});
