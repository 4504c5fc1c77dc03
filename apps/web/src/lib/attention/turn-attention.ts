// What the optional "your turn" alerts (alerts.ts: sounds, vibration, a system notification) are
// told as the table changes: a turn becoming this screen's (and whether the tab is hidden then),
// each tile played, the turn moving on. (The tab title is title.ts's, on every table.) Plain
// code over an injected document, so the rules are unit-tested without a browser.

/** The part of `document` this needs. */
export interface AttentionDocument {
  readonly hidden: boolean;
}

/** What the optional alerts are told (alerts.ts). */
export interface AlertSink {
  /** It has just become this screen's turn; `hidden`: the tab is out of sight. */
  yourTurn(hidden: boolean): void;
  /** A tile was played (anyone's). */
  played(): void;
  /** The turn moved on (or the game went away): take back what `yourTurn` showed. */
  turnOver(): void;
}

export class TurnAttention {
  #yourTurn = false;
  /** Tiles played so far this hand; null until the first update (a reload plays no click). */
  #plays: number | null = null;

  constructor(
    private readonly doc: AttentionDocument,
    private readonly sink: () => AlertSink | null,
  ) {}

  /** Called whenever the table changes: is it this screen's turn, how many tiles are down. */
  update(yourTurn: boolean, plays: number): void {
    const sink = this.sink();
    if (this.#plays !== null && plays > this.#plays) sink?.played();
    this.#plays = plays;
    if (yourTurn && !this.#yourTurn) sink?.yourTurn(this.doc.hidden);
    if (!yourTurn && this.#yourTurn) sink?.turnOver();
    this.#yourTurn = yourTurn;
  }

  /** The table closes: nothing stays shown. */
  dispose(): void {
    if (this.#yourTurn) this.sink()?.turnOver();
    this.#yourTurn = false;
  }
}
