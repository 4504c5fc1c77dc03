// When a room of the swarm sends its next move. Each room keeps its own clock: its first move comes
// at a random point of its first interval, so rooms do not move on one shared beat (a swarm whose
// rooms all start together would otherwise send every room's move in the same millisecond, once per
// interval — bursts no group of real tables makes, which measured as queueing: at 200 moves/s over
// 100 rooms, ack p50 6.4 ms in lockstep against 3.1 ms spread). Then either evenly spaced moves
// (ARRIVALS=even, the default: each room at exactly its share of the rate) or exponential gaps of the
// same mean (ARRIVALS=poisson: the rooms together a Poisson stream, players who think for varying
// times). A room never sends before the previous move's frame reached the mover (the caller waits),
// so a late slot is taken at once and the schedule goes on from there.
const ARRIVALS = process.env.ARRIVALS ?? 'even';
if (ARRIVALS !== 'even' && ARRIVALS !== 'poisson')
  throw new Error(`ARRIVALS=${ARRIVALS}: expected even or poisson`);
const POISSON = ARRIVALS === 'poisson';

export class Arrivals {
  private nextSlot: number | null = null;

  constructor(private readonly intervalMs: number) {}

  /** Milliseconds to wait before sending the move that is due now; books the slot after it. */
  waitMs(now = performance.now()): number {
    this.nextSlot ??= now + Math.random() * this.intervalMs;
    const wait = Math.max(0, this.nextSlot - now);
    const gap = POISSON ? -Math.log(1 - Math.random()) * this.intervalMs : this.intervalMs;
    this.nextSlot = Math.max(this.nextSlot, now) + gap;
    return wait;
  }
}
