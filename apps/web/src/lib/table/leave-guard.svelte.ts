// Leaving a table mid-match (Table.svelte): a player confirms first ("Leave this game?");
// spectators and finished matches leave at once. The browser's Back (or a link away) mid-match
// online asks as "Leave" does: leaving hands the seat to a bot. (Offline the game is saved and
// /play resumes it, so Back loses nothing.) Made while the table component starts.
import { beforeNavigate } from '$app/navigation';

export class LeaveGuard {
  /** The "Leave this game?" question is on screen. */
  asking = $state(false);
  #confirmed = false;
  readonly #needsAsking: () => boolean;
  readonly #leave: () => void;

  constructor(needsAsking: () => boolean, local: () => boolean, leave: () => void) {
    this.#needsAsking = needsAsking;
    this.#leave = leave;
    beforeNavigate((navigation) => {
      if (this.#confirmed || navigation.type === 'leave' || local()) return;
      if (!needsAsking()) return;
      navigation.cancel();
      this.asking = true;
    });
  }

  /** "Leave" pressed: asks mid-match, else leaves. */
  request(): void {
    if (this.#needsAsking()) this.asking = true;
    else this.#leave();
  }

  /** "Yes": leaves, with no second question on the way out. */
  confirm(): void {
    this.asking = false;
    this.#confirmed = true;
    this.#leave();
  }

  /** "No": back to the button that asked, not to the page body. */
  decline(): void {
    this.asking = false;
    document.querySelector<HTMLElement>('[data-testid=leave]')?.focus();
  }

  /** A page asked for by name (verify): no "Leave this game?" on the way. */
  allow(): void {
    this.#confirmed = true;
  }
}
