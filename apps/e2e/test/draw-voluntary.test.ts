// Issue 47 item 1: with "drawing is up to the player" (agreement cannotGo: draw-voluntary) a seat
// that cannot play once saw "Your turn" and no button, and the turn never moved. Now Draw and Pass
// are buttons the engine's legal actions bring up: a whole hand against a bot on this device
// (started stuck, the first draw by keyboard alone), and online against a server bot, in Russian
// on a phone with buying while holding a move. Screenshots at 1280×800 and 360×740, EN and RU.
import {
  ALL_TILES,
  apply,
  createMatch,
  presetRules,
  type MatchState,
  type Rules,
  type Tile,
} from '@boneyard/engine';
import { parseRules } from '@boneyard/protocol';
import { mustDeal } from '@boneyard/engine/testing';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { visible } from '../src/play.ts';
import { drawPassStep, newCount, playHandDrawingByChoice } from './support/draw-pass.ts';
import { axeContext, axeViolations } from './support/axe.ts';
import { serverAndBrowser } from './support/suite.ts';

// A long pause after each hand keeps the hand end on screen for the checks.
const suite = serverAndBrowser({ handPauseMs: 120_000 });

function voluntaryDraw(buyWithMove: boolean): Rules {
  const base = presetRules('draw', { players: 2 });
  if (!base.ok) throw new Error(base.message);
  const agreements = { cannotGo: 'draw-voluntary', ...(buyWithMove ? { buyWithMove } : {}) };
  const rules = parseRules({ ...base.value, agreements });
  if (!rules.ok) throw new Error(rules.message);
  return rules.value;
}

/** The bot (seat 1) leads 6-6; the person (seat 0) holds no six, so is stuck at once. */
function stuckAtFirstTurn(rules: Rules): MatchState {
  const hands = ['0-0 0-1 0-2 0-3 1-1 1-2 1-3', '6-6 2-2 3-3 4-4 5-5 2-4 3-5'].map(
    (h) => h.split(' ') as Tile[],
  );
  const used = hands.flat();
  const deck = [...used, ...ALL_TILES.filter((x) => !used.includes(x))];
  let state = mustDeal(createMatch(rules), deck).state;
  if (state.hand?.board.tiles.length === 0) {
    const led = apply(state, 1, { type: 'play', tile: '6-6' });
    if (!led.ok) throw new Error(led.message);
    state = led.value.state;
  }
  return state;
}

const focusedTestId = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

