// The player's choices for "your turn" alerts, remembered on this device. Sound is off until the
// player turns it on once (DESIGN.md); so are vibration and the system notification.

export interface AlertPrefs {
  /** Tile clicks and the "your turn" chime; turning it off is the one mute switch. */
  readonly sound: boolean;
  readonly vibrate: boolean;
  /** A system notification when it becomes your turn while this tab is hidden. */
  readonly notify: boolean;
}

// TurnAlerts.svelte reads this key itself (no import: the table's first load carries none of this).
export const ALERT_PREFS_KEY = 'boneyard:alerts';
/** Sent on window when a switch is turned on: the table then starts its alerts. */
export const ALERTS_ON_EVENT = 'boneyard:alerts-on';
export const NO_ALERTS: AlertPrefs = { sound: false, vibrate: false, notify: false };

/** Any storage with get/set (localStorage in the browser, a Map-backed fake in tests). */
export interface PrefsStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storage(): PrefsStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (private modes): nothing is remembered
  }
}

/** What was saved, each switch a boolean (anything else reads as off). */
export function readAlertPrefs(from: PrefsStorage | null = storage()): AlertPrefs {
  try {
    const saved: unknown = JSON.parse(from?.getItem(ALERT_PREFS_KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return NO_ALERTS;
    const at = saved as Record<string, unknown>;
    return { sound: at.sound === true, vibrate: at.vibrate === true, notify: at.notify === true };
  } catch {
    return NO_ALERTS;
  }
}

export function saveAlertPrefs(prefs: AlertPrefs, to: PrefsStorage | null = storage()): void {
  try {
    to?.setItem(ALERT_PREFS_KEY, JSON.stringify(prefs));
  } catch {
    // Full or blocked storage: the choice holds for this visit only.
  }
}

export const anyAlertOn = (prefs: AlertPrefs): boolean =>
  prefs.sound || prefs.vibrate || prefs.notify;
