// What a seated browser does for the fair deal as frames arrive: send its client seed once while
// the hand collects seeds, and note the tiles it was dealt (so /verify can check them later).
import type { SeatView } from '@boneyard/engine';
import { bytesToHex, randomClientSeed } from '@boneyard/fair';
import type { FairInfo } from '@boneyard/protocol';
import { rememberSeed, rememberTiles } from '../fair/memory.ts';
import { dealtTiles } from './dealt.ts';

export interface SeedSubmission {
  readonly match: number;
  readonly hand: number;
  readonly commitment: string;
  readonly seed: string;
}

export class FairDuty {
  /** Commitments this browser has answered with a seed. */
  private readonly seedsSent = new Set<string>();

  constructor(
    private readonly code: string,
    private readonly send: (submission: SeedSubmission) => void,
  ) {}

  after(
    seat: number | null,
    match: number | undefined,
    fair: FairInfo | null,
    view: SeatView | null,
  ): void {
    if (seat === null) return;
    if (
      match !== undefined &&
      fair &&
      fair.stage === 'collecting' &&
      !fair.seedsFrom.includes(seat) &&
      !this.seedsSent.has(fair.commitment)
    ) {
      // Keyed by commitment: hand numbers start again at 1 after a rematch.
      this.seedsSent.add(fair.commitment);
      // A fresh seed every time the server asks (never one from an earlier match in this room).
      const seed = bytesToHex(randomClientSeed());
      rememberSeed(this.code, fair.hand, seat, seed);
      // Bound to the commitment it answers: the server refuses it for any other hand or match.
      this.send({ match, hand: fair.hand, commitment: fair.commitment, seed });
    }
    if (view?.hand && view.phase !== 'dealing') {
      const tiles = dealtTiles(view);
      if (tiles) rememberTiles(this.code, view.hand.number, seat, tiles);
    }
  }
}
