// "Your turn" when the player looks away (issue 48 item 3), in a game against bots: the tab title
// says so on your turn and gives the title back after; the bell in the table bar opens the alerts
// (sound, vibration, a notification while the tab is hidden), each switch named for screen
// readers, remembered on this device; the browser is asked for notification permission only
// after a tap on that switch. Audio, vibration and notifications are spied on in the page
// (WebAudio node creation, navigator.vibrate, a recording Notification), and the tab's
// visibility is faked: a headless browser has no speakers, no motor and no other window.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP, newContext, PHONE, screenshot } from '../src/browser.ts';
import { playIfMyTurn } from '../src/play.ts';
import { axeContext, axeViolations } from './support/axe.ts';
import { untilInPlay } from './support/fresh-hand.ts';
import { staticAndBrowser } from './support/suite.ts';

const suite = staticAndBrowser();
const PLAYABLE = 'button[data-playable="true"]';

interface Spied {
  sounds: string[];
  vibrations: number[][];
  notes: { title: string; body: string; open: boolean }[];
  asked: number;
}

/** Runs in the page before its scripts: records what the alerts do. */
function spy(): void {
  const w = window as unknown as { __spied: Spied; __hidden: boolean };
  w.__spied = { sounds: [], vibrations: [], notes: [], asked: 0 };
  w.__hidden = false;
  const proto = AudioContext.prototype;
  const oscillator = proto.createOscillator;
  const buffer = proto.createBufferSource;
  proto.createOscillator = function () {
    w.__spied.sounds.push('tone');
    return oscillator.call(this);
  };
  proto.createBufferSource = function () {
    w.__spied.sounds.push('click');
    return buffer.call(this);
  };
  navigator.vibrate = (pattern: VibratePattern) => {
    w.__spied.vibrations.push([pattern].flat());
    return true;
  };
  class RecordingNotification {
    static permission: NotificationPermission = 'default';
    static async requestPermission(): Promise<NotificationPermission> {
      w.__spied.asked++;
      RecordingNotification.permission = 'granted';
      return 'granted';
    }
    readonly index: number;
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      this.index = w.__spied.notes.push({ title, body: options?.body ?? '', open: true }) - 1;
    }
    close(): void {
      const note = w.__spied.notes[this.index];
      if (note) note.open = false;
    }
  }
  (window as unknown as { Notification: unknown }).Notification = RecordingNotification;
  Object.defineProperty(Document.prototype, 'hidden', {
    configurable: true,
    get: () => w.__hidden,
  });
}

