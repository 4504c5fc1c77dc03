// The preamble most browser test files share: a server and one Chromium, started before the
// file's tests and closed after them. The returned object is filled in by beforeAll, so tests
// read `suite.server` and `suite.browser` when they run.
import type { Config } from '@boneyard/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch, WEB_BUILD } from '../../src/browser.ts';
import { startServer } from '../../src/server.ts';
import { serveStatic, type RunningServer } from '../../src/static-server.ts';

export interface Suite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** Registers this file's game server (with `overrides` of the test config) and browser. */
export function serverAndBrowser(overrides: Partial<Config> = {}): Suite {
  return suiteOf(() => startServer(overrides));
}

/** Registers this file's browser and a plain static server: local modes need no game server. */
export function staticAndBrowser(): Suite {
  return suiteOf(() => serveStatic(WEB_BUILD));
}

function suiteOf(start: () => Promise<RunningServer>): Suite {
  const suite: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    suite.server = await start();
    suite.browser = await launch();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return {
    get server() {
      if (!suite.server)
        throw new Error('the server starts in beforeAll: read suite.server inside a test');
      return suite.server;
    },
    get browser() {
      if (!suite.browser)
        throw new Error('the browser starts in beforeAll: read suite.browser inside a test');
      return suite.browser;
    },
  };
}
