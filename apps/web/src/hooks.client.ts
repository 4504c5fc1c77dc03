// Runs once when the app starts, before any page. Zod's default probes `new Function('')` to decide
// whether to compile fast parsers; under the Content-Security-Policy (no 'unsafe-eval', see
// svelte.config.js) that probe is blocked and logged as a violation. Jitless mode skips the probe
// and parses the same way without generated code.
//
// Zod probes when a schema is built (module evaluation), so the setting must be in place before
// any page module that builds one. It is written into the global slot zod keeps its configuration
// in (`globalThis.__zod_globalConfig`, shared by every copy of zod, read by `z.config()`) instead of
// calling `z.config()`: importing zod here would put it on every page's first load, and a bot table
// parses nothing (README, "Served like a production site"). Should a zod release move that slot,
// apps/e2e/test/headers.test.ts sees the violation on /verify and the lobby.
import type { $ZodConfig } from 'zod/v4/core';

const slot = globalThis as { __zod_globalConfig?: $ZodConfig };
slot.__zod_globalConfig = { ...slot.__zod_globalConfig, jitless: true };

import type { HandleClientError } from '@sveltejs/kit';

/**
 * An address with no page is the reader's mistake, not the app's: +error.svelte says so, and the
 * console stays quiet (the default hook logs every error, a mistyped link included). Anything
 * else is logged as the default does.
 */
export const handleError: HandleClientError = ({ error, status, message }) => {
  if (status !== 404) console.error(error);
  return { message };
};
