// Where keyboard focus goes after a screen change at the table (the table opening, a deal, the
// hot-seat curtain, a hand end closing): to the next action, unless the player has already put it
// somewhere else.

/**
 * Moves focus to the curtain's "reveal", else "Next hand", else (on this seat's turn) the first
 * playable tile, else the turn line. The turn line only holds focus as a resting place, so focus
 * on it moves on too.
 */
export function focusNextAction(turnLine: HTMLElement | undefined, myTurn: boolean): void {
  const active = document.activeElement;
  if (active && active !== document.body && active !== turnLine) return;
  const next =
    document.querySelector<HTMLElement>('[data-testid=reveal]') ??
    document.querySelector<HTMLElement>('[data-testid=next-hand]') ??
    (myTurn ? document.querySelector<HTMLElement>('.hand button[data-playable="true"]') : null) ??
    turnLine;
  if (next === active) return;
  next?.focus({ preventScroll: true });
  next?.scrollIntoView({ block: 'nearest' });
}
