// The optional "your turn" alerts, loaded only once a player turns one on (a first visit carries
// none of it): a soft click per tile and a chime for your turn (synthesized, sounds.ts), a short
// vibration, and a system notification when the tab is hidden. Each reads the saved choices at
// the moment it fires, so a switch takes effect at once. Browser APIs come in as `AlertDevices`,
// so the rules are unit-tested with fakes.
import type { AlertPrefs } from './prefs.ts';
import type { AlertSink } from './turn-attention.ts';

/** A notification that can be taken back. */
export interface ShownNote {
  close(): void;
}

export interface AlertDevices {
  prefs(): AlertPrefs;
  click(): void;
  chime(): void;
  /** navigator.vibrate, where the device has it. */
  vibrate?: (pattern: number[]) => void;
  /** Shows a system notification if the browser allows it now, else null. */
  notify?: (title: string, body: string) => ShownNote | null;
  /** The words of the notification, in the language shown now. */
  text(): { title: string; body: string };
}

/** A short buzz, a pause, a short buzz: noticeable in a pocket, not an alarm. */
export const TURN_VIBRATION = [120, 80, 120];

export class Alerts implements AlertSink {
  #note: ShownNote | null = null;

  constructor(private readonly devices: AlertDevices) {}

  yourTurn(hidden: boolean): void {
    const prefs = this.devices.prefs();
    if (prefs.sound) this.devices.chime();
    if (prefs.vibrate) this.devices.vibrate?.(TURN_VIBRATION);
    // Only for a player who is not looking: a visible tab already shows the turn.
    if (prefs.notify && hidden && !this.#note) {
      const { title, body } = this.devices.text();
      this.#note = this.devices.notify?.(title, body) ?? null;
    }
  }

  played(): void {
    if (this.devices.prefs().sound) this.devices.click();
  }

  turnOver(): void {
    this.seen();
  }

  /** The player is back (the tab shows again) or the turn is over: the notification goes. */
  seen(): void {
    this.#note?.close();
    this.#note = null;
  }
}
