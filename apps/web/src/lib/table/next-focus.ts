// Where keyboard focus goes after a screen change at the table (the table opening, a deal, the
// hot-seat curtain, a hand end closing): to the next action, unless the player has already put it
// somewhere else.

/**
 * Moves focus to the curtain's "reveal", else "Next hand", else (on this seat's turn) the first
 * playable tile (or, when drawing is up to the player and nothing fits, "Draw", else "Pass"), else
 * the turn line. The turn line only holds focus as a resting place, so focus
 * on it moves on too.
 */
export function focusNextAction(turnLine: HTMLElement | undefined, myTurn: boolean): void {
  const active = document.activeElement;
  if (active && active !== document.body && active !== turnLine) return;
  const next =
    document.querySelector<HTMLElement>('[data-testid=reveal]') ??
    document.querySelector<HTMLElement>('[data-testid=next-hand]') ??
    (myTurn
      ? firstOf('.hand button[data-playable="true"]', '[data-testid=draw]', '[data-testid=pass]')
      : null) ??
    turnLine;
  if (next === active) return;
  next?.focus({ preventScroll: true });
  next?.scrollIntoView({ block: 'nearest' });
}

/** The first element matching the first selector that matches anything (in that order, not the page's). */
function firstOf(...selectors: string[]): HTMLElement | null {
  for (const selector of selectors) {
    const found = document.querySelector<HTMLElement>(selector);
    if (found) return found;
  }
  return null;
}
