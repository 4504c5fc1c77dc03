// axe-core in the page, for the accessibility tests. The script goes in as inline source, which
// the app's Content-Security-Policy forbids, so axe runs only in contexts made with
// `bypassCSP: true` (axeContext below); every other test keeps the policy (headers.test.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP } from '../../src/browser.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0/2.1, levels A and AA: what the audit ran. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Like src/browser.ts's newContext (bots at once, language set, errors kept), CSP bypassed. */
export async function axeContext(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; lang?: 'en' | 'ru' } = {},
): Promise<{ context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    reducedMotion: 'reduce',
    bypassCSP: true,
    serviceWorkers: 'block', // as in newContext: every request reaches the server
  });
  await context.addInitScript((lang) => {
    try {
      if (!localStorage.getItem('boneyard:lang')) localStorage.setItem('boneyard:lang', lang);
      localStorage.setItem('boneyard:bot-delay', '0');
    } catch {
      // about:blank has no storage; the real pages get it.
    }
  }, options.lang ?? 'en');
  const errors: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  context.on('weberror', (error) => errors.push(String(error.error())));
  return { context, errors };
}

/** Runs axe on the whole page and returns its violations, each with the elements it names. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[] }[];
      }[];
    };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
    }));
  }, TAGS);
}
