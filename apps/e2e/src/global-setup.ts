// Builds apps/web when its production build is missing or older than any source it is made from.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO, WEB_BUILD } from './browser.ts';

const SOURCES = [
  'apps/web/src',
  'apps/web/static',
  'packages/engine/src',
  'packages/bots/src',
  'packages/fair/src',
  'packages/protocol/src',
  'packages/table/src',
  'docs/rules',
];
const FILES = ['apps/web/svelte.config.js', 'apps/web/vite.config.ts', 'apps/web/package.json'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

export default function setup(): void {
  const index = join(WEB_BUILD, 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const source = Math.max(
    ...SOURCES.map((p) => newest(join(REPO, p))),
    ...FILES.map((p) => newest(join(REPO, p))),
  );
  if (built >= source) return;
  console.log('[e2e] building apps/web (build missing or stale)…');
  // Vitest sets NODE_ENV=test, and a Vite build under it bundles Svelte's development runtime
  // (its long error messages and dev checks: ~24 kB more on every page); the tests must see the
  // production build players get.
  execFileSync('pnpm', ['--filter', '@boneyard/web', 'build'], {
    cwd: REPO,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
