// The scripted socket.io player every server test drives (and the fault suite extends with its
// acknowledgement log, faults/player.ts): joins on every (re)connect, keeps the latest state, sends
// its client seed, plays a random legal move when it is its turn, resyncs on a version gap, and
// records every frame it receives.
import type { Action } from '@boneyard/engine';
import {
  liveAfter,
  liveOfSnapshot,
  SnapshotSchema,
  UpdateFrameSchema,
  type Ack,
  type ClientReply,
  type LiveState,
  type Snapshot,
  type UpdateFrame,
} from '@boneyard/protocol';
import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import {
  connect,
  expandFrame,
  send,
  TRY_AGAIN_CODES,
  type PendingMove,
  type Received,
} from './player-wire.ts';

export { connect, expandFrame, send, TRY_AGAIN_CODES } from './player-wire.ts';
export type { PendingMove, Received } from './player-wire.ts';

export class TestPlayer {
  socket: Socket;
  token: string | undefined;
  seat: number | null = null;
  version = -1;
  snapshot: Snapshot | null = null;
  last: {
    view: Snapshot['view'] | UpdateFrame['view'];
    legal: readonly Action[];
    fair: Snapshot['fair'];
  } | null = null;
  readonly frames: Received[] = [];
  /** The state update frames patch (protocol frames.ts). */
  live: LiveState | null = null;
  autoPlay = true;
  autoSeed = true;
  gaps = 0;
  pending: PendingMove | null = null;
  /** Frames that broke the protocol's schema, patches that did not apply, unexpected refusals. */
  errors: string[] = [];
  /** Every refusal of a join, move or seed, by code (stale ones included: they are normal). */
  readonly refusals: string[] = [];
  protected acting = -1;
  protected counter = 0;
  private readonly seeded = new Set<string>();
  /** Frames that arrive before the join ack's snapshot is applied (same socket read). */
  private early: Received[] = [];