const spied = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spied: Spied }).__spied);
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((h) => {
    (window as unknown as { __hidden: boolean }).__hidden = h;
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

async function botTable(page: Page): Promise<void> {
  await page.goto(`${suite.server.url}/`);
  await page.locator('[data-preset="draw"]').check();
  await page.selectOption('[data-testid=players]', '2');
  await page.click('[data-testid=vs-bots]');
}

test('the title on your turn; sound, vibration and a notification once switched on', async () => {
  // Bots wait 1.5 s, so the title can be read during their turn.
  const { context, errors } = await newContext(suite.browser, { botDelay: 1500 });
  await context.addInitScript(spy);
  const page = await context.newPage();
  await botTable(page);
  await untilInPlay(page, PLAYABLE);
  await expect.poll(() => page.title()).toBe('▶ Your turn · Boneyard');
  // Nothing was asked, sounded or stored before the player touched a switch.
  expect(await spied(page)).toEqual({ sounds: [], vibrations: [], notes: [], asked: 0 });
  expect(await page.evaluate(() => localStorage.getItem('boneyard:alerts'))).toBeNull();

  const bell = page.getByRole('button', { name: 'Sound and alerts' });
  await bell.click();
  const panel = page.locator('[data-testid=alerts-panel]');
  await panel.waitFor();
  await page.getByRole('checkbox', { name: /^Sounds/ }).check();
  await page.getByRole('checkbox', { name: 'Vibrate on your turn' }).check();
  await page.getByRole('checkbox', { name: /^Notify me/ }).check();
  expect((await spied(page)).asked).toBe(1); // asked now, after the tap
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('boneyard:alerts'))) ?? ''),
  ).toEqual({
    sound: true,
    vibrate: true,
    notify: true,
  });
  await page.getByRole('button', { name: 'Close' }).click();
  await panel.waitFor({ state: 'detached' });
  const before = await spied(page);
  expect(before.sounds).toContain('tone'); // the sample chime of the switch

  // Look away, play, and wait for the turn to come back: a click per tile, then the chime, a
  // buzz and a notification for the hidden tab. (A hand that ends first is dealt on.)
  await setHidden(page, true);
  let noted = false;
  for (let tries = 0; tries < 6 && !noted; tries++) {
    await untilInPlay(page, PLAYABLE);
    const soundsBefore = (await spied(page)).sounds.length;
    expect(await playIfMyTurn(page)).toBe(true);
    await expect.poll(async () => (await spied(page)).sounds.length).toBeGreaterThan(soundsBefore);
    const next = await page.waitForFunction(
      () =>
        document.querySelector('button[data-playable="true"]')
          ? 'turn'
          : document.querySelector('[data-testid=hand-end], [data-testid=match-end]')
            ? 'over'
            : false,
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    noted = (await next.jsonValue()) === 'turn';
  }
  expect(noted).toBe(true);
  await expect.poll(async () => (await spied(page)).notes.length).toBe(1);
  const now = await spied(page);
  expect(now.notes[0]).toEqual({
    title: 'Your turn',
    body: 'The Boneyard table is waiting for your move.',
    open: true,
  });
  expect(now.vibrations).toContainEqual([120, 80, 120]);
  expect(now.sounds.filter((s) => s === 'click').length).toBeGreaterThanOrEqual(2);
  expect(now.sounds.filter((s) => s === 'tone').length).toBeGreaterThanOrEqual(4);
  // Back to the tab: the notification goes.
  await setHidden(page, false);
  await expect.poll(async () => (await spied(page)).notes[0]?.open).toBe(false);

  // The choice is remembered; leaving the table gives the title back.
  await page.reload();
  await page.locator('[data-testid=table-bar]').waitFor();
  await bell.click();
  expect(await page.getByRole('checkbox', { name: /^Sounds/ }).isChecked()).toBe(true);
  await page.keyboard.press('Escape');
  await page.click('[data-testid=leave]');
  await page.locator('[data-testid=leave-yes], [data-testid=vs-bots]').first().click();
  await page.locator('[data-testid=vs-bots]').waitFor();
  expect(await page.title()).toBe('Boneyard');
  expect(errors).toEqual([]);
  await context.close();
});

test('the title follows the turn: gone during the bots’ turn', async () => {
  const { context, errors } = await newContext(suite.browser, { botDelay: 1500 });
  const page = await context.newPage();
  await botTable(page);
  await untilInPlay(page, PLAYABLE);
  await expect.poll(() => page.title()).toBe('▶ Your turn · Boneyard');
  expect(await playIfMyTurn(page)).toBe(true);
  // The bot waits 1.5 s before it moves; the hand may also be over: either way, not our turn.
  await expect.poll(() => page.title(), { timeout: 1000, interval: 50 }).toBe('Boneyard');
  expect(errors).toEqual([]);
  await context.close();
});

for (const lang of ['en', 'ru'] as const) {
  test(`the alerts panel (${lang}): named controls, axe clean, desktop and phone`, async () => {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, errors } = await axeContext(suite.browser, { viewport, lang });
      const page = await context.newPage();
      await botTable(page);
      await untilInPlay(page, PLAYABLE);
      await page.click('[data-testid=alerts-button]');
      await page.locator('[data-testid=alerts-panel]').waitFor();
      const named = await page
        .locator('[data-testid=alerts-panel] input')
        .evaluateAll((inputs) =>
          inputs.map((i) => (i as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''),
        );
      expect(named.length).toBeGreaterThanOrEqual(2);
      for (const name of named) expect(name).not.toBe('');
      expect(await page.locator('[data-testid=alerts-button]').getAttribute('aria-label')).toBe(
        lang === 'en' ? 'Sound and alerts' : 'Звук и оповещения',
      );
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `alerts-panel-${lang}-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
}
