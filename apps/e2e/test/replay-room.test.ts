// Issue 49's replay of an online match, from the room: a match still being played is never
// replayed (the page refuses it, and the server's record holds no hand that has not ended); once
// over, another browser opens it by the room's link (/replay?room=CODE&match=N), steps to the end
// and sees the board and score of the match's result; its share link, copied, lands a third
// browser on the same match, where the coach's marks on the step bar jump to their moves.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { axeContext, axeViolations } from './support/axe.ts';
import { playWholeMatch } from './support/local-match.ts';
import { serverAndBrowser } from './support/suite.ts';

// Each hand end waits for "Next hand", so the record can be read between two hands.
const suite = serverAndBrowser({ handPauseMs: 600_000 });

interface RecordJson {
  room: string;
  result: unknown;
  hands: { number: number; totals: number[]; moves: { play?: string }[] }[];
}

const shared: { code: string; match: number; record: RecordJson | null; totals: number[] } = {
  code: '',
  match: 0,
  record: null,
  totals: [],
};

async function getJson(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${suite.server.url}${path}`);
  return { status: response.status, body: await response.json() };
}

/** The replay page for `query` in `context`: the replay shown, or the refusal it says. */
async function openReplay(context: BrowserContext, query: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/replay?${query}`);
  await page
    .locator('[data-testid=replay], [data-testid=replay-problem]')
    .first()
    .waitFor({ timeout: 20_000 });
  return page;
}

/** The live match, asked for as a replay: refused in words, no tile of any hand shown. */
async function expectRefused(context: BrowserContext): Promise<void> {
  // By its match number, and by the room alone (the match being played).
  for (const query of [`room=${shared.code}&match=${shared.match}`, `room=${shared.code}`]) {
    const page = await openReplay(context, query);
    const problem = page.locator('[data-testid=replay-problem]');
    expect(await problem.textContent()).toMatch(/not finished/);
    expect(await page.locator('[data-testid=replay]').count()).toBe(0);
    expect(await page.locator('[data-board-tile], [data-testid=faceup-seat]').count()).toBe(0);
    await page.close();
  }
}

const tileKey = (tile: string) => tile.split(/\D+/).map(Number).sort().join('-');
const live = (page: Page) => page.locator('[data-testid=replay-live]').textContent();

/** Steps a replay to the end of its last hand by keyboard, as a person would. */
async function stepToEnd(page: Page, hands: number): Promise<void> {
  await page.locator('body').press('End');
  for (let hand = 2; hand <= hands; hand++) {
    await page.locator('body').press('PageDown');
    await expect.poll(() => live(page)).toMatch(new RegExp(`^Hand ${hand} dealt`));
    await page.locator('body').press('End');
  }
  await expect.poll(() => page.locator('[data-testid=forward]').isDisabled()).toBe(true);
}

/** The replay at its end shows the last hand's board and the match's final totals. */
async function expectFinalPosition(page: Page, record: RecordJson): Promise<void> {
  const last = record.hands.at(-1)!;
  const played = last.moves.flatMap((m) => (m.play ? [tileKey(m.play)] : []));
  const board = await page
    .locator('[data-testid=replay] [data-board-tile]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-board-tile') ?? ''));
  expect(board.map(tileKey).sort()).toEqual(played.sort());
  const rows = page.locator('[data-testid=replay-sheet] tbody tr');
  expect(await rows.count()).toBe(record.hands.length);
  const totals = await rows
    .last()
    .locator('.total')
    .evaluateAll((els) => els.map((e) => Number(e.textContent)));
  expect(totals).toEqual(last.totals);
  expect(totals).toEqual(shared.totals);
}

