// Benchmark (not a test): the site on a phone profile, first and repeat visit.
// Usage, from the repository root:  pnpm exec tsx apps/e2e/bench/phone-profile.ts [--runs N] [--files]
//
// Chromium (playwright-core, /usr/bin/chromium) loads the production build from the real server
// (in this process, on a free port) through the DevTools protocol's emulation: 150 ms latency,
// 1.6 Mbit/s down, 750 kbit/s up (Network.emulateNetworkConditions) and the CPU slowed 4×
// (Emulation.setCPUThrottlingRate). For each visit it prints the bytes that crossed the network
// (Network.loadingFinished encodedDataLength: headers + compressed bodies) and the time from
// navigation to
//   - the home form (the name field and the buttons are there), and
//   - a bot table (the "vs bots" button pressed as soon as the form is there → the first tile
//     of the hand is on screen),
// then the same in a new tab of the same browser (repeat visit: warm HTTP cache), and which
// files the server sent again with a body on the repeat visit (none but the page itself should be;
// revalidations answered 304 are not downloads). A third scenario opens a shared link
// /r/CODE of a running online match against server bots (set up by an unthrottled page) in a
// browser that never saw the site: time and bytes until the table is on screen.
// Prints one JSON object (medians over --runs, default 3, and every run; with --files, every
// run's bytes per path too).
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { launch, newContext, PHONE } from '../src/browser.ts';
import buildIfStale from '../src/global-setup.ts';
import { startRecordingServer, type RecordingServer } from '../src/recording-server.ts';

const PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1_000_000) / 8,
  uploadBytesPerSecond: (0.75 * 1_000_000) / 8,
  cpuSlowdown: 4,
} as const;

interface LinkVisit {
  /** Navigation start → the table of a running match (opened by its link) on screen. */
  tableMs: number;
  tableBytes: number;
  /** Bytes per path until the table was there. */
  files: Record<string, number>;
}

interface Visit {
  /** Navigation start → home form on screen. */
  homeMs: number;
  /** Bytes over the network until the home form was there. */
  homeBytes: number;
  /**
   * Main-thread time the page spent running script (and all tasks) until the home form was there
   * (DevTools Performance.getMetrics ScriptDuration / TaskDuration, throttled CPU). Unlike homeMs
   * this hardly moves with the machine's load, so it shows how much work the page asks for.
   */
  homeScriptMs: number;
  homeTaskMs: number;
  /** Navigation start → first tile of a bot table on screen (via the home form). */
  tableMs: number;
  /** Bytes over the network until the bot table was there (home included). */
  tableBytes: number;
  /** Files the server sent with a body (status 200) during this visit, by path. */
  downloaded: string[];
  /** Bytes per path until the bot table was there. */
  files: Record<string, number>;
}

/** Sums what crossed the (emulated) network for one page: headers and bodies as sent. */
class NetworkMeter {
  bytes = 0;
  /** Bytes per path, to see what a visit is made of (printed with --files). */
  readonly byPath = new Map<string, number>();
  private readonly urls = new Map<string, string>();

  constructor(session: CDPSession) {
    session.on('Network.requestWillBeSent', (event) => {
      this.urls.set(event.requestId, new URL(event.request.url).pathname);
    });
    session.on('Network.loadingFinished', (event) => {
      this.bytes += event.encodedDataLength;
      const path = this.urls.get(event.requestId) ?? '?';
      this.byPath.set(path, (this.byPath.get(path) ?? 0) + event.encodedDataLength);
    });
  }

  /** Paths and bytes so far, largest first. */
  files(): Record<string, number> {
    return Object.fromEntries([...this.byPath].sort((a, b) => b[1] - a[1]));
  }
}

async function phonePage(
  context: BrowserContext,
): Promise<{ page: Page; meter: NetworkMeter; session: CDPSession }> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Performance.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBytesPerSecond,
    uploadThroughput: PROFILE.uploadBytesPerSecond,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  return { page, meter: new NetworkMeter(session), session };
}

/** The page's main-thread script and task time so far, in ms. */
async function mainThreadMs(session: CDPSession): Promise<{ script: number; task: number }> {
  const { metrics } = await session.send('Performance.getMetrics');
  const value = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { script: Math.round(value('ScriptDuration')), task: Math.round(value('TaskDuration')) };
}

