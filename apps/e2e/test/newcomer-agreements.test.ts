// Issue 47 item 13, the agreements editor in a browser (360×740 and 1280×800, English and
// Russian): a set shared by a short link that keeps its name; a changed set's card leads with
// its changes and folds the base game's card away; "If that cannot decide" reads "not agreed"
// rather than blank; a boneyard with drawing off says it has no effect; the claim window's help
// says why 10 s. Screenshots: artifacts/screenshots/newcomer-agreements-*.png.
import { presetRules, type Rules } from '@boneyard/engine';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { staticAndBrowser } from './support/suite.ts';

const suite = staticAndBrowser();
const sw = (path: string) => `[data-field="${path}"]`;

/** The compact link the page writes (the same encoding: preset, players, pairs, differences, name). */
function shortLink(rules: Rules, name: string): string {
  const base = presetRules(rules.preset, {
    players: rules.players,
    pairs: rules.teams === 'pairs',
  });
  if (!base.ok) throw new Error(base.message);
  const d = { tilesEach: rules.tilesEach, boneyard: rules.boneyard };
  const json = JSON.stringify({
    p: rules.preset,
    c: rules.players,
    t: rules.teams === 'pairs' ? 1 : 0,
    d,
    n: name,
  });
  return Buffer.from(json).toString('base64url');
}

for (const lang of ['en', 'ru'] as const)
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)
    test(`a shared set opens with its name and its changes first: ${size}, ${lang}`, async () => {
      const block = presetRules('block', { players: 4 });
      if (!block.ok) throw new Error(block.message);
      // Six tiles each and a boneyard nobody draws from (Block has no drawing).
      const rules: Rules = { ...block.value, tilesEach: 6, boneyard: true };
      const { context, errors } = await newContext(suite.browser, { viewport, lang });
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const page = await context.newPage();
      await page.goto(`${suite.server.url}/agreements?set=${shortLink(rules, 'Friday block')}`);
      await page.locator('[data-testid=set-name]').waitFor();
      expect(await page.locator('[data-testid=set-name]').inputValue()).toBe('Friday block');
      expect(await page.locator('[role=status]').first().textContent()).toContain('Friday block');

      // The card: the changes lead, the base game's own card folded under "The usual …".
      const card = page.locator('[data-rule-card]').first();
      await card.locator('[data-testid=changed-from]').waitFor();
      expect(await card.locator('[data-testid=rule-changes]').textContent()).toMatch(/6/);
      expect(
        await card
          .locator('[data-testid=usual-rules]')
          .evaluate((d) => (d as HTMLDetailsElement).open),
      ).toBe(false);

      // A boneyard nobody draws from: "no effect", in words.
      const boneyard = page.locator(`${sw('boneyard')}[data-inert]`);
      await boneyard.scrollIntoViewIfNeeded();
      expect(await boneyard.locator('.why-inert').textContent()).toMatch(
        lang === 'en' ? /Nobody draws in this game/ : /из базара не берут/,
      );

      // With no opening agreed the fallback reads "not agreed", never an empty box.
      const fallback = page.locator(`${sw('agreements.opening.fallback')} select`);
      expect(
        await fallback.evaluate(
          (s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent ?? '',
        ),
      ).toMatch(lang === 'en' ? /not agreed/ : /не оговорено/);

      // Sharing again writes a short link that keeps the name.
      await page.locator('[data-testid=share-set]').scrollIntoViewIfNeeded();
      await page.click('[data-testid=share-set]');
      const link = (await page.locator('[data-testid=set-link]').textContent()) ?? '';
      expect(link).toContain('?set=');
      expect(link.length).toBeLessThan(220);
      const reopened = await context.newPage();
      await reopened.goto(link);
      await reopened.locator('[data-testid=set-name]').waitFor();
      expect(await reopened.locator('[data-testid=set-name]').inputValue()).toBe('Friday block');

      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `newcomer-agreements-link-${size}-${lang}`);
      await boneyard.scrollIntoViewIfNeeded();
      await screenshot(page, `newcomer-agreements-boneyard-${size}-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });

test('the claim window’s help says why 10 seconds, in both languages', async () => {
  for (const lang of ['en', 'ru'] as const) {
    const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP, lang });
    const page = await context.newPage();
    const fives = presetRules('all-fives', { players: 2, muggins: 'strict' });
    if (!fives.ok) throw new Error(fives.message);
    expect(fives.value.muggins?.windowMs).toBe(10_000);
    const json = JSON.stringify({ p: 'all-fives', c: 2, t: 0, d: { muggins: { mode: 'strict' } } });
    await page.goto(
      `${suite.server.url}/agreements?set=${Buffer.from(json).toString('base64url')}`,
    );
    const row = page.locator(sw('muggins.windowMs'));
    await row.scrollIntoViewIfNeeded();
    expect(await row.locator('input').inputValue()).toBe('10000');
    expect(await row.locator('.help').textContent()).toMatch(
      lang === 'en' ? /\(10 s\) by default: time for a newcomer/ : /новичку хватает времени/,
    );
    await screenshot(page, `newcomer-agreements-window-desktop-${lang}`);
    expect(errors).toEqual([]);
    await context.close();
  }
});
