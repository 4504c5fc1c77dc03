// The connection under an online room (room.svelte.ts): the Socket.IO socket, joining with the
// seat token this browser holds, snapshots and frames in order, the turn clock, the fair-deal seed
// this browser contributes, and the match kept on screen after a rematch (docs/protocol.md).
import {
  checkPlayerName,
  type Ack,
  type ClientMessage,
  type ClientMessageName,
  type ClientReply,
  type RoomInfo,
  type Snapshot,
  type UpdateFrame,
} from '@boneyard/protocol';
import { io } from 'socket.io-client';
import { request, type RoomSocket } from './socket-request.ts';
import { TableFeed } from '../game/table-feed.svelte.ts';
import { FrameOrder } from './frame-order.ts';
import type { ConnectionState, SeatLabel } from '../game/source.ts';
import { FairDuty } from './fair-duty.ts';
import { seatLabels } from './seat-labels.ts';
import { noteSeat } from './seated.ts';
import { savedName, savedToken, saveToken } from './storage.ts';
import { Talk } from '../evening/talk.svelte.ts';

// 'lost': a room this browser was in (it holds its seat token, or saw it) is unknown to the
// server, which happens when a server without a persistent store restarts.
export type RoomProblem = 'not-found' | 'lost' | 'gone' | 'taken' | 'removed' | 'other' | null;

export abstract class RoomConnection extends TableFeed {
  readonly code: string;
  connection = $state<ConnectionState>('connecting');
  problem = $state<RoomProblem>(null);
  problemText = $state('');
  /** The host's controls passed to this browser while it was here (the host was away too long). */
  becameHost = $state(false);
  /** Ticks every second; only read while an away seat's grace period counts down. */
  private now = $state(Date.now());
  private ticker = setInterval(() => (this.now = Date.now()), 1000);
  /**
   * The match that ended before the one being played, kept on screen for someone who did not
   * accept its rematch (a spectator, or a person who was away) until they close it: who won, and
   * its record. Null otherwise.
   */
  keptMatch = $state.raw<{ match: number; winners: string } | null>(null);
  /** The match whose rematch this browser accepted. */
  protected votedFor: number | null = null;
  /** The turn clock: when the stand-in plays the current move, on this browser's clock (null: none runs). */
  turnEndsAt = $state<number | null>(null);
  /** Reactions and chat heard in this room (never stored by the server). */
  readonly talk: Talk;
  private frames = new FrameOrder();
  private socket: RoomSocket;
  private fairDuty: FairDuty;

  seats = $derived<SeatLabel[]>(
    seatLabels(this.room?.seats ?? [], () => this.now + this.clockOffset),
  );

  constructor(code: string) {
    super();
    this.code = code;
    this.talk = new Talk(code);
    this.fairDuty = new FairDuty(
      code,
      (submission) => void this.request('seed:submit', submission),
    );
    // The room code in the handshake's URL (`?room=CODE`) lets a load balancer keep a room's
    // sockets on one process (docs/server.md, "N processes"); the server itself ignores it.
    this.socket = io({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      query: { room: code },
    });
    this.socket.on('connect', () => void this.join());
    this.socket.on('disconnect', (reason) => {
      this.connection = 'reconnecting';
      // A server that shuts down cleanly disconnects every socket itself, and Socket.IO then
      // does not reconnect on its own: ask it to, so a restarted server gets its players back.
      if (reason === 'io server disconnect') this.socket.connect();
    });
    this.socket.io.on('reconnect_attempt', () => (this.connection = 'reconnecting'));
    this.socket.on('connect_error', () => {
      this.connection = this.connection === 'connecting' ? 'connecting' : 'reconnecting';
    });
    this.socket.on('update', (frame) => this.onUpdate(frame));
    this.socket.on('snapshot', (snapshot) => this.applySnapshot(snapshot));
    this.socket.on('said', (said) => this.talk.hear(said, this.seats[said.seat]?.name ?? ''));
    this.socket.on('error', (error) => {
      this.problemText = error.message;
    });
  }

  /** `onReply` runs in the ack callback itself, before any later message on the socket is handled. */
  protected request<N extends ClientMessageName>(
    name: N,
    payload: ClientMessage<N>,
    onReply?: (reply: Ack<ClientReply<N>>) => void,
  ): Promise<Ack<ClientReply<N>>> {
    return request(this.socket, name, payload, onReply);
  }

