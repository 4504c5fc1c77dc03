// What a bot decision is handed: the seat's view with the match's history cut to the one hand
// bots read. A SeatView carries every finished hand of the match (`history`), which grows without
// bound in a long match; the bots read only the hand before this one (bot/v13/lead.ts: whether
// this hand's lead was compulsory, opening.ts leadIsForced), and this hand's own public moves
// (`hand.moves`). So the view a server ships to a bot worker is O(1) in the match's length, and
// every level of every published algorithm decides exactly as on the full view
// (bot/bot-view.test.ts shows it over positions of later hands and Muggins claims).
import type { SeatView } from '@boneyard/engine';

/** `view` with `history` cut to its last hand: everything any bot reads, whatever the match's length. */
export function botViewOf(view: SeatView): SeatView {
  const previous = view.history.at(-1);
  return { ...view, history: previous === undefined ? [] : [previous] };
}
