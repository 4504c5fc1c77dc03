// The online room's seat labels as the room keeps them: a `$derived` over the seats, so a test
// sees what a component would after a language switch (no re-call by hand).
import type { RoomInfo } from '@boneyard/protocol';
import { seatLabels } from '../../src/lib/online/seat-labels.ts';

export class DerivedSeatLabels {
  seats = $state.raw<RoomInfo['seats']>([]);
  labels = $derived(seatLabels(this.seats, () => 0));

  constructor(seats: RoomInfo['seats']) {
    this.seats = seats;
  }
}
