// A scripted player for the fault suite: like test/helpers.ts's TestPlayer (joins on every
// (re)connect, sends its seed, plays a random legal move, resyncs on a gap) but it also keeps a
// log of every move the server ACKNOWLEDGED (with the hand it was made in), every refusal code,
// and every frame, so the invariants in invariants.ts can be checked after a fault.
import type { Action } from '@boneyard/engine';
import { liveAfter, liveOfSnapshot, UpdateFrameSchema, type LiveState, type Snapshot, type UpdateFrame } from '@boneyard/protocol';
import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { connect, expandFrame, send, type Received } from '../helpers.ts';

export interface AckedMove {
  readonly id: string;
  readonly seat: number;
  readonly match: number;
  readonly hand: number;
  readonly action: Action;
  /** The room version the server said the move produced. */
  readonly version: number;
}

interface PendingMove {
  readonly id: string;
  readonly version: number;
  readonly action: Action;
  readonly match: number;
  readonly hand: number;
}

/** Refusals a client should simply retry (the server could not reach its store, or was racing). */
export const TRY_AGAIN_CODES = ['internal', 'busy'];

export class FaultPlayer {
  socket: Socket;
  token: string | undefined;
  seat: number | null = null;
  version = -1;
  snapshot: Snapshot | null = null;
  last: { view: Snapshot['view'] | UpdateFrame['view']; legal: readonly Action[]; fair: Snapshot['fair'] } | null = null;
  readonly frames: Received[] = [];
  readonly acked: AckedMove[] = [];
  /** Every refusal of a move or seed, by code (stale ones included: they are normal). */
  readonly refusals: string[] = [];
  /** Frames that broke the protocol's schema. */
  readonly errors: string[] = [];
  /** The state update frames patch (protocol frames.ts). */
  live: LiveState | null = null;
  autoPlay = true;
  pending: PendingMove | null = null;
  /** Messages that got no answer in time (the process or Redis was down). */
  unanswered = 0;
  private acting = -1;
  private counter = 0;
  private readonly seeded = new Set<string>();

  constructor(
    public url: string,
    readonly code: string,
    token: string | undefined,
    readonly name: string,
  ) {
    this.token = token;
    this.socket = this.open(url);
  }

  private open(url: string): Socket {
    const socket = connect(url);
    socket.on('connect', () => void this.join());
    socket.on('update', (frame: UpdateFrame) => this.onUpdate(frame));
    socket.on('snapshot', (snapshot: Snapshot) => this.onSnapshot(snapshot));
    return socket;
  }

  get joined(): boolean {
    return this.version >= 0;
  }

  get status(): string | undefined {
    return this.snapshot?.room.status;
  }

  /** The load balancer sends this client to another process (its old one died). */
  moveTo(url: string): void {
    this.socket.removeAllListeners();
    this.socket.disconnect();
    this.url = url;
    this.socket = this.open(url);
  }

  close(): void {
    this.socket.removeAllListeners();
    this.socket.disconnect();
  }

  async join(): Promise<void> {
    const ack = await send(this.socket, 'room:join', { code: this.code, ...(this.token ? { token: this.token } : {}) }).catch(() => null);
    if (ack === null) return; // disconnected meanwhile: joins again on the next connect
    if (!ack.ok) {
      this.refusals.push(`join:${ack.error.code}`);
      if (TRY_AGAIN_CODES.includes(ack.error.code)) setTimeout(() => this.socket.connected && void this.join(), 200);
      return;
    }
    this.frames.push({ kind: 'ack', payload: ack.value });
    this.token = ack.value.token;
    this.onSnapshot(ack.value.snapshot);
    this.sendPending();
  }

  async resync(): Promise<void> {
    const ack = await send(this.socket, 'sync:request', {}).catch(() => null);
    if (ack?.ok) this.onSnapshot(ack.value);
  }

