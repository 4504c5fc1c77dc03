// Install and offline (issue 48 item 6): after one visit the service worker holds the whole
// build, so with the network off (context.setOffline) the site still opens and a game against
// bots is played to its end, and hot-seat deals; pages that need the server say so plainly. The
// manifest is valid and Chromium finds the site installable (no installability errors).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { CHROMIUM, DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { playWholeMatch } from './support/local-match.ts';
import { wantedOrOver } from './support/fresh-hand.ts';
import { serverAndBrowser } from './support/suite.ts';

const suite = serverAndBrowser();

/** Opens the home page and waits until the service worker controls it (precache done). */
async function visitOnce(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/`);
  await page.locator('[data-testid=vs-bots]').waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  return page;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: number[]): [number, number] {
  const at = (i: number) =>
    ((bytes[i] ?? 0) << 24) |
    ((bytes[i + 1] ?? 0) << 16) |
    ((bytes[i + 2] ?? 0) << 8) |
    (bytes[i + 3] ?? 0);
  return [at(16), at(20)];
}

test('the manifest is valid and Chromium finds the site installable', async () => {
  const { context, errors } = await newContext(suite.browser, { serviceWorkers: 'allow' });
  const page = await visitOnce(context);
  const href = await page.locator('link[rel=manifest]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(`${suite.server.url}${href}`);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: 'Boneyard',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.name).toMatch(/Boneyard/);
  const sizes = manifest.icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const file = await page.request.get(`${suite.server.url}${icon.src}`);
    expect(file.headers()['content-type'], icon.src).toBe(icon.type);
    const [w, h] = pngSize([...(await file.body()).subarray(0, 24)]);
    expect(`${w}x${h}`, icon.src).toBe(icon.sizes);
  }
  expect(errors).toEqual([]);
  await context.close();

  // What Chrome checks before it offers "Install app" / "Add to Home screen", in a profile on
  // disk: test contexts are incognito, where Chrome installs nothing.
  const profile = mkdtempSync(join(tmpdir(), 'wt-eve48b-profile-'));
  const persistent = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-component-update'],
  });
  try {
    const installable = persistent.pages()[0] ?? (await persistent.newPage());
    await installable.goto(`${suite.server.url}/`);
    await installable.locator('[data-testid=vs-bots]').waitFor();
    await installable.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const session = await persistent.newCDPSession(installable);
    const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
  } finally {
    await persistent.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline after one visit: the site opens, a bot game plays to its end, hot-seat deals', async () => {
  const { context, errors } = await newContext(suite.browser, {
    serviceWorkers: 'allow',
    viewport: PHONE,
  });
  const page = await visitOnce(context);
  await context.setOffline(true);
  await page.reload();
  await page.locator('[data-testid=vs-bots]').waitFor();
  // The online part of the home page says it needs the network; the rest works.
  await expect
    .poll(() => page.locator('[data-testid=offline-note]').textContent())
    .toMatch(/You are offline\. Online rooms need the network/);
  await screenshot(page, 'offline-home-en-phone');

  await page.locator('[data-preset="draw"]').check();
  await page.selectOption('[data-testid=players]', '2');
  await page.selectOption('[data-testid=target]', '50');
  await page.click('[data-testid=vs-bots]');
  await page.locator('[data-testid=boneyard]').waitFor();
  const progress = await playWholeMatch(page);
  expect(progress.handsSeen).toBeGreaterThanOrEqual(1);
  await expect
    .poll(() => page.locator('[data-testid=match-end] .you').textContent())
    .toMatch(/You (won|lost)/);
  await screenshot(page, 'offline-bots-match-end-phone');

  // Hot-seat from the home page, still offline: the curtain (or a hand over at its lead).
  await page.click('[data-testid=leave]');
  await page.locator('[data-testid=hotseat]').waitFor();
  await page.click('[data-testid=hotseat]');
  await wantedOrOver(page, '[data-testid=curtain]');
  expect(errors).toEqual([]);
  await context.close();
});

for (const [lang, viewport, size] of [
  ['en', DESKTOP, 'desktop'],
  ['ru', PHONE, 'phone'],
] as const) {
  test(`a room's page offline says it needs the network (${lang}, ${size})`, async () => {
    const { context } = await newContext(suite.browser, {
      serviceWorkers: 'allow',
      viewport,
      lang,
    });
    const page = await visitOnce(context);
    await context.setOffline(true);
    await page.goto(`${suite.server.url}/r/K7Q2AB`);
    const note = page.locator('[data-testid=offline-note]');
    await note.waitFor();
    expect(await note.textContent()).toMatch(
      lang === 'en'
        ? /You are offline: room K7Q2AB needs the network/
        : /Нет сети: комнате K7Q2AB нужна сеть/,
    );
    await screenshot(page, `offline-room-${lang}-${size}`);
    await context.setOffline(false);
    // Back online, the note goes.
    await note.waitFor({ state: 'detached' });
    await context.close();
  });
}
