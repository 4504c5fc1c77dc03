// The same bot decisions in Node and in Chromium: records whose every bot move was chosen in Node
// (easy, normal, hard and expert bots; Kozel, 3-player Draw, All Fives and Trains) are re-derived move by move in
// Chromium by /verify's Web Worker, which must agree on every one; a record claiming another level
// fails in Chromium with exactly the message Node gives (same hand, move, seat and moves). And a
// game against a hard bot played in Chromium makes a record whose bot moves re-derive there too.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BOT_ALGORITHM } from '../../../packages/bots/src/index.ts';
import { presetRules, type BotLevel, type PresetId } from '../../../packages/engine/src/index.ts';
import { verifyBots, type MatchRecord } from '../../../packages/protocol/src/index.ts';
import { simulateMatch } from '../../cli/src/simulate-match.ts';
import { DESKTOP, launch, newContext } from '../src/browser.ts';
import { playUntil, visible } from '../src/play.ts';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/static-server.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
let errors: string[];
/** Workers the page started: the bot check must run in one, off the main thread. */
const workers: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launch();
  const made = await newContext(browser, { viewport: DESKTOP });
  errors = made.errors;
  page = await made.context.newPage();
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto(`${server.url}/verify`);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function simulated(preset: PresetId, players: number, level: BotLevel): MatchRecord {
  const rules = presetRules(preset, { players, pairs: preset === 'kozel' });
  // (pairs only where a preset is always played in pairs)
  if (!rules.ok) throw new Error(rules.message);
  return simulateMatch({ rules: rules.value, seed: 'node-vs-chromium', match: 1, level });
}

/** Runs /verify on a record in Chromium and waits for the worker's bot check to finish. */
async function botCheckInChromium(
  record: MatchRecord,
): Promise<{ passed: string | null; text: string }> {
  await page.fill('[data-testid=record-input]', JSON.stringify(record));
  await page.click('[data-testid=verify-run]');
  const check = page.locator('[data-testid=bot-check]');
  await expect
    .poll(() => check.getAttribute('data-status'), { timeout: 200_000, interval: 200 })
    .toBe('done');
  return {
    passed: await check.getAttribute('data-passed'),
    text: (await check.textContent()) ?? '',
  };
}

const CASES: [PresetId, number, BotLevel][] = [
  ['kozel', 4, 'easy'],
  ['kozel', 4, 'normal'],
  ['kozel', 4, 'hard'],
  ['draw', 3, 'hard'],
  // Expert's tree search ranks moves by UCB (a square root of a logarithm) over floats: the
  // same bits in both engines or a record would not replay.
  ['kozel', 4, 'expert'],
  ['draw', 2, 'expert'],
  // Boards and scoring the fast path does not play: the public-API board bot.
  ['all-fives', 2, 'hard'],
  ['trains', 3, 'normal'],
];

for (const [preset, players, level] of CASES) {
  test(`${preset} ${players}p, ${level}: every bot move chosen in Node is re-derived in Chromium`, async () => {
    const record = simulated(preset, players, level);
    const node = verifyBots(record);
    expect(node.ok).toBe(true);
    if (!node.ok) return;
    const chromium = await botCheckInChromium(record);
    expect(chromium.passed).toBe('true');
    // The page states how many bot moves it re-derived: as many as Node counts.
    expect(chromium.text).toContain(`All ${node.value.botMoves} bot moves`);
    expect(workers.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
}

test('a record claiming another level fails in Chromium exactly as in Node', async () => {
  const record = simulated('kozel', 4, 'hard');
  record.seats[2] = { ...record.seats[2]!, level: 'easy' };
  const node = verifyBots(record);
  expect(node).toMatchObject({ ok: false, check: 'bot-move', seat: 2 });
  if (node.ok) return;
  const chromium = await botCheckInChromium(record);
  expect(chromium.passed).toBe('false');
  expect(await page.locator('[data-testid=bot-failure]').textContent()).toBe(node.error);
  expect(errors).toEqual([]);
});

test('a game against a hard bot in this browser: its record names the bot and every bot move re-derives', async () => {
  await page.goto(`${server.url}/`);
  await page.evaluate(() => localStorage.setItem('boneyard:bot-delay', '0'));
  await page.locator('[data-preset="draw"]').check();
  await page.selectOption('[data-testid=players]', '2');
  await page.selectOption('[data-testid=bot-level]', 'hard');
  await page.click('[data-testid=vs-bots]');
  await playUntil([page], () => visible(page, '[data-testid=verify-hand]'), 200_000);
  await page.click('[data-testid=verify-hand]');
  await page.waitForURL(/\/verify/);
  const check = page.locator('[data-testid=bot-check]');
  await expect
    .poll(() => check.getAttribute('data-status'), { timeout: 200_000, interval: 200 })
    .toBe('done');
  expect(await check.getAttribute('data-passed')).toBe('true');
  const record = JSON.parse(
    await page.locator('[data-testid=record-input]').inputValue(),
  ) as MatchRecord;
  expect(record.seats[1]).toMatchObject({ bot: true, level: 'hard', botAlgorithm: BOT_ALGORITHM });
  // Node agrees with Chromium on the same record.
  const node = verifyBots(record);
  expect(node).toMatchObject({ ok: true });
  if (node.ok)
    expect((await check.textContent()) ?? '').toContain(`All ${node.value.botMoves} bot moves`);
  expect(errors).toEqual([]);
});