test(
  'a match in progress is refused by /replay and its record holds only ended hands',
  { timeout: 400_000 },
  async () => {
    const anna = await newContext(suite.browser, { viewport: DESKTOP });
    const boris = await newContext(suite.browser, { viewport: DESKTOP });
    const page = await anna.context.newPage();
    await page.goto(`${suite.server.url}/`);
    await page.locator('[data-preset="draw"]').check();
    await page.selectOption('[data-testid=players]', '2');
    await page.selectOption('[data-testid=target]', '100');
    await page.fill('[data-testid=name]', 'Anna');
    await page.selectOption('[data-testid=bot-seats]', '1');
    await page.click('[data-testid=create]');
    await page.locator('[data-testid=room-code]').waitFor({ timeout: 30_000 });
    shared.code = /\/r\/([A-Z0-9]+)/.exec(page.url())![1]!;
    shared.match = 1;
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=turn]').waitFor({ timeout: 30_000 });

    // Hand 1 is being played: the record has no hand yet, hand 1 has none, the page refuses.
    const during = await getJson(`/api/rooms/${shared.code}/record?match=1`);
    expect(during.status).toBe(200);
    expect(during.body).toMatchObject({ room: shared.code, result: null, hands: [] });
    const hand1 = await getJson(`/api/rooms/${shared.code}/hands/1/record?match=1`);
    expect(hand1.status).toBe(404);
    expect(JSON.stringify(hand1.body)).toMatch(/no hand of this match has finished yet/);
    await expectRefused(boris.context);

    // Between hands 1 and 2: hand 1's record is published, the match is not over: still refused.
    let checkedBetweenHands = false;
    const progress = await playWholeMatch(page, {
      stepTimeoutMs: 60_000,
      onHandEnd: async (hand) => {
        if (hand !== 1) return;
        const between = await getJson(`/api/rooms/${shared.code}/record?match=1`);
        const body = between.body as RecordJson;
        expect(body.result).toBeNull();
        expect(body.hands.map((h) => h.number)).toEqual([1]);
        expect((await getJson(`/api/rooms/${shared.code}/hands/2/record`)).status).toBe(404);
        await expectRefused(boris.context);
        checkedBetweenHands = true;
      },
    });
    expect(checkedBetweenHands).toBe(true);
    await page.locator('[data-testid=match-end]').waitFor();
    // The table's own score sheet: each side's total at the end.
    const sides = await page
      .locator('[data-total-side]')
      .evaluateAll((els) =>
        els.map((e) => [Number(e.getAttribute('data-total-side')), Number(e.textContent)]),
      );
    for (const [side, total] of sides) shared.totals[side!] = total!;
    expect(shared.totals.length).toBe(2);
    // The room's own link to the match's record names the match.
    const href = await page.locator('[data-testid=tally-record]').first().getAttribute('href');
    expect(href).toBe(`/api/rooms/${shared.code}/record?match=1`);
    const after = await getJson(href!);
    shared.record = after.body as RecordJson;
    expect(shared.record.result).not.toBeNull();
    expect(shared.record.hands.length).toBe(progress.handsSeen);
    expect(anna.errors).toEqual([]);
    expect(boris.errors).toEqual([]);
    await anna.context.close();
    await boris.context.close();
  },
);

test('another browser opens it by the room link and steps to the match result', async () => {
  const record = shared.record!;
  const { context, errors } = await newContext(suite.browser, { viewport: DESKTOP });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: suite.server.url,
  });
  const page = await openReplay(context, `room=${shared.code}&match=${shared.match}`);
  await page.locator('[data-testid=replay]').waitFor();
  expect(await page.locator('[data-testid=replay-hand]').count()).toBe(record.hands.length);
  const checks = await page.locator('[data-testid=hand-check]').allTextContents();
  expect(checks.every((text) => text.startsWith('✓'))).toBe(true);
  await stepToEnd(page, record.hands.length);
  await expectFinalPosition(page, record);

  // The share link names the room and the match; copied, it is what the clipboard holds.
  const link = await page.locator('[data-testid=share-link]').textContent();
  expect(link).toBe(`${suite.server.url}/replay?room=${shared.code}&match=${shared.match}`);
  await page.click('[data-testid=share-copy]');
  await page.locator('[data-testid=share-copy]', { hasText: 'Copied' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(errors).toEqual([]);
  await context.close();
});

