// Security headers and production serving, in Chromium against the real server and build:
// every page (home, lobby, online table, /verify, rules, bots, hot-seat, a missing room) loads
// under the Content-Security-Policy without one violation (console or `securitypolicyviolation`),
// no page can be framed, HTML is revalidated, hashed assets are cached a year and sent
// precompressed, and a repeat visit fetches no asset again.
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DESKTOP, launch, newContext } from '../src/browser.ts';
import { playIfMyTurn } from '../src/play.ts';
import { startRecordingServer, type RecordingServer } from '../src/recording-server.ts';
import { untilInPlay } from './support/fresh-hand.ts';

let server: RecordingServer;
let browser: Browser;
let context: BrowserContext;
let errors: string[];
/** Console lines about the policy, from any page of the context. */
const cspConsole: string[] = [];

beforeAll(async () => {
  server = await startRecordingServer();
  browser = await launch();
  const made = await newContext(browser, { viewport: DESKTOP });
  context = made.context;
  errors = made.errors;
  // Runs before any page script (injected over CDP, so the policy does not apply to it).
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    if (/content security policy|refused to/i.test(message.text())) cspConsole.push(message.text());
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Plays `count` moves on this page, waiting for its turns (bots move at once). */
async function playMoves(page: Page, count: number): Promise<void> {
  for (let moves = 0; moves < count;) {
    if (await playIfMyTurn(page)) moves += 1;
    else await page.waitForTimeout(50);
  }
}

/** The violations this page recorded since it loaded (read over CDP, not by page script). */
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** What every page answer must carry. */
function expectPageHeaders(response: Response | null, path: string): void {
  expect(response, path).not.toBeNull();
  const headers = response!.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, path).toMatch(/frame-ancestors 'none'/);
  expect(policy, path).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(policy, path).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['referrer-policy'], path).toBe('no-referrer');
  expect(headers['cache-control'], path).toBe('no-cache');
}

async function visit(page: Page, path: string, ready: string): Promise<void> {
  const response = await page.goto(`${server.url}${path}`);
  expectPageHeaders(response, path);
  await page.locator(ready).first().waitFor();
}

test('every page runs under the CSP without a violation', async () => {
  const page = await context.newPage();
  const checked: string[] = [];
  const check = async (what: string) => {
    expect(await violations(page), what).toEqual([]);
    checked.push(what);
  };

  await visit(page, '/', '[data-testid=name]');
  await check('home');
  for (const preset of ['draw', 'block', 'kozel', 'kozyol']) {
    await visit(page, `/rules/${preset}`, '[data-testid=rules-doc] h2, [data-testid=rules-doc] h3');
    await check(`rules/${preset}`);
  }
  await visit(page, '/verify', 'main');
  await check('verify');
  await visit(page, '/r/ZZZZ2345', 'main');
  await page.waitForLoadState('networkidle');
  await check('missing room');

  // Online: a room with three server bots — lobby, then the table, a few moves in.
  await visit(page, '/', '[data-testid=name]');
  await page.locator('[data-preset="kozel"]').check();
  await page.fill('[data-testid=name]', 'Anna');
  await page.selectOption('[data-testid=bot-seats]', '3');
  await page.click('[data-testid=create]');
  await page.locator('[data-testid=room-code]').waitFor();
  await check('lobby');
  await page.click('[data-testid=start]');
  await page.locator('[data-testid=turn]').waitFor();
  await playMoves(page, 3);
  await check('online table');
  // A reload straight into /r/CODE (the SPA fallback answer) keeps the policy too.
  expectPageHeaders(await page.reload(), 'reload of /r/CODE');
  await page.locator('[data-testid=turn]').waitFor();
  await check('online table after reload');

  // On this device: against bots, and hot-seat behind its curtain.
  await visit(page, '/', '[data-testid=name]');
  await page.locator('[data-preset="draw"]').check();
  await page.click('[data-testid=vs-bots]');
  await page.locator('[data-testid=boneyard]').waitFor();
  await playMoves(page, 2);
  await check('bots table');
  await visit(page, '/', '[data-testid=name]');
  await page.locator('[data-preset="block"]').check();
  await page.selectOption('[data-testid=players]', '2');
  await page.click('[data-testid=hotseat]');
  await untilInPlay(page, '[data-testid=curtain]');
  await page.click('[data-testid=reveal]');
  await page.locator('[data-tile]').first().waitFor();
  await check('hot-seat table');

  expect(checked).toHaveLength(12);
  expect(cspConsole).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});

test('no page can be framed by another site', async () => {
  const page = await context.newPage();
  // A page of another origin (about:blank here) frames the home page: Chromium refuses to render it.
  await page.setContent(`<iframe id="frame" src="${server.url}/"></iframe>`);
  await expect
    .poll(() => cspConsole.some((line) => /frame-ancestors/.test(line)), { timeout: 30_000 })
    .toBe(true);
  const framed = page.frames().find((frame) => frame !== page.mainFrame());
  expect(await framed?.locator('[data-testid=name]').count()).toBe(0);
  cspConsole.length = 0; // that refusal was the point of this test
  await page.close();
});

test('hashed assets are cached a year and precompressed; a repeat visit fetches no asset', async () => {
  // A browser that never saw the site (its own context: an empty cache).
  const fresh = await newContext(browser, { viewport: DESKTOP });
  const first = server.served.length;
  const page = await fresh.context.newPage();
  await visit(page, '/', '[data-testid=name]');
  // Chunks the page loads after it shows (preloads) must be in the cache before the second tab
  // asks for them: one still on its way is fetched again.
  await page.waitForLoadState('networkidle');
  const assets = server.served.slice(first).filter((r) => r.path.startsWith('/_app/immutable/'));
  expect(assets.length).toBeGreaterThan(3);
  for (const asset of assets) {
    expect(asset.headers['cache-control'], asset.path).toBe('public, max-age=31536000, immutable');
    if (/\.(js|css)$/.test(asset.path))
      expect(asset.headers['content-encoding'], asset.path).toBe('br');
  }
  // A new tab in the same browser: the page is revalidated, the assets come from the cache.
  const repeat = server.served.length;
  const again = await fresh.context.newPage();
  await visit(again, '/', '[data-testid=name]');
  await again.locator('[data-preset="draw"]').check();
  const refetched = server.served
    .slice(repeat)
    .filter((r) => r.path.startsWith('/_app/') || r.path === '/favicon.svg');
  expect(refetched.filter((r) => r.status === 200).map((r) => r.path)).toEqual([]);
  const page304 = server.served.slice(repeat).find((r) => r.path === '/');
  expect(page304?.status).toBe(304);
  expect(fresh.errors).toEqual([]);
  await fresh.context.close();
});
