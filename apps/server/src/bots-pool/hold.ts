// A test-only hold on worker decisions (BotPoolOptions.hold): an Int32Array over a
// SharedArrayBuffer that a worker blocks on before deciding, so a test can keep a bot "thinking"
// for exactly as long as it wants — no clock — and see what the rest of the server does meanwhile.

/** Cells of the hold. */
export const HOLD_STATE = 0;
export const HOLD_ENTERED = 1;
/** HOLD_STATE values: the worker waits while CLOSED, decides when OPEN, exits (a crash) on CRASH. */
export const HOLD_CLOSED = 0;
export const HOLD_OPEN = 1;
export const HOLD_CRASH = 2;

/** A closed hold. */
export function newHold(): SharedArrayBuffer {
  return new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
}

/** How many decisions have reached the hold so far. */
export function holdEntered(hold: SharedArrayBuffer): number {
  return Atomics.load(new Int32Array(hold), HOLD_ENTERED);
}

/** Sets the hold's state (OPEN lets waiting and later decisions through) and wakes the workers. */
export function setHold(hold: SharedArrayBuffer, state: number): void {
  const cells = new Int32Array(hold);
  Atomics.store(cells, HOLD_STATE, state);
  Atomics.notify(cells, HOLD_STATE);
}

/** In the worker: counts this decision in, then blocks the thread until the hold opens (or crashes it). */
export function waitForHold(buffer: SharedArrayBuffer): void {
  const hold = new Int32Array(buffer);
  Atomics.add(hold, HOLD_ENTERED, 1);
  Atomics.notify(hold, HOLD_ENTERED);
  Atomics.wait(hold, HOLD_STATE, HOLD_CLOSED);
  if (Atomics.load(hold, HOLD_STATE) === HOLD_CRASH) process.exit(70);
}
