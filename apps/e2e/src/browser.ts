// Debian's Chromium driven by playwright-core (no browser download), with the flags that work
// on this machine (TOOLCHAIN.md).
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const here = dirname(fileURLToPath(import.meta.url));
export const REPO = resolve(here, '../../..');
export const WEB_BUILD = resolve(REPO, 'apps/web/build');
export const SCREENSHOTS = resolve(REPO, 'artifacts/screenshots');

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 360, height: 740 } as const;

/** A context with the bot delay at 0 and the language set, collecting console errors. */
export async function newContext(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    lang?: 'en' | 'ru';
    botDelay?: number;
    /** A touch screen as the main pointer (`pointer: coarse`), as on a phone. */
    touch?: boolean;
    /**
     * The site's service worker (issue 48: install and offline). Blocked unless a test asks for
     * it, so that every other test sees each request the page makes (none answered from its
     * cache) and the first visit's bytes are the page's own, not its background precache.
     */
    serviceWorkers?: 'allow' | 'block';
    /** `prefers-reduced-motion` (reduced unless a test looks at motion). */
    reducedMotion?: 'reduce' | 'no-preference';
  } = {},
): Promise<{ context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    reducedMotion: options.reducedMotion ?? 'reduce',
    hasTouch: options.touch ?? false,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const lang = options.lang ?? 'en';
  const delay = options.botDelay ?? 0;
  await context.addInitScript(
    ([l, d]) => {
      try {
        if (!localStorage.getItem('boneyard:lang'))
          localStorage.setItem('boneyard:lang', String(l));
        localStorage.setItem('boneyard:bot-delay', String(d));
      } catch {
        // about:blank has no storage; the real pages get it.
      }
    },
    [lang, delay] as const,
  );
  const errors: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  context.on('weberror', (error) => errors.push(String(error.error())));
  return { context, errors };
}

export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`), fullPage });
}
