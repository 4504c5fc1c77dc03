// Issue 9's ceremonies at the table: a one-deal Kozyol with every ceremony on, played out by the
// engine until a hand closes on 6:6 (General), is put where this device keeps its local game; the
// finished match shows the General and "winner back to zero" lines, in English on a desktop and in
// Russian on a phone, with screenshots.
import {
  ALL_TILES,
  createMatch,
  presetRules,
  type MatchState,
  type Rules,
  type Tile,
} from '@boneyard/engine';
import { mustDeal, playOut } from '@boneyard/engine/testing';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { staticAndBrowser } from './support/suite.ts';

// A local game on this device: no game server, the built web app alone.
const suite = staticAndBrowser();

/** A fixed shuffle per seed (a small LCG): the same decks on every run. */
function shuffled(seed: number): Tile[] {
  let s = seed;
  const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const deck = [...ALL_TILES];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

/** A one-deal Kozyol with every ceremony on, played out by the engine until one closes on 6:6. */
function ceremonyMatch(): { rules: Rules; state: MatchState } {
  const base = presetRules('kozyol-table', { players: 4 });
  if (!base.ok) throw new Error(base.message);
  const rules: Rules = {
    ...base.value,
    agreements: {
      ...base.value.agreements,
      deals: 1,
      ceremonies: { general: true, admiral: true, snottyGoat: true, winnerToZero: true },
    },
  };
  for (let seed = 1; seed < 5000; seed++) {
    const state = playOut(mustDeal(createMatch(rules), shuffled(seed)).state);
    if (state.result?.ceremonies?.some((c) => c.kind === 'general')) return { rules, state };
  }
  throw new Error('no General in 5000 deals');
}

test('the match end celebrates a ceremony (General, winner back to zero)', async () => {
  const { rules, state } = ceremonyMatch();
  const general = state.result?.ceremonies?.find((c) => c.kind === 'general');
  const names = ['Anna', 'Bot 2', 'Bot 3', 'Bot 4'];
  // The finished match is put where this device keeps its local game, as a reload would find it.
  const saved = {
    config: {
      mode: 'bots',
      preset: rules.preset,
      players: 4,
      pairs: true,
      target: rules.target.score,
      names,
      bots: [null, 'normal', 'normal', 'normal'],
      custom: rules,
    },
    room: 'CEREMONY',
    state,
    deals: [],
    viewer: 0,
  };
  for (const [viewport, lang, tag] of [
    [DESKTOP, 'en', 'desktop'],
    [PHONE, 'ru', 'phone-ru'],
  ] as const) {
    const { context, errors } = await newContext(suite.browser, { viewport, lang });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/`);
    await page.evaluate(
      (text) => localStorage.setItem('boneyard:local-game', text),
      JSON.stringify(saved),
    );
    await page.goto(`${suite.server.url}/play`);
    const line = page.locator('[data-testid=ceremony][data-ceremony=general]');
    await line.waitFor();
    // A bot is named by its seat in the language shown ("Bot 2" / «Бот 2»).
    const who = (names[general?.seat ?? -1] ?? '').replace(
      /^Bot /,
      lang === 'ru' ? 'Бот ' : 'Bot ',
    );
    expect(await line.textContent()).toContain(who);
    expect(await line.textContent()).toMatch(lang === 'en' ? /General!/ : /Генерал!/);
    await page.locator('[data-testid=ceremony][data-ceremony=winner-to-zero]').waitFor();
    await line.scrollIntoViewIfNeeded();
    await screenshot(page, `agreements-ceremony-${tag}`);
    expect(errors).toEqual([]);
    await context.close();
  }
});
