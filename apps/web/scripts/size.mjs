// Gzipped JavaScript a page loads: the app entry points, the root layout and the page's own node,
// with every chunk they import statically (dynamic imports such as the rules texts are not counted).
// Reads the Vite manifest of the last `vite build`; run `pnpm --filter @boneyard/web build` first.
// Usage: node apps/web/scripts/size.mjs [--json]   (or `pnpm size` at the repository root)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const client = join(web, '.svelte-kit/output/client');
const manifestPath = join(client, '.vite/manifest.json');
const nodesDir = join(web, '.svelte-kit/generated/client-optimized/nodes');
const LIMIT_KB = 150;

if (!existsSync(manifestPath)) {
  console.error('no build found: run `pnpm --filter @boneyard/web build` first');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** Manifest key of the generated node module whose component is `route` (e.g. "play/+page"). */
function nodeKey(route) {
  for (const file of readdirSync(nodesDir)) {
    const text = readFileSync(join(nodesDir, file), 'utf8');
    if (text.includes(`src/routes/${route}.svelte"`))
      return `.svelte-kit/generated/client-optimized/nodes/${file}`;
  }
  throw new Error(`no node for route ${route}`);
}

function collect(key, seen) {
  if (seen.has(key)) return;
  const entry = manifest[key];
  if (!entry) throw new Error(`not in the manifest: ${key}`);
  seen.add(key);
  for (const imported of entry.imports ?? []) collect(imported, seen);
}

/** Code the page loads on demand (the bots of a local game); rules texts are not code. */
function lazy(seen) {
  const more = new Set();
  for (const key of seen) {
    for (const dynamic of manifest[key].dynamicImports ?? []) {
      // Skip the router's lazy route nodes and the rules texts: only code this page itself asks for.
      if (!dynamic.includes('?raw') && !dynamic.startsWith('.svelte-kit/')) collect(dynamic, more);
    }
  }
  for (const key of seen) more.delete(key);
  return more;
}

function gzipped(keys) {
  let raw = 0;
  let gzip = 0;
  for (const key of keys) {
    const file = manifest[key].file;
    if (!file.endsWith('.js')) continue;
    const bytes = readFileSync(join(client, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry && !k.includes('/nodes/'));
const pages = {
  home: '+page',
  table_local: 'play/+page',
  table_online: 'r/[code]/+page',
  verify: 'verify/+page',
  rules: 'rules/[preset]/+page',
};
const report = {};
for (const [name, route] of Object.entries(pages)) {
  const seen = new Set();
  for (const key of [...entries, nodeKey('+layout'), nodeKey(route)]) collect(key, seen);
  const now = gzipped(seen);
  const later = gzipped(lazy(seen));
  report[name] = {
    files: seen.size,
    rawKB: +(now.raw / 1024).toFixed(1),
    gzipKB: +(now.gzip / 1024).toFixed(1),
    lazyGzipKB: +(later.gzip / 1024).toFixed(1),
  };
}

// Web Workers are bundles of their own (Vite puts them under immutable/workers): the local table's
// bot worker is fetched on the first bot move and runs on its own thread. Shown apart from the
// page's budget, which counts the main thread's code.
const workersDir = join(client, '_app/immutable/workers');
const workers = existsSync(workersDir)
  ? readdirSync(workersDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({
        name: file.replace(/-[\w-]{8}\.js$/, ''),
        gzipKB: +(
          gzipSync(readFileSync(join(workersDir, file)), { level: 9 }).length / 1024
        ).toFixed(1),
      }))
  : [];

if (process.argv.includes('--json')) console.log(JSON.stringify({ ...report, workers }));
else if (process.argv.includes('--markdown')) {
  console.log('| page | gzipped JS at once | loaded on demand | files |\n|---|---|---|---|');
  for (const [name, r] of Object.entries(report))
    console.log(`| ${name} | ${r.gzipKB} KB | ${r.lazyGzipKB} KB | ${r.files} |`);
  for (const w of workers)
    console.log(`| worker: ${w.name} | — | ${w.gzipKB} KB (own thread) | 1 |`);
} else {
  for (const [name, r] of Object.entries(report)) {
    const later = r.lazyGzipKB > 0 ? ` + ${r.lazyGzipKB} KB loaded on demand` : '';
    console.log(
      `${name.padEnd(13)} ${String(r.gzipKB).padStart(6)} KB gzipped JS (${r.rawKB} KB raw, ${r.files} files)${later}`,
    );
  }
  for (const w of workers)
    console.log(
      `worker ${w.name.padEnd(20)} ${w.gzipKB} KB gzipped (its own thread, loaded on demand)`,
    );
}
// The budget counts what the table loads at once and on demand.
const total = (r) => r.gzipKB + r.lazyGzipKB;
const worst = Math.max(total(report.table_local), total(report.table_online));
if (worst > LIMIT_KB) {
  console.error(`table page is ${worst} KB gzipped, over the ${LIMIT_KB} KB budget`);
  process.exit(1);
}
