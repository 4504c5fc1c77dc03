// The evening's tally as a player reads it (issue 48) and the records it offers: each match's
// record downloaded from the tally's own link, the way a player saves it, and what the records
// say the tally should be — matches won and goats per player, wins per side.
import { readFileSync } from 'node:fs';
import { verifyRecord, type MatchRecord } from '@boneyard/protocol';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface PlayerTally {
  readonly wins: number;
  readonly goats: number;
}

/** The text of an element as one line (the tally's markup breaks lines inside a list item). */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The tally's player lines in English ("Anna: 1 won · goat 2 times") read back as counts by
 * name, in the order shown.
 */
export async function tallyPlayers(tally: Locator): Promise<Map<string, PlayerTally>> {
  const lines = await tally.locator('[data-testid=tally-player]').allTextContents();
  const players = new Map<string, PlayerTally>();
  for (const line of lines.map(oneLine)) {
    const match = /^(.+): (\d+) won(?: · goat (\d+) times?)?$/.exec(line);
    if (!match) throw new Error(`not a tally line: "${line}"`);
    players.set(match[1]!, { wins: Number(match[2]), goats: Number(match[3] ?? 0) });
  }
  return players;
}

/** The tally's side lines in English ("Anna & Bot 3: 2 won") by side name. */
export async function tallySides(tally: Locator): Promise<Map<string, number>> {
  const lines = await tally.locator('[data-testid=tally-side]').allTextContents();
  return new Map(
    lines.map(oneLine).map((line) => {
      const match = /^(.+): (\d+) won$/.exec(line);
      if (!match) throw new Error(`not a tally side line: "${line}"`);
      return [match[1]!, Number(match[2])] as const;
    }),
  );
}

/** A seat's name as the English table shows it: a bot by its seat ("Bot 2"). */
function seatName(record: MatchRecord, seat: number): string {
  const entry = record.seats[seat];
  return !entry || entry.bot ? `Bot ${seat + 1}` : entry.name;
}

/** What the tally should say after `records`: wins and goats per player, by the records alone. */
export function expectedPlayers(records: readonly MatchRecord[]): Map<string, PlayerTally> {
  const players = new Map<string, PlayerTally>();
  for (const record of records) {
    record.seats.forEach((_, seat) => {
      const side = record.sides.findIndex((seats) => seats.includes(seat));
      const name = seatName(record, seat);
      const count = players.get(name) ?? { wins: 0, goats: 0 };
      players.set(name, {
        wins: count.wins + (record.result?.winners.includes(side) ? 1 : 0),
        goats: count.goats + (record.result?.losers.includes(side) ? 1 : 0),
      });
    });
  }
  return players;
}

/** What the tally's side lines should say after `records` (pairs games): wins per side. */
export function expectedSides(records: readonly MatchRecord[]): Map<string, number> {
  const last = records.at(-1);
  if (!last) return new Map();
  return new Map(
    last.sides.map((seats, side) => [
      seats.map((seat) => seatName(last, seat)).join(' & '),
      records.filter((record) => record.result?.winners.includes(side)).length,
    ]),
  );
}

/**
 * Downloads every match record the tally links to, as a player does (a click on the link), and
 * checks each: the file is named for the room and match, parses, and passes verifyRecord as a
 * finished match of this room. Returns the records, oldest first.
 */
export async function downloadTallyRecords(
  page: Page,
  tally: Locator,
  code: string,
): Promise<MatchRecord[]> {
  const links = tally.locator('[data-testid=tally-record]');
  const records: MatchRecord[] = [];
  for (let i = 0; i < (await links.count()); i++) {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      links.nth(i).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`boneyard-${code}-${i + 1}.json`);
    const parsed: unknown = JSON.parse(readFileSync(await download.path(), 'utf8'));
    const outcome = verifyRecord(parsed);
    expect(outcome, `match ${i + 1}'s record`).toMatchObject({
      ok: true,
      summary: { room: code, finished: true },
    });
    records.push(parsed as MatchRecord);
  }
  return records;
}

/** The room's code from a room page's address (/r/CODE). */
export function roomCode(page: Page): string {
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}

/** Switches the page's language with the switch it shows (the header's, or the phone table bar's). */
export async function switchLanguage(page: Page, lang: 'en' | 'ru'): Promise<void> {
  await page
    .locator(`[data-lang=${lang}]:visible, [data-testid=bar-lang]:visible`)
    .first()
    .click({ timeout: 30_000 });
  await page.waitForFunction((l) => document.documentElement.lang === l, lang, {
    timeout: 30_000,
  });
}
