// "Your turn" when the player looks away (issue 48 item 3): the tab title, and the optional
// alerts driven by it, over a fake document and fake devices.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { Alerts, TURN_VIBRATION, type AlertDevices } from '../src/lib/attention/alerts.ts';
import {
  ALERT_PREFS_KEY,
  ALERTS_ON_EVENT,
  NO_ALERTS,
  readAlertPrefs,
  saveAlertPrefs,
  type AlertPrefs,
} from '../src/lib/attention/prefs.ts';
import { showTurnInTitle } from '../src/lib/attention/title.ts';
import { TurnAttention, type AlertSink } from '../src/lib/attention/turn-attention.ts';
import { ATTENTION_TEXT } from '../src/lib/i18n/attention.ts';
import { OFFLINE_TEXT } from '../src/lib/i18n/offline.ts';

class FakeDocument {
  title = 'Boneyard';
  hidden = false;
}

function recordingSink(): AlertSink & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    yourTurn: (hidden) => calls.push(`turn:${hidden ? 'hidden' : 'shown'}`),
    played: () => calls.push('played'),
    turnOver: () => calls.push('over'),
  };
}

describe('the tab title', () => {
  test('says "your turn" while it is, and gives the page title back after', () => {
    const doc = new FakeDocument();
    const restore = showTurnInTitle(doc, 'Your turn');
    expect(doc.title).toBe('▶ Your turn · Boneyard');
    restore();
    expect(doc.title).toBe('Boneyard');
    // A language switch mid-turn: the effect's cleanup runs, then it shows the new words once.
    const first = showTurnInTitle(doc, 'Your turn');
    first();
    const second = showTurnInTitle(doc, 'Ваш ход');
    expect(doc.title).toBe('▶ Ваш ход · Boneyard');
    second();
    expect(doc.title).toBe('Boneyard');
  });

  test('the table reads the key and event the alerts panel writes (spelled out there)', () => {
    const source = readFileSync(
      fileURLToPath(new URL('../src/lib/attention/TurnAlerts.svelte', import.meta.url)),
      'utf8',
    );
    expect(source).toContain(`localStorage.getItem('${ALERT_PREFS_KEY}')`);
    expect(source).toContain(`addEventListener('${ALERTS_ON_EVENT}', start)`);
  });
});

describe('what the alerts hear', () => {
  test('each new turn once, each tile played, and the turn ending', () => {
    const doc = new FakeDocument();
    const sink = recordingSink();
    const attention = new TurnAttention(doc, () => sink);
    attention.update(false, 3); // the table as first shown: no click for old tiles
    expect(sink.calls).toEqual([]);
    attention.update(false, 4); // a bot played
    doc.hidden = true;
    attention.update(true, 5); // another played, and now it is ours (tab hidden)
    attention.update(true, 5);
    attention.update(false, 6); // we played
    attention.update(false, 0); // a new hand: fewer tiles, no click
    expect(sink.calls).toEqual(['played', 'played', 'turn:hidden', 'played', 'over']);
  });

  test('leaving the table mid-turn takes back what the turn showed', () => {
    const doc = new FakeDocument();
    const sink = recordingSink();
    const attention = new TurnAttention(doc, () => sink);
    attention.update(true, 0);
    attention.dispose();
    expect(sink.calls).toEqual(['turn:shown', 'over']);
  });
});

function fakeDevices(prefs: AlertPrefs, permitted = true) {
  const log: string[] = [];
  let open = 0;
  const devices: AlertDevices = {
    prefs: () => prefs,
    click: () => log.push('click'),
    chime: () => log.push('chime'),
    vibrate: (pattern) => log.push(`vibrate:${pattern.join(',')}`),
    notify: (title, body) => {
      if (!permitted) return null;
      open++;
      log.push(`notify:${title}:${body}`);
      return { close: () => (open--, log.push('close')) };
    },
    text: () => ({ title: 'Your turn', body: 'The table waits.' }),
  };
  return { devices, log, open: () => open };
}