async function visit(server: RecordingServer, context: BrowserContext): Promise<Visit> {
  const { page, meter, session } = await phonePage(context);
  const servedBefore = server.served.length;
  const started = Date.now();
  await page.goto(`${server.url}/`, { waitUntil: 'commit' });
  await page.locator('[data-testid=vs-bots]').waitFor({ state: 'visible', timeout: 120_000 });
  await page.locator('[data-testid=name]').waitFor({ state: 'visible', timeout: 120_000 });
  const homeMs = Date.now() - started;
  const homeBytes = meter.bytes;
  const homeThread = await mainThreadMs(session);
  await page.click('[data-testid=vs-bots]');
  await page.locator('[data-tile]').first().waitFor({ state: 'visible', timeout: 120_000 });
  const tableMs = Date.now() - started;
  // Let late requests (e.g. the favicon) finish so they are counted.
  await page.waitForLoadState('networkidle');
  const downloaded = server.served
    .slice(servedBefore)
    .filter(
      (r) =>
        r.method === 'GET' &&
        r.status === 200 &&
        !r.path.startsWith('/api/') &&
        !r.path.startsWith('/socket.io/'),
    )
    .map((r) => r.path);
  const visitResult = {
    homeMs,
    homeBytes,
    homeScriptMs: homeThread.script,
    homeTaskMs: homeThread.task,
    tableMs,
    tableBytes: meter.bytes,
    downloaded,
    files: meter.files(),
  };
  await page.close();
  return visitResult;
}

/** Starts an online match of one person against three server bots (unthrottled); returns its link. */
async function runningMatch(server: RecordingServer, context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.locator('[data-preset="kozel"]').check();
  await page.fill('[data-testid=name]', 'Host');
  await page.selectOption('[data-testid=bot-seats]', '3');
  await page.click('[data-testid=create]');
  await page.locator('[data-testid=room-code]').waitFor();
  await page.click('[data-testid=start]');
  await page.locator('[data-testid=turn]').waitFor();
  return page.url();
}

/** Someone opens the shared link of a running match in a browser that never saw the site. */
async function linkVisit(context: BrowserContext, link: string): Promise<LinkVisit> {
  const { page, meter } = await phonePage(context);
  const started = Date.now();
  await page.goto(link, { waitUntil: 'commit' });
  await page.locator('[data-testid=turn]').waitFor({ state: 'visible', timeout: 120_000 });
  const tableMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const result = { tableMs, tableBytes: meter.bytes, files: meter.files() };
  await page.close();
  return result;
}

function withoutFiles<T extends { files: Record<string, number> }>(visit: T): Omit<T, 'files'> {
  const { files: _files, ...rest } = visit;
  return rest;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main(): Promise<void> {
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg === -1 ? 3 : Math.max(1, Number(process.argv[runsArg + 1]));
  const showFiles = process.argv.includes('--files');
  buildIfStale();
  const server = await startRecordingServer();
  const browser = await launch();
  const first: Visit[] = [];
  const repeat: Visit[] = [];
  const link: LinkVisit[] = [];
  try {
    const host = await newContext(browser, { viewport: PHONE });
    const matchLink = await runningMatch(server, host.context);
    for (let run = 0; run < runs; run++) {
      // A fresh browser context per run: an empty cache for the first visit, warm for the repeat.
      const { context } = await newContext(browser, { viewport: PHONE });
      first.push(await visit(server, context));
      repeat.push(await visit(server, context));
      await context.close();
      const stranger = await newContext(browser, { viewport: PHONE });
      link.push(await linkVisit(stranger.context, matchLink));
      await stranger.context.close();
    }
    await host.context.close();
  } finally {
    await browser.close();
    await server.close();
  }
  const summary = (visits: Visit[]) => ({
    homeMs: median(visits.map((v) => v.homeMs)),
    homeKB: Math.round(median(visits.map((v) => v.homeBytes)) / 100) / 10,
    homeScriptMs: median(visits.map((v) => v.homeScriptMs)),
    homeTaskMs: median(visits.map((v) => v.homeTaskMs)),
    tableMs: median(visits.map((v) => v.tableMs)),
    tableKB: Math.round(median(visits.map((v) => v.tableBytes)) / 100) / 10,
  });
  // The page itself is revalidated (no-cache); anything else sent again with a body is a re-download.
  const assetsAgain = [
    ...new Set(repeat.flatMap((v) => v.downloaded.filter((path) => path !== '/'))),
  ];
  console.log(
    JSON.stringify(
      {
        profile: PROFILE,
        runs,
        firstVisit: summary(first),
        repeatVisit: summary(repeat),
        repeatVisitDownloadedAgain: assetsAgain,
        sharedLinkTable: {
          tableMs: median(link.map((v) => v.tableMs)),
          tableKB: Math.round(median(link.map((v) => v.tableBytes)) / 100) / 10,
        },
        raw: showFiles
          ? { first, repeat, link }
          : {
              first: first.map(withoutFiles),
              repeat: repeat.map(withoutFiles),
              link: link.map(withoutFiles),
            },
      },
      null,
      2,
    ),
  );
}

await main();
// Everything is measured and printed. The server's bot pool is process-wide (apps/server
// bots-pool) and outlives the app it served: a worker's port can keep Node running after the
// last match, so the benchmark ends itself rather than hang after its answer.
process.exit(0);
