// The worker's entry when the server runs from TypeScript sources (tsx, vitest): a worker thread
// starts without the parent's loaders, so it registers tsx before loading worker.ts. The compiled
// server does not use this file (build.mjs bundles worker.ts as dist/bot-worker.js).
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
