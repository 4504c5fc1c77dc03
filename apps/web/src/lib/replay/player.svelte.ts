// Where a replay stands (which hand, which step) and the play/pause clock. A step is one engine
// step of the record's replay: a move, with the draws and passes the rules then force.
import type { Replay, ReplayFrame, ReplayHand } from '@boneyard/protocol/replay';

type Ready = Extract<Replay, { ok: true }>;

export const SPEEDS = [0.5, 1, 2, 4] as const;
/** A step every this many ms at 1×. */
const STEP_MS = 1000;

export class ReplayPlayer {
  hand = $state(0);
  frame = $state(0);
  playing = $state(false);
  speed = $state<number>(1);
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(readonly replay: Ready) {}

  get current(): ReplayHand {
    return this.replay.hands[this.hand]!;
  }

  get currentFrame(): ReplayFrame {
    return this.current.frames[this.frame]!;
  }

  get atEnd(): boolean {
    return (
      this.hand === this.replay.hands.length - 1 && this.frame === this.current.frames.length - 1
    );
  }

  goTo(hand: number, frame = 0): void {
    this.hand = Math.max(0, Math.min(hand, this.replay.hands.length - 1));
    this.frame = Math.max(0, Math.min(frame, this.current.frames.length - 1));
  }

  /** The step at which `move` of hand `hand` (1-based hand number) was chosen. */
  goToMove(handNumber: number, move: number): void {
    const index = this.replay.hands.findIndex((h) => h.record.number === handNumber);
    if (index < 0) return;
    const frames = this.replay.hands[index]!.frames;
    const at = frames.findIndex((f) => f.moves >= move);
    this.goTo(index, at < 0 ? frames.length - 1 : at);
  }

  forward(): boolean {
    if (this.frame < this.current.frames.length - 1) this.frame++;
    else if (this.hand < this.replay.hands.length - 1) this.goTo(this.hand + 1, 0);
    else return false;
    return true;
  }

  back(): void {
    if (this.frame > 0) this.frame--;
    else if (this.hand > 0) this.goTo(this.hand - 1, Number.MAX_SAFE_INTEGER);
  }

  toStart(): void {
    this.frame = 0;
  }

  toEnd(): void {
    this.frame = this.current.frames.length - 1;
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  play(): void {
    if (this.atEnd) this.goTo(0, 0);
    this.playing = true;
    this.restart();
  }

  pause(): void {
    this.playing = false;
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  setSpeed(speed: number): void {
    this.speed = speed;
    if (this.playing) this.restart();
  }

  private restart(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = setInterval(() => {
      if (!this.forward()) this.pause();
    }, STEP_MS / this.speed);
  }
}
