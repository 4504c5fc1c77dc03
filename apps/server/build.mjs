// Production build: bundles src/main.ts and the workspace packages it imports (TypeScript sources,
// no build step of their own) into dist/main.js, plain JavaScript for Node 20, and the bot worker
// thread (src/bots-pool/worker.ts) into dist/bot-worker.js next to it, where the pool looks for it. Third-party packages
// stay external (loaded from node_modules as usual: native ones like lmdb need their own files).
// Run by `pnpm build` (here) and by the root `pnpm start`.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter(
  (name) => !name.startsWith('@boneyard/'),
);

const result = await build({
  entryPoints: { main: 'src/main.ts', 'bot-worker': 'src/bots-pool/worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  // Stack traces name the source files (node --enable-source-maps); no minifying, so they read well.
  minify: false,
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `dist/main.js + dist/bot-worker.js: ${Object.keys(result.metafile.inputs).length} modules, ${(bytes / 1024).toFixed(0)} KiB with source maps`,
);