  constructor(
    public url: string,
    readonly code: string,
    token?: string,
    readonly name = 'Player',
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

  /** Reconnects to another (or the same) server as a fresh socket, like a reload (or a load balancer
   * sending the client elsewhere after its process died). */
  reload(url = this.url): void {
    this.socket.removeAllListeners();
    this.socket.disconnect();
    this.url = url;
    this.socket = this.open(url);
  }

  close(): void {
    this.socket.removeAllListeners();
    this.socket.disconnect();
  }

  get joined(): boolean {
    return this.version >= 0;
  }

  get status(): string | undefined {
    return this.snapshot?.room.status;
  }

  async join(): Promise<void> {
    const ack = await send(this.socket, 'room:join', {
      code: this.code,
      ...(this.token ? { token: this.token } : {}),
    }).catch(() => null);
    if (ack === null) return; // disconnected meanwhile: joins again on the next connect
    if (!ack.ok) {
      this.refusals.push(`join:${ack.error.code}`);
      this.joinRefused(ack.error.code);
      return;
    }
    this.frames.push({ kind: 'ack', payload: ack.value });
    this.token = ack.value.token;
    this.onSnapshot(ack.value.snapshot);
    this.sendPending();
  }

  /** A refused join is an error here; the fault suite retries the try-again codes instead. */
  protected joinRefused(code: string): void {
    this.errors.push(`join: ${code}`);
  }

  async resync(): Promise<void> {
    const ack = await send(this.socket, 'sync:request', {}).catch(() => null);
    if (ack?.ok) this.onSnapshot(ack.value);
  }

  /** Every frame the server sends must match the protocol's schema. */
  private checkShape(
    kind: string,
    parsed: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  ): void {
    if (!parsed.success)
      this.errors.push(`${kind} shape: ${JSON.stringify(parsed.error?.issues[0])}`);
  }

  private onSnapshot(snapshot: Snapshot): void {
    this.frames.push({ kind: 'snapshot', payload: snapshot });
    this.checkShape('snapshot', SnapshotSchema.safeParse(snapshot));
    if (snapshot.version < this.version) return; // older than what this client has seen
    this.snapshot = snapshot;
    this.seat = snapshot.you.seat;
    this.version = snapshot.version;
    this.last = {
      view: snapshot.view,
      legal: snapshot.view?.hand?.legal ?? [],
      fair: snapshot.fair,
    };
    this.live = liveOfSnapshot(snapshot);
    const early = this.early;
    this.early = [];
    for (const received of early) this.onUpdate(received.payload as UpdateFrame, received);
    this.react();
  }

  private onUpdate(frame: UpdateFrame, replay: Received | null = null): void {
    const received: Received = replay ?? {
      kind: 'update',
      payload: frame,
      ...(frame.patch === undefined ? {} : { sent: frame }),
    };
    if (replay === null) {
      this.frames.push(received);
      this.checkShape('update', UpdateFrameSchema.safeParse(frame));
    }
    if (this.version < 0) {
      this.early.push(received);
      return;
    }
    if (frame.version <= this.version) return;
    if (frame.version !== this.version + 1) {
      this.gaps += 1;
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
    received.payload = expandFrame(frame, live);
    this.version = frame.version;
    if (this.snapshot !== null && frame.room)
      this.snapshot = { ...this.snapshot, room: frame.room };
    this.last = { view: live.view, legal: live.view?.hand?.legal ?? [], fair: live.fair };
    this.react();
  }

  protected react(): void {
    const state = this.last;
    if (state === null || this.seat === null) return;
    const fair = state.fair;
    const match = this.snapshot?.room.match ?? 1;
    if (
      this.autoSeed &&
      fair !== null &&
      fair.stage === 'collecting' &&
      !fair.seedsFrom.includes(this.seat) &&
      !this.seeded.has(fair.commitment)
    ) {
      const key = fair.commitment;
      this.seeded.add(key);
      const answer = {
        match,
        hand: fair.hand,
        commitment: fair.commitment,
        seed: randomBytes(32).toString('hex'),
      };
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
    if (
      this.autoPlay &&
      hand &&
      state.legal.length > 0 &&
      this.acting !== this.version &&
      this.mayAct()
    ) {
      this.acting = this.version;
      const action = state.legal[Math.floor(Math.random() * state.legal.length)]!;
      this.pending = {
        id: `${this.name}-${++this.counter}`,
        version: this.version,
        action,
        match,
        hand: hand.number,
      };
      this.sendPending();
    }
  }

  /** Whether a new move may be chosen now (the fault suite waits for the previous one's answer). */
  protected mayAct(): boolean {
    return true;
  }

  /**
   * Sends a `game:action` (any payload: tests send hostile ones too). Its acknowledgement carries
   * the mover's frame of the change, applied here in the ack callback itself, before any frame that
   * came after it on the socket is handled (a promise would let those go first).
   */
  act(payload: unknown): Promise<Ack<ClientReply<'game:action'>>> {
    return new Promise((resolve, reject) => {
      this.socket
        .timeout(10_000)
        .emit(
          'game:action',
          payload,
          (error: Error | null, ack: Ack<ClientReply<'game:action'>>) => {
            if (error) return reject(error);
            this.frames.push({ kind: 'ack', payload: ack });
            if (ack.ok && ack.value.frame !== undefined) this.onUpdate(ack.value.frame);
            resolve(ack);
          },
        );
    });
  }

  /** Sends the unacknowledged move; after a reconnect it goes again with the SAME id (at most once). */
  protected sendPending(): void {
    const pending = this.pending;
    if (pending === null || !this.socket.connected) return;
    void this.act({ id: pending.id, version: pending.version, action: pending.action }).then(
      (ack) => {
        if (!ack.ok) this.refusals.push(`action:${ack.error.code}`);
        this.actionAnswered(pending, ack);
      },
      () => this.actionUnanswered(pending),
    );
  }

  protected actionAnswered(pending: PendingMove, ack: Ack<ClientReply<'game:action'>>): void {
    if (this.pending === pending) this.pending = null;
    if (!ack.ok && ack.error.code !== 'stale') this.errors.push(`action: ${ack.error.code}`);
  }

  /** No answer in time (disconnected): resent after the next join. */
  protected actionUnanswered(_pending: PendingMove): void {}
}
