// Every preset online, the whole way a person plays it: from the home page, a room with the other
// seats bots, a whole match by keyboard through every "Next hand", then the rematch; afterwards
// the match records, downloaded as anyone with the code can, verify — every deal, move and score,
// and every bot move re-derived from its seat's view. The rematch is the same room flow whatever
// the game, so two presets (one per language and screen size) play it to its end and verify its
// record too; the others check that it deals its first hand. Each preset's own screens are tested
// elsewhere; this is the full flow for all of them, in both languages and on both screen sizes.
import { verifyBots } from '@boneyard/protocol';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE } from '../src/browser.ts';
import { playWholeMatch } from './support/local-match.ts';
import { serverAndBrowser } from './support/suite.ts';

// Hands wait for "Next hand" as at a table with people (not the tests' zero pause), so the
// driver sees every hand end and never races a deal.
const suite = serverAndBrowser({ handPauseMs: 600_000 });

const TABLES = [
  ['draw', 2, 'en'],
  ['block', 4, 'ru'],
  ['kozel', 4, 'en'],
  ['kozyol', 4, 'ru'],
  ['telephone', 3, 'en'],
  ['all-fives', 2, 'ru'],
  ['osyol', 4, 'en'],
  ['telefon', 4, 'ru'],
  ['trains', 3, 'en'],
] as const;

type Lang = 'en' | 'ru';

/** The presets whose rematch is played to its end here (Kozyol: ru, desktop; Trains: en, phone). */
const REMATCH_TO_END: ReadonlySet<string> = new Set(['kozyol', 'trains']);

/**
 * The server names every bot seat "Bot (easy)"; the page names it by its seat in the language shown
 * ("Bot 2" / «Бот 2»), never with the server's English name. The seats after the host's are bots.
 */
async function expectBotsNamed(
  page: Page,
  names: string,
  players: number,
  lang: Lang,
): Promise<void> {
  const word = lang === 'ru' ? 'Бот' : 'Bot';
  const expected = Array.from({ length: players - 1 }, (_, i) => `${word} ${i + 2}`);
  const shown = async () =>
    (await page.locator(names).allInnerTexts()).filter((name) => /^(Bot|Бот) /.test(name)).sort();
  await expect.poll(shown, { timeout: 30_000 }).toEqual(expected);
  expect(await page.evaluate(() => document.body.innerText)).not.toContain('Bot (');
}

/** The language switch in the page's header; waits until the page shows the new language. */
async function switchLanguage(page: Page, lang: Lang): Promise<void> {
  await page.click(`[data-lang=${lang}]`, { timeout: 30_000 });
  await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: 30_000 });
}

async function createRoom(
  page: Page,
  preset: string,
  players: number,
  lang: Lang,
): Promise<string> {
  await page.goto(`${suite.server.url}/`);
  await page.locator(`[data-preset="${preset}"]`).check();
  await page.selectOption('[data-testid=players]', String(players));
  // The shortest match the game offers, so two whole ones fit in a test.
  const targets = await page
    .locator('[data-testid=target] option')
    .evaluateAll((options) => options.map((option) => Number((option as HTMLOptionElement).value)));
  await page.selectOption('[data-testid=target]', String(Math.min(...targets)));
  await page.selectOption('[data-testid=bot-seats]', String(players - 1));
  await page.selectOption('[data-testid=bot-level]', 'easy');
  await page.fill('[data-testid=name]', lang === 'ru' ? 'Маша' : 'Anna');
  await page.click('[data-testid=create]');
  await page.waitForURL(/\/r\/[A-Z0-9]+/, { timeout: 30_000 });
  const code = new URL(page.url()).pathname.split('/')[2] ?? '';
  // The level chosen for the bots also stands in for anyone who drops out; the lobby says which.
  await expect
    .poll(() => page.locator('[data-testid=stand-in-level]').getAttribute('data-level'), {
      timeout: 30_000,
    })
    .toBe('easy');
  await expectBotsNamed(page, '.tablepic .seat strong', players, lang);
  // The level beside each bot is in the page's language too ("bot · easy" / «бот · лёгкий»).
  expect(await page.locator('.tablepic [data-bot=easy]').allInnerTexts()).toEqual(
    Array.from({ length: players - 1 }, () => (lang === 'ru' ? 'бот · лёгкий' : 'bot · easy')),
  );
  await page.click('[data-testid=start]', { timeout: 30_000 });
  return code;
}

async function verifiedRecord(code: string, match: number) {
  const response = await fetch(`${suite.server.url}/api/rooms/${code}/record?match=${match}`);
  expect(response.status).toBe(200);
  return verifyBots(await response.json());
}

test.each(TABLES)(
  '%s, %i players (%s): a whole match, the rematch, and the records verify',
  async (preset, players, lang) => {
    const viewport = players === 3 ? PHONE : DESKTOP;
    const { context, errors } = await newContext(suite.browser, { viewport, lang });
    const page = await context.newPage();
    try {
      const code = await createRoom(page, preset, players, lang);
      // At the table the bot seats carry the same names, and a live language switch renames them.
      const badges = '[data-testid=seat-badge] strong';
      await expectBotsNamed(page, badges, players, lang);
      if (lang === 'ru') {
        await switchLanguage(page, 'en');
        await expectBotsNamed(page, badges, players, 'en');
        await switchLanguage(page, 'ru');
        await expectBotsNamed(page, badges, players, 'ru');
      }
      const first = await playWholeMatch(page);
      await expect.poll(() => page.locator('[data-testid=match-end]').count()).toBe(1);
      await page.click('[data-testid=rematch]');
      await page.waitForSelector('[data-testid=match-end]', { state: 'detached', timeout: 30_000 });
      const played = [first];
      if (REMATCH_TO_END.has(preset)) {
        played.push(await playWholeMatch(page));
        await expect.poll(() => page.locator('[data-testid=match-end]').count()).toBe(1);
      } else {
        // The rematch is the room's match 2, shown from its first hand.
        const matchOf = async () =>
          (
            (await (await fetch(`${suite.server.url}/api/rooms/${code}`)).json()) as {
              match: number;
            }
          ).match;
        await expect.poll(matchOf, { timeout: 30_000 }).toBe(2);
        await expect
          .poll(() => page.locator('.hand-no').textContent(), { timeout: 30_000 })
          .toMatch(/\b1$/);
      }

      for (const [index, progress] of played.entries()) {
        const match = index + 1;
        const outcome = await verifiedRecord(code, match);
        expect(outcome, `match ${match}`).toMatchObject({
          ok: true,
          value: { preset, players, room: code, finished: true },
        });
        if (!outcome.ok) continue;
        // Every hand the player saw end is in the record, and the bots' moves were re-derived.
        expect(outcome.value.hands, `match ${match}`).toBe(progress.handsSeen);
        expect(outcome.value.botMoves, `match ${match}`).toBeGreaterThan(0);
      }
      expect(played.reduce((moves, p) => moves + p.movesMade, 0)).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  },
  300_000,
);