describe('the optional alerts', () => {
  test('all off (the default): nothing sounds, buzzes or pops up', () => {
    const { devices, log } = fakeDevices(NO_ALERTS);
    const alerts = new Alerts(devices);
    alerts.yourTurn(true);
    alerts.played();
    alerts.turnOver();
    expect(log).toEqual([]);
  });

  test('sound: a click per tile and a chime for the turn', () => {
    const { devices, log } = fakeDevices({ ...NO_ALERTS, sound: true });
    const alerts = new Alerts(devices);
    alerts.played();
    alerts.yourTurn(false);
    expect(log).toEqual(['click', 'chime']);
  });

  test('vibration on the turn only', () => {
    const { devices, log } = fakeDevices({ ...NO_ALERTS, vibrate: true });
    const alerts = new Alerts(devices);
    alerts.played();
    alerts.yourTurn(false);
    expect(log).toEqual([`vibrate:${TURN_VIBRATION.join(',')}`]);
  });

  test('a notification only while the tab is hidden, closed when the turn ends or on return', () => {
    const { devices, log, open } = fakeDevices({ ...NO_ALERTS, notify: true });
    const alerts = new Alerts(devices);
    alerts.yourTurn(false); // looking at the table: no notification
    expect(log).toEqual([]);
    alerts.yourTurn(true);
    expect(log).toEqual(['notify:Your turn:The table waits.']);
    expect(open()).toBe(1);
    alerts.turnOver();
    expect(open()).toBe(0);
    alerts.yourTurn(true);
    alerts.seen(); // the tab shows again
    expect(open()).toBe(0);
    expect(log.filter((l) => l === 'close')).toHaveLength(2);
  });

  test('a notification the browser refuses is simply not shown', () => {
    const { devices, open } = fakeDevices({ ...NO_ALERTS, notify: true }, false);
    const alerts = new Alerts(devices);
    alerts.yourTurn(true);
    alerts.turnOver();
    expect(open()).toBe(0);
  });

  test('a switch turned off takes effect at the next event', () => {
    let prefs: AlertPrefs = { ...NO_ALERTS, sound: true };
    const { devices, log } = fakeDevices(NO_ALERTS);
    const alerts = new Alerts({ ...devices, prefs: () => prefs });
    alerts.played();
    prefs = NO_ALERTS;
    alerts.played();
    expect(log).toEqual(['click']);
  });
});

describe('remembered choices', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      map,
    };
  };

  test('saved and read back; nothing saved reads as all off', () => {
    const store = memory();
    expect(readAlertPrefs(store)).toEqual(NO_ALERTS);
    saveAlertPrefs({ sound: true, vibrate: false, notify: true }, store);
    expect(readAlertPrefs(store)).toEqual({ sound: true, vibrate: false, notify: true });
  });

  test('anything but true is off (a hand-edited or broken value)', () => {
    const store = memory();
    store.map.set(ALERT_PREFS_KEY, '{"sound":"yes","vibrate":1,"notify":true}');
    expect(readAlertPrefs(store)).toEqual({ sound: false, vibrate: false, notify: true });
    store.map.set(ALERT_PREFS_KEY, '{not json');
    expect(readAlertPrefs(store)).toEqual(NO_ALERTS);
  });
});

test('the alerts and offline catalogues: Russian has every key, with the same placeholders', () => {
  const marks = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const catalogue of [ATTENTION_TEXT, OFFLINE_TEXT] as Record<
    'en' | 'ru',
    Record<string, string>
  >[]) {
    expect(Object.keys(catalogue.ru).sort()).toEqual(Object.keys(catalogue.en).sort());
    for (const [key, text] of Object.entries(catalogue.en)) {
      expect(marks(catalogue.ru[key] ?? ''), key).toEqual(marks(text));
      expect(text.trim()).not.toBe('');
    }
  }
});