test('on this device: a stuck seat draws by keyboard, passes, and the hand is played out', async () => {
  const rules = voluntaryDraw(false);
  const state = stuckAtFirstTurn(rules);
  expect(state.hand?.turn).toBe(0);
  // (axe's script goes in inline, so this context bypasses the CSP: support/axe.ts.)
  const { context, errors } = await axeContext(suite.browser, { viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/`);
  const config = {
    mode: 'bots',
    preset: 'draw',
    players: 2,
    pairs: false,
    target: 100,
    names: ['Ann', 'Bot'],
    bots: [null, 'easy'],
    custom: rules,
  };
  await page.evaluate(
    (saved) => {
      localStorage.setItem('boneyard:local-game', JSON.stringify(saved));
      localStorage.setItem('boneyard:hints', JSON.stringify({ seen: [], off: true }));
    },
    { config, room: 'LOCALDRAW01', state, deals: [], viewer: 0 },
  );
  await page.goto(`${suite.server.url}/play`);
  // Nothing fits: both buttons and the reason; by keyboard, Tab reaches Draw and Enter draws.
  await page.locator('[data-testid=draw]').waitFor({ timeout: 30_000 });
  await page.locator('[data-testid=pass]').waitFor();
  expect(await page.locator('[data-testid=nothing-fits]').textContent()).toMatch(/Nothing fits/);
  expect(await page.locator('[data-testid=draw]').textContent()).toMatch(/Draw a tile \(14 left\)/);
  for (let tabs = 0; tabs < 40 && (await focusedTestId(page)) !== 'draw'; tabs++)
    await page.keyboard.press('Tab');
  expect(await focusedTestId(page)).toBe('draw');
  await screenshot(page, 'draw-voluntary-local-desktop');
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await screenshot(page, 'draw-voluntary-local-phone');
  await page.setViewportSize(DESKTOP);
  await page.keyboard.press('Enter');
  await expect
    .poll(() =>
      page
        .locator('[data-testid=draw]')
        .textContent()
        .catch(() => ''),
    )
    .toMatch(/13 left|^$/);
  const count = newCount();
  count.draws = 1;
  count.drewLast = true;
  await playHandDrawingByChoice(page, count);
  expect(count.passes).toBeGreaterThan(0);
  // The engine took the moves: the saved hand (or the history, once it ended) has both.
  const saved = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('boneyard:local-game'))) ?? '{}',
  ) as {
    state: MatchState;
  };
  const moves = saved.state.hand?.moves ?? [];
  expect(moves.some((m) => m.seat === 0 && 'draw' in m)).toBe(true);
  expect(moves.some((m) => m.seat === 0 && 'pass' in m)).toBe(true);
  await screenshot(page, 'draw-voluntary-local-hand-end-desktop');
  expect(errors).toEqual([]);
  await context.close();
});

test('online, Russian phone, buying allowed: the hand plays out with Draw and Pass', async () => {
  const rules = voluntaryDraw(true);
  const { context, errors } = await newContext(suite.browser, {
    viewport: PHONE,
    lang: 'ru',
    touch: true,
  });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/`);
  await page.evaluate(() =>
    localStorage.setItem('boneyard:hints', JSON.stringify({ seen: [], off: true })),
  );
  const encoded = Buffer.from(JSON.stringify(rules)).toString('base64url');
  await page.goto(`${suite.server.url}/agreements?rules=${encoded}`);
  await page.fill('[data-testid=name]', 'Анна');
  await page.click('[data-testid=create-room]');
  await page.locator('[data-testid=room-code]').waitFor();
  await page.locator('[data-testid=start]:not([disabled])').click();
  const count = newCount();
  let shotStuck = false;
  let shotBuy = false;
  // Hands until the person has drawn and passed. The online deal is random, so a hand (or a whole
  // match) without being stuck is possible: play on through next hands and rematches until it
  // happens, up to a bound that random deals do not reach in practice.
  for (let hand = 0; hand < 40 && (count.draws === 0 || count.passes === 0); hand++) {
    const until = Date.now() + 120_000;
    while (!(await visible(page, '[data-testid=hand-end], [data-testid=match-end]'))) {
      if (Date.now() > until) throw new Error('the online hand froze');
      // Read once with a short wait: the button leaves as soon as a draw brings a tile that fits.
      const passLabel =
        !shotStuck && (await visible(page, '[data-testid=pass]'))
          ? await page
              .locator('[data-testid=pass]')
              .textContent({ timeout: 1_000 })
              .catch(() => null)
          : null;
      if (passLabel !== null) {
        expect(passLabel).toMatch(/Пас/);
        await screenshot(page, 'draw-voluntary-online-phone-ru');
        await page.setViewportSize(DESKTOP);
        await screenshot(page, 'draw-voluntary-online-desktop-ru');
        await page.setViewportSize(PHONE);
        shotStuck = true;
      } else if (
        !shotBuy &&
        (await visible(page, '[data-testid=draw]')) &&
        (await visible(page, 'button[data-playable="true"]'))
      ) {
        await screenshot(page, 'draw-voluntary-buy-phone-ru');
        shotBuy = true;
      }
      if (!(await drawPassStep(page, count))) await page.waitForTimeout(50);
    }
    if (count.draws > 0 && count.passes > 0) break;
    if (await visible(page, '[data-testid=match-end]')) {
      await page.click('[data-testid=rematch]');
      await page.locator('[data-testid=match-end]').waitFor({ state: 'detached', timeout: 60_000 });
      continue;
    }
    await page.click('[data-testid=next-hand]');
    await page.locator('[data-testid=hand-end]').waitFor({ state: 'detached', timeout: 60_000 });
  }
  expect(count.draws).toBeGreaterThan(0);
  expect(count.passes).toBeGreaterThan(0);
  await screenshot(page, 'draw-voluntary-online-hand-end-phone-ru');
  expect(errors).toEqual([]);
  await context.close();
});
