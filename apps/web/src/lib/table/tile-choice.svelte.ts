// The tile the player has picked but not yet placed, when it fits more than one end: the table
// shows the ends it fits as targets until one is chosen, the tile is tapped again, or Escape.
import type { EndId, Tile } from '@boneyard/engine';
import type { TableSource } from '../game/source.ts';

export class TileChoice {
  selected = $state<Tile | null>(null);
  readonly #game: () => TableSource;

  /** The ends the picked tile fits (none when nothing is picked). */
  readonly targets: EndId[] = $derived.by(() => {
    const selected = this.selected;
    if (selected === null) return [];
    return [...(this.#game().options.find((o) => o.tile === selected)?.ends ?? [])];
  });

  constructor(game: () => TableSource) {
    this.#game = game;
  }

  /** A tile tapped in the hand: played at once when it fits one end, else picked (or unpicked). */
  pick(tile: Tile): void {
    const game = this.#game();
    const option = game.options.find((o) => o.tile === tile);
    if (!option) return;
    if (option.ends.length <= 1) {
      this.selected = null;
      game.play(tile, option.ends[0]);
    } else {
      this.selected = this.selected === tile ? null : tile;
    }
  }

  /** One of the targets chosen: the picked tile goes there. */
  chooseEnd(end: EndId): void {
    if (this.selected === null) return;
    const tile = this.selected;
    this.selected = null;
    this.#game().play(tile, end);
  }

  /** Drops the choice (writes only: safe in an effect, which must not depend on the choice). */
  clear(): void {
    this.selected = null;
  }

  /** Drops the choice; returns the tile that was picked, so focus can go back to it. */
  cancel(): Tile | null {
    const tile = this.selected;
    this.selected = null;
    return tile;
  }
}