test(
  'the share link lands a third browser on the same match; the coach marks its step bar',
  { timeout: 300_000 },
  async () => {
    const record = shared.record!;
    const link = `${suite.server.url}/replay?room=${shared.code}&match=${shared.match}`;
    const { context, errors } = await axeContext(suite.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(link);
    await page.locator('[data-testid=replay]').waitFor({ timeout: 20_000 });
    expect(await page.locator('.room').textContent()).toContain(shared.code);
    await stepToEnd(page, record.hands.length);
    await expectFinalPosition(page, record);

    // The coach for Anna (seat 0): each hand's differing decisions are marks on its step bar.
    await page.selectOption('[data-testid=coach-seat]', '0');
    await page.click('[data-testid=coach-run]');
    await expect
      .poll(() => page.locator('[data-testid=coach-run]').count(), { timeout: 200_000 })
      .toBe(1);
    const summary = (await page.locator('[data-testid=coach-summary]').textContent()) ?? '';
    const differed = Number(/Anna: \d+ decisions?, (\d+) differed/.exec(summary)?.[1]);
    expect(differed).toBeGreaterThan(0);
    let marks = 0;
    let marked = -1;
    for (let hand = 0; hand < record.hands.length; hand++) {
      await page.locator('[data-testid=replay-hand]').nth(hand).click();
      const here = await page.locator('[data-testid=bar-mark]').count();
      if (here > 0 && marked < 0) marked = hand;
      marks += here;
    }
    expect(marks).toBe(differed);
    expect(await page.locator('[data-testid=coach-decision]').count()).toBe(differed);

    // A mark, reached by keyboard, jumps to its move; the verdict shows beside the board.
    await page.locator('[data-testid=replay-hand]').nth(marked).click();
    const mark = page.locator('[data-testid=bar-mark]').first();
    const label = (await mark.getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/^Move (\d+): played .+; Expert: .+; /);
    expect(label).toMatch(/± \d+\.\d|no estimate/);
    const move = Number(/^Move (\d+)/.exec(label)![1]);
    await mark.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => mark.getAttribute('aria-current')).toBe('step');
    const verdict = (await page.locator('[data-testid=coach-verdict]').textContent()) ?? '';
    expect(verdict).toMatch(/^\s*Anna · Expert: .+; played .+; /);
    expect(await live(page)).toMatch(
      new RegExp(`^Hand ${marked + 1}, move \\d+ of \\d+: .*Expert: .+; played `),
    );
    const position = (await page.locator('[data-testid=position]').textContent()) ?? '';
    expect(Number(/Move (\d+) of/.exec(position)?.[1])).toBeGreaterThanOrEqual(move);
    // The mark's tap also shows both boards from that position: the move played and the Expert's.
    // Each board's tiles where they lie in their figure (a tile at the other end moves the line).
    const boardOf = (key: string) =>
      page.locator(`[data-testid=compare-${key}]`).evaluate((figure) => {
        const origin = figure.getBoundingClientRect();
        return Array.from(figure.querySelectorAll('[data-board-tile]'), (tile) => {
          const box = tile.getBoundingClientRect();
          const at = [box.left - origin.left, box.top - origin.top].map(Math.round);
          return `${tile.getAttribute('data-board-tile')}@${at.join(',')}`;
        }).join(' ');
      });
    await page.locator('[data-testid=compare-boards]').waitFor();
    expect(await page.locator('[data-testid=compare-expert] figcaption').textContent()).toMatch(
      /The Expert’s: /,
    );
    const [played, expert] = [await boardOf('played'), await boardOf('expert')];
    const captions = (await page.locator('[data-testid=compare-boards]').textContent()) ?? '';
    expect(played, captions).not.toBe(expert);
    await page.click('[data-testid=compare-toggle]');
    expect(await page.locator('[data-testid=compare-boards]').count()).toBe(0);
    await page.click('[data-testid=compare-toggle]');
    await page.locator('[data-testid=compare-boards]').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The coach panel's list of every differing decision jumps to the same step as the marks.
    await page.locator('[data-testid=replay-hand]').first().click();
    await page.locator('[data-testid=coach] details summary').click();
    await page.locator('[data-testid=coach-decision]').first().click();
    await expect
      .poll(() => page.locator('[data-testid=coach-verdict]').textContent())
      .toMatch(/^\s*Anna · Expert: .+; played /);
    await page.locator('[data-testid=replay-hand]').nth(marked).click();
    await mark.click();
    await shots(page);
    expect(errors).toEqual([]);
    await context.close();
  },
);

/** The replay with the coach's marks, desktop and phone, in English and then Russian. */
async function shots(page: Page): Promise<void> {
  await screenshot(page, 'replay-marks-desktop');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'replay-marks-phone');
  for (const [name, selector] of [
    ['side', '.sidebar'],
    ['coach', '[data-testid=coach]'],
  ] as const) {
    await page.evaluate((s) => {
      const top = document.querySelector(s)!.getBoundingClientRect().top;
      window.scrollTo({ top: window.scrollY + top, behavior: 'instant' });
    }, selector);
    await screenshot(page, `replay-marks-phone-${name}`);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.click('button[data-lang=ru]');
  await page.waitForFunction(() => document.documentElement.lang === 'ru');
  const verdict = page.locator('[data-testid=coach-verdict]');
  await expect.poll(() => verdict.textContent()).toMatch(/Эксперт: .+; сыграно: /);
  expect(await page.locator('[data-testid=bar-mark]').first().getAttribute('aria-label')).toMatch(
    /^Ход \d+: сыграно .+; Эксперт: .+; .*(\d,\d|без оценки)/,
  );
  await screenshot(page, 'replay-marks-phone-ru');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'replay-marks-desktop-ru');
  expect(await axeViolations(page)).toEqual([]);
}
