// A scripted player for the fault suite: test/player.ts's TestPlayer, which also keeps a log of
// every move the server ACKNOWLEDGED (with the hand it was made in), retries what it was told to
// try again, and resends a move that got no answer with the same id, so the invariants in
// invariants.ts can be checked after a fault.
import type { Action } from '@boneyard/engine';
import type { Ack, ClientReply } from '@boneyard/protocol';
import { TestPlayer, TRY_AGAIN_CODES, type PendingMove } from '../player.ts';

export { TRY_AGAIN_CODES } from '../player.ts';

export interface AckedMove {
  readonly id: string;
  readonly seat: number;
  readonly match: number;
  readonly hand: number;
  readonly action: Action;
  /** The room version the server said the move produced. */
  readonly version: number;
}

export class FaultPlayer extends TestPlayer {
  readonly acked: AckedMove[] = [];
  /** Messages that got no answer in time (the process or Redis was down). */
  unanswered = 0;

  constructor(url: string, code: string, token: string | undefined, name: string) {
    super(url, code, token, name);
  }

  /** The load balancer sends this client to another process (its old one died). */
  moveTo(url: string): void {
    this.reload(url);
  }

  protected override joinRefused(code: string): void {
    if (TRY_AGAIN_CODES.includes(code))
      setTimeout(() => this.socket.connected && void this.join(), 200);
  }

  /** One move at a time: a new one only after the previous one's answer. */
  protected override mayAct(): boolean {
    return this.pending === null;
  }

  protected override actionAnswered(
    pending: PendingMove,
    ack: Ack<ClientReply<'game:action'>>,
  ): void {
    if (ack.ok) {
      this.acked.push({ ...pending, seat: this.seat!, version: ack.value.version });
      if (this.pending === pending) this.pending = null;
      // The next turn's frame may have come before this answer (it was skipped while the move
      // was pending): decide on it now.
      this.react();
      return;
    }
    if (TRY_AGAIN_CODES.includes(ack.error.code)) {
      setTimeout(() => this.pending === pending && this.sendPending(), 200);
      return;
    }
    // Refused for good (stale, not your turn …): decide again on the current state.
    if (this.pending === pending) this.pending = null;
    this.acting = -1;
    void this.resync();
  }

  /** No answer in time: resent with the same id (now if still connected, else after the next join). */
  protected override actionUnanswered(pending: PendingMove): void {
    this.unanswered += 1;
    setTimeout(() => this.pending === pending && this.sendPending(), 200);
  }
}