  private async join(): Promise<void> {
    this.frames.hold();
    const token = savedToken(this.code);
    // A remembered name the server would refuse must not turn a join into "no such room".
    const remembered = savedName();
    const name = remembered && checkPlayerName(remembered).ok ? remembered : undefined;
    const reply = await this.request('room:join', {
      code: this.code,
      ...(token ? { token } : {}),
      ...(name ? { name } : {}),
    });
    const held = this.frames.release();
    if (!reply.ok) {
      this.connection = 'online';
      // A code that cannot exist is, to a player, the same as one that does not.
      const unknown = reply.error.code === 'not-found' || reply.error.code === 'bad-request';
      this.problem = unknown ? (token || this.room ? 'lost' : 'not-found') : 'other';
      this.problemText = reply.error.message;
      return;
    }
    saveToken(this.code, reply.value.token);
    this.connection = 'online';
    this.problem = null;
    this.applySnapshot(reply.value.snapshot);
    // Frames the server sent between the snapshot and its ack (older ones are dropped).
    for (const frame of held) this.onUpdate(frame);
  }

  protected override applySnapshot(snapshot: Snapshot): void {
    const first = this.frames.version < 0;
    // Snapshots are pushed as well as requested, so one can arrive after newer frames.
    if (!this.frames.snapshot(snapshot)) return;
    // A seat lost without leaving it: the host removed this browser (the server then pushes a
    // spectator snapshot).
    if (this.you.seat !== null && snapshot.you.seat === null) this.problem = 'removed';
    else if (snapshot.you.seat !== null && this.problem === 'removed') this.problem = null;
    this.becameHost = snapshot.you.host && (this.becameHost || (!first && !this.you.host));
    this.keepEnded(snapshot.room);
    // The home page links back to the rooms this device sits in (a seat taken, kept or lost).
    noteSeat(this.code, snapshot.you.seat !== null);
    super.applySnapshot(snapshot);
    this.turnFrom(snapshot.turnEndsAt);
  }

  /** A frame in order is shown; a gap (or a patch that does not fit) asks for a snapshot. */
  private onUpdate(frame: UpdateFrame): void {
    const verdict = this.frames.update(frame);
    if (verdict.kind === 'resync') void this.requestSnapshot();
    if (verdict.kind !== 'apply') return;
    if (frame.room) this.keepEnded(frame.room);
    this.applyFrame(frame, verdict.live);
    this.turnFrom(frame.turnEndsAt);
  }

  /** A rematch started: keeps the finished match's result for whoever did not accept it. */
  private keepEnded(next: RoomInfo): void {
    const old = this.room;
    if (old?.status !== 'ended' || next.match <= old.match || this.votedFor === old.match) return;
    const last = next.tally?.find((entry) => entry.match === old.match);
    if (!last) return;
    const winners = last.winners.flatMap((side) =>
      (last.sides[side] ?? []).map((seat) => this.seats[seat]?.name ?? ''),
    );
    this.keptMatch = { match: old.match, winners: winners.join(', ') };
  }

  private turnFrom(endsAt: number | null | undefined): void {
    this.turnEndsAt = endsAt == null ? null : endsAt - this.clockOffset;
  }

  private async requestSnapshot(): Promise<void> {
    const reply = await this.request('sync:request', {});
    if (reply.ok) this.applySnapshot(reply.value);
  }

  /** Sends this browser's client seed while the hand collects them, and notes what it was dealt. */
  protected override afterChange(): void {
    this.fairDuty.after(this.you.seat, this.room?.match, this.fair, this.view);
  }

  /**
   * Sends a move. The acknowledgement carries this seat's frame of the change (the server sends
   * the mover no separate `update`): applied in the ack callback, so it comes before any later frame.
   */
  protected async act(action: ClientMessage<'game:action'>['action']): Promise<void> {
    const reply = await this.request(
      'game:action',
      { id: crypto.randomUUID(), version: this.frames.version, action },
      (answer) => {
        if (answer.ok && answer.value.frame) this.onUpdate(answer.value.frame);
      },
    );
    if (!reply.ok && reply.error.code === 'stale') await this.requestSnapshot();
  }

  override dispose(): void {
    clearInterval(this.ticker);
    this.talk.dispose();
    super.dispose();
    this.socket.close();
  }
}
