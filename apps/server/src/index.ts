// @boneyard/server: buildApp for tests and embedding (the e2e package starts it in-process).
export { buildApp } from './app.ts';
export { loadConfig, testConfig, type Config } from './config.ts';
export type { GameStore } from './store/types.ts';