  private onSnapshot(snapshot: Snapshot): void {
    this.frames.push({ kind: 'snapshot', payload: snapshot });
    if (snapshot.version < this.version) return;
    this.snapshot = snapshot;
    this.seat = snapshot.you.seat;
    this.version = snapshot.version;
    this.last = { view: snapshot.view, legal: snapshot.view?.hand?.legal ?? [], fair: snapshot.fair };
    this.live = liveOfSnapshot(snapshot);
    this.react();
  }

  private onUpdate(frame: UpdateFrame): void {
    const received: Received = { kind: 'update', payload: frame };
    this.frames.push(received);
    const shape = UpdateFrameSchema.safeParse(frame);
    if (!shape.success) this.errors.push(`update shape: ${JSON.stringify(shape.error.issues[0])}`);
    if (this.version < 0 || frame.version <= this.version) return;
    if (frame.version !== this.version + 1) {
      void this.resync();
      return;
    }
    let live: LiveState;
    try {
      live = liveAfter(this.live, frame);
    } catch (error) {
      this.errors.push(`patch: ${(error as Error).message}`);
      void this.resync();
      return;
    }
    this.live = live;
    // What was shown, whole (the leak checks read frames' views).
    received.payload = expandFrame(frame, live);
    this.version = frame.version;
    if (this.snapshot !== null && frame.room) this.snapshot = { ...this.snapshot, room: frame.room };
    this.last = { view: live.view, legal: live.view?.hand?.legal ?? [], fair: live.fair };
    this.react();
  }

  private react(): void {
    const state = this.last;
    if (state === null || this.seat === null) return;
    const fair = state.fair;
    const match = this.snapshot?.room.match ?? 1;
    if (fair !== null && fair.stage === 'collecting' && !fair.seedsFrom.includes(this.seat) && !this.seeded.has(fair.commitment)) {
      const key = fair.commitment;
      this.seeded.add(key);
      const answer = { match, hand: fair.hand, commitment: fair.commitment, seed: randomBytes(32).toString('hex') };
      void send(this.socket, 'seed:submit', answer).then(
        (ack) => {
          if (ack.ok) return;
          this.refusals.push(`seed:${ack.error.code}`);
          if (TRY_AGAIN_CODES.includes(ack.error.code)) this.seeded.delete(key);
        },
        () => this.seeded.delete(key),
      );
    }
    const hand = state.view?.hand;
    if (this.autoPlay && hand && state.legal.length > 0 && this.acting !== this.version && this.pending === null) {
      this.acting = this.version;
      const action = state.legal[Math.floor(Math.random() * state.legal.length)]!;
      this.pending = { id: `${this.name}-${++this.counter}`, version: this.version, action, match, hand: hand.number };
      this.sendPending();
    }
  }

  /** Sends the unacknowledged move; after a reconnect it goes again with the SAME id (at most once). */
  private sendPending(): void {
    const pending = this.pending;
    if (pending === null || !this.socket.connected) return;
    void send(this.socket, 'game:action', { id: pending.id, version: pending.version, action: pending.action }).then(
      (ack) => {
        this.frames.push({ kind: 'ack', payload: ack });
        if (ack.ok) {
          this.acked.push({ ...pending, seat: this.seat!, version: ack.value.version });
          if (this.pending === pending) this.pending = null;
          // The next turn's frame may have come before this answer (it was skipped while the move
          // was pending): decide on it now.
          this.react();
          return;
        }
        this.refusals.push(`action:${ack.error.code}`);
        if (TRY_AGAIN_CODES.includes(ack.error.code)) {
          setTimeout(() => this.pending === pending && this.sendPending(), 200);
          return;
        }
        // Refused for good (stale, not your turn …): decide again on the current state.
        if (this.pending === pending) this.pending = null;
        this.acting = -1;
        void this.resync();
      },
      // No answer in time: resent with the same id (now if still connected, else after the next join).
      () => {
        this.unanswered += 1;
        setTimeout(() => this.pending === pending && this.sendPending(), 200);
      },
    );
  }
}
