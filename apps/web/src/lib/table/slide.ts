// Tiles that move (issue 48 item 7): a tile just played slides from its player's seat to its
// place on the board in under 200 ms, so a player can follow the bots' moves; none under
// `prefers-reduced-motion` (a Web Animation, which app.css's reduced-motion rule for CSS
// animations does not reach, so it is checked here). Seats are found by `data-seat` (the
// badges around the line, and your own hand at the bottom).

export const SLIDE_MS = 180;

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where the tile starts, as an offset from its place: the seat's centre minus the tile's, in the
 * tile's own units (`scale` screen pixels per unit: a tile drawn in a scaled SVG).
 */
export function slideOffset(seat: Box, tile: Box, scale = 1): { x: number; y: number } {
  const dx = seat.left + seat.width / 2 - (tile.left + tile.width / 2);
  const dy = seat.top + seat.height / 2 - (tile.top + tile.height / 2);
  return { x: dx / scale, y: dy / scale };
}

/** Tells a play not seen before from the one already on screen (a reload slides nothing). */
export class NewPlays {
  #shown: string | null | undefined = undefined;

  /** `key` names the latest play (null: none yet); true once per play after the first look. */
  isNew(key: string | null): boolean {
    const before = this.#shown;
    this.#shown = key;
    return before !== undefined && key !== null && key !== before;
  }
}

/** Slides the board's tile `tile` in from seat `seat`, when both are on screen. */
export function slideIn(board: Element | undefined, tile: string, seat: number): void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const placed = board?.querySelector(`[data-board-tile="${tile}"]`);
  const from = document.querySelector(`[data-seat="${seat}"]`);
  if (!placed || !from) return;
  const scale =
    placed instanceof SVGGraphicsElement ? (placed.ownerSVGElement?.getScreenCTM()?.a ?? 1) : 1;
  const { x, y } = slideOffset(from.getBoundingClientRect(), placed.getBoundingClientRect(), scale);
  placed.animate([{ transform: `translate(${x}px, ${y}px)` }, { transform: 'none' }], {
    duration: SLIDE_MS,
    easing: 'ease-out',
    id: 'tile-slide',
  });
}
