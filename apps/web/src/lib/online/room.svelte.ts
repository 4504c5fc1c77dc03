// One online room as this browser sees it: the Socket.IO connection, the latest snapshot/update,
// the fair-deal seed this browser contributes, and the actions it sends (docs/protocol.md).
import type { Action, BotLevel, EndId, GameEvent, SeatView, Tile } from '@boneyard/engine';
import type {
  Ack,
  ClientMessage,
  ClientMessageName,
  ClientReply,
  FairInfo,
  NextHandInfo,
  RoomInfo,
  Snapshot,
  UpdateFrame,
} from '@boneyard/protocol';
import { loadProtocol } from '../protocol.ts';
import { io } from 'socket.io-client';
import { request, type RoomSocket } from './socket-request.ts';
import { t } from '../i18n/i18n.svelte.ts';
import { Bubbles } from '../game/bubbles.svelte.ts';
import { LOG_LIMIT, logEntry, type LogEntry } from '../game/log.ts';
import { logAfterSnapshot, loggedHand, type LoggedHand } from './resync-log.ts';
import type { ConnectionState, HandCommitment, SeatLabel, TableSource } from '../game/source.ts';
import { matchRecord } from './api.ts';
import { refusalText } from './refusals.ts';
import { FairDuty } from './fair-duty.ts';
import { FrameOrder } from './frame-order.ts';
import { seatLabels } from './seat-labels.ts';
import { canClaim, canDraw, canPass, canSkip, optionsFromLegal } from '../game/play-options.ts';
import { noteSeat } from './seated.ts';
import { savedName, savedToken, saveToken } from './storage.ts';
import type { EveningSource } from '../evening/source.ts';
import { Talk } from '../evening/talk.svelte.ts';
import type { Reaction } from '@boneyard/protocol';

// 'lost': a room this browser was in (it holds its seat token, or saw it) is unknown to the
// server, which happens when a server without a persistent store restarts.
export type RoomProblem = 'not-found' | 'lost' | 'gone' | 'taken' | 'removed' | 'other' | null;

export class OnlineRoom implements TableSource {
  readonly code: string;
  connection = $state<ConnectionState>('connecting');
  room = $state.raw<RoomInfo | null>(null);
  view = $state.raw<SeatView | null>(null);
  legal = $state.raw<Action[]>([]);
  fair = $state.raw<FairInfo | null>(null);
  you = $state.raw<{ seat: number | null; host: boolean }>({ seat: null, host: false });
  log = $state.raw<LogEntry[]>([]);
  /** The hand the log shows and how many of its moves (a snapshot adds the ones it missed). */
  private logged: LoggedHand | null = null;
  problem = $state<RoomProblem>(null);
  problemText = $state('');
  /** Why the last "Sit here" failed, shown beside the name field ('' when it did not). */
  seatError = $state('');
  /** The host's controls passed to this browser while it was here (the host was away too long). */
  becameHost = $state(false);
  /** Why the host's last "remove" failed ('' when it did not). */
  hostError = $state('');
  /** Between hands: the server's deadline for the next deal and the seats it still waits for. */
  nextDeal = $state.raw<NextHandInfo | null>(null);
  /**
   * The match that ended before the one being played, kept on screen for someone who did not
   * accept its rematch (a spectator, or a person who was away) until they close it: who won, and
   * its record. Null otherwise.
   */
  keptMatch = $state.raw<{ match: number; winners: string } | null>(null);
  /** The match whose rematch this browser accepted. */
  private votedFor: number | null = null;
  /** The turn clock: when the stand-in plays the current move, on this browser's clock (null: none runs). */
  turnEndsAt = $state<number | null>(null);
  /** Server clock minus this browser's (from each frame), so countdowns follow the server. */
  private clockOffset = 0;
  /** Ticks every second; only read while an away seat's grace period counts down. */
  private now = $state(Date.now());
  private ticker = setInterval(() => (this.now = Date.now()), 1000);
  private bubbleBoard = new Bubbles();
  /** Reactions and chat heard in this room (never stored by the server). */
  readonly talk: Talk;
  private frames = new FrameOrder();
  private socket: RoomSocket;
  private fairDuty: FairDuty;

  options = $derived(optionsFromLegal(this.legal));
  /**
   * The commitments published in this match, by hand: between hands the server already commits
   * to the next deal, while the table still shows the hand that ended (and its number).
   */
  private commitments = $state.raw<Record<string, string>>({});
  commitment = $derived.by((): HandCommitment | null => {
    const shown = this.view?.hand?.number;
    const own = shown === undefined ? undefined : this.commitments[`${this.room?.match}:${shown}`];
    if (shown !== undefined && own) return { hand: shown, value: own };
    return this.fair ? { hand: this.fair.hand, value: this.fair.commitment } : null;
  });
  /** "Next hand" is this seat's to press while the server still waits for it. */
  canDealNext = $derived(
    this.nextDeal !== null &&
      this.you.seat !== null &&
      this.nextDeal.waiting.includes(this.you.seat),
  );
  canClaim = $derived(canClaim(this.legal));
  canSkip = $derived(canSkip(this.legal));
  canDraw = $derived(canDraw(this.legal));
  canPass = $derived(canPass(this.legal));
  claimDeadline = $derived.by(() => {
    const pending = this.view?.hand?.pending;
    return pending ? pending.deadline - this.clockOffset : null;
  });
  /** When the next hand is dealt at the latest, on this browser's clock. */
  nextHandAt = $derived(this.nextDeal === null ? null : this.nextDeal.at - this.clockOffset);
  nextHandWaiting = $derived(
    (this.nextDeal?.waiting ?? []).map((seat) => this.seats[seat]?.name ?? ''),
  );
  /** Any seated person may propose or accept a rematch (the vote is in `evening`). */
  canRematch = $derived(this.you.seat !== null && this.room?.status === 'ended');
  seats = $derived<SeatLabel[]>(
    seatLabels(this.room?.seats ?? [], () => this.now + this.clockOffset),
  );
  get paused(): boolean {
    return this.room?.paused === true && this.room.status === 'playing';
  }

  get bubbles() {
    return this.bubbleBoard.current;
  }

  constructor(code: string) {
    this.code = code;
    this.talk = new Talk(code);
    this.fairDuty = new FairDuty(
      code,
      (submission) => void this.request('seed:submit', submission),
    );
    void loadProtocol(); // fetched while the socket connects: join() checks the name with it
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
  private request<N extends ClientMessageName>(
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
    const { PlayerNameSchema } = await loadProtocol();
    const name =
      remembered && PlayerNameSchema.safeParse(remembered).success ? remembered : undefined;
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

  private applySnapshot(snapshot: Snapshot): void {
    const first = this.frames.version < 0;
    // Snapshots are pushed as well as requested, so one can arrive after newer frames.
    if (!this.frames.snapshot(snapshot)) return;
    // A seat lost without leaving it: the host removed this browser (the server then pushes a
    // spectator snapshot).
    if (this.you.seat !== null && snapshot.you.seat === null) this.problem = 'removed';
    else if (snapshot.you.seat !== null && this.problem === 'removed') this.problem = null;
    this.becameHost = snapshot.you.host && (this.becameHost || (!first && !this.you.host));
    this.keepEnded(snapshot.room);
    this.room = snapshot.room;
    this.you = snapshot.you;
    // The home page links back to the rooms this device sits in (a seat taken, kept or lost).
    noteSeat(this.code, snapshot.you.seat !== null);
    this.view = snapshot.view;
    this.legal = [...(snapshot.view?.hand?.legal ?? [])];
    this.setFair(snapshot.fair);
    // Arriving mid-hand (a spectator, a reload): the log so far, from the hand's public moves;
    // back after a network drop: the lines of the moves made meanwhile (resync-log.ts).
    this.log = logAfterSnapshot(this.log, this.logged, snapshot.view, this.you.seat);
    this.logged = loggedHand(snapshot.view?.hand) ?? this.logged;
    this.nextFrom(snapshot);
    this.turnFrom(snapshot.turnEndsAt);
    this.afterChange();
  }

  private setFair(fair: FairInfo | null): void {
    this.fair = fair;
    const key = `${this.room?.match}:${fair?.hand}`;
    if (fair && this.commitments[key] !== fair.commitment)
      this.commitments = { ...this.commitments, [key]: fair.commitment };
  }

  private onUpdate(frame: UpdateFrame): void {
    const verdict = this.frames.update(frame);
    if (verdict.kind === 'resync') void this.resync();
    if (verdict.kind !== 'apply') return;
    const { live } = verdict;
    if (frame.room) {
      this.keepEnded(frame.room);
      this.room = frame.room;
    }
    const history = frame.history ?? this.view?.history ?? [];
    this.view = live.view ? { ...live.view, history } : null;
    this.legal = [...(live.view?.hand?.legal ?? [])];
    this.setFair(live.fair);
    this.nextFrom({ nextHand: live.nextHand, serverTime: frame.serverTime });
    this.turnFrom(frame.turnEndsAt);
    const lines: LogEntry[] = [];
    for (const event of frame.events) {
      if (!('type' in event)) continue;
      const engineEvent = event as GameEvent;
      if (engineEvent.type === 'dealt') this.log = [];
      const line = logEntry(engineEvent, this.you.seat);
      if (line) lines.push(line);
      this.bubbleBoard.take(engineEvent);
    }
    if (lines.length) this.log = [...this.log, ...lines].slice(-LOG_LIMIT);
    this.logged = loggedHand(this.view?.hand) ?? this.logged;
    this.afterChange();
  }

  private nextFrom(frame: Pick<UpdateFrame, 'nextHand' | 'serverTime'>): void {
    if (frame.serverTime !== undefined) this.clockOffset = frame.serverTime - Date.now();
    this.nextDeal = frame.nextHand ?? null;
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

  private async resync(): Promise<void> {
    const reply = await this.request('sync:request', {});
    if (reply.ok) this.applySnapshot(reply.value);
  }

  /** Sends this browser's client seed while the hand collects them, and notes what it was dealt. */
  private afterChange(): void {
    this.fairDuty.after(this.you.seat, this.room?.match, this.fair, this.view);
  }

  async play(tile: Tile, end?: EndId): Promise<void> {
    await this.act(end ? { type: 'play', tile, end } : { type: 'play', tile });
  }

  /** Claims (or steals) the pending score; the server stamps the time and judges the window. */
  async claim(): Promise<void> {
    await this.act({ type: 'claim' });
  }

  /** Two doubles in a turn: decline the second double. */
  async skip(): Promise<void> {
    await this.act({ type: 'skip' });
  }

  /** "Drawing is up to the player": draw a tile, or pass. */
  async draw(): Promise<void> {
    await this.act({ type: 'draw' });
  }
  async pass(): Promise<void> {
    await this.act({ type: 'pass' });
  }

  /**
   * Sends a move. The acknowledgement carries this seat's frame of the change (the server sends
   * the mover no separate `update`): applied in the ack callback, so it comes before any later frame.
   */
  private async act(action: ClientMessage<'game:action'>['action']): Promise<void> {
    const reply = await this.request(
      'game:action',
      { id: crypto.randomUUID(), version: this.frames.version, action },
      (answer) => {
        if (answer.ok && answer.value.frame) this.onUpdate(answer.value.frame);
      },
    );
    if (!reply.ok && reply.error.code === 'stale') await this.resync();
  }

  /** "Next hand": the server deals once every person has pressed it (or the pause runs out). */
  nextHand(): void {
    const next = this.nextDeal;
    if (next !== null) void this.request('hand:ready', { hand: next.hand });
  }

  /** Proposes or accepts a rematch of the match shown; it starts when every person has accepted. */
  rematch(): void {
    const match = this.room?.match;
    if (match === undefined) return;
    this.votedFor = match;
    void this.request('rematch:vote', { match }).then((reply) => {
      this.hostError = reply.ok ? '' : refusalText(reply.error.code, reply.error.message);
    });
  }

  /** Gives up this browser's seat (after a match: instead of a rematch). */
  async leaveTable(): Promise<void> {
    if (this.you.seat !== null) await this.request('seat:leave', {});
  }

  /** Sends a quick reaction; false when the server refused it (too many, or not seated). */
  async react(reaction: Reaction): Promise<boolean> {
    return (await this.request('talk:react', { reaction })).ok;
  }

  /** Sends a chat line; the refusal's text when the server refused it. */
  async chat(text: string): Promise<string | null> {
    const reply = await this.request('talk:chat', { text });
    return reply.ok ? null : reply.error.message;
  }

  get evening(): EveningSource {
    return {
      talk: this.talk,
      chatOn: this.room?.chat !== false,
      names: this.seats.map((seat) => seat.name),
      people: (this.room?.seats ?? []).flatMap((seat) =>
        seat.kind === 'human' ? [seat.seat] : [],
      ),
      react: (reaction: Reaction) => this.react(reaction),
      chat: (text: string) => this.chat(text),
      code: this.code,
      match: this.room?.match ?? 1,
      me: this.you.seat,
      rematch: this.room?.rematch ?? null,
      tally: this.room?.tally ?? [],
      vote: () => this.rematch(),
      leaveTable: () => this.leaveTable(),
    };
  }

  async start(): Promise<string | null> {
    const reply = await this.request('host:start', {});
    return reply.ok ? null : refusalText(reply.error.code, reply.error.message);
  }

  async setBot(seat: number, level: BotLevel | null): Promise<void> {
    await this.request('host:bot', { seat, level });
  }

  /** Host: another person's seat may be freed — anyone in the lobby, or someone away at the table. */
  canRemove(seat: number): boolean {
    const info = this.room?.seats[seat];
    if (!this.you.host || !info || info.kind !== 'human' || info.host || seat === this.you.seat)
      return false;
    return this.room?.status === 'lobby' || !info.online || info.standIn;
  }

  async remove(seat: number): Promise<void> {
    const reply = await this.request('host:kick', { seat });
    this.hostError = reply.ok ? '' : reply.error.message;
  }

  /** A spectator at the table may sit in a seat freed during play. */
  canSit(seat: number): boolean {
    return this.you.seat === null && this.room?.seats[seat]?.kind === 'empty';
  }

  async sit(seat: number): Promise<void> {
    const saved = savedName();
    // Back at the seat one left mid-match: the server remembers the name played under, so a
    // made-up "Player N" must not replace it. Only a newcomer without a saved name gets one.
    if (!saved && (await this.request('seat:take', { seat })).ok) {
      this.seatError = '';
      return;
    }
    await this.takeSeat(seat, saved || t('hotseat.player', { n: seat + 1 }));
  }

  async takeSeat(seat: number, name: string): Promise<boolean> {
    const reply = await this.request('seat:take', { seat, ...(name ? { name } : {}) });
    // A refused seat is fixable in place (another seat, another name): it never replaces the page.
    this.seatError = reply.ok || reply.error.code === 'seat-taken' ? '' : reply.error.message;
    if (!reply.ok && reply.error.code === 'seat-taken') this.problem = 'taken';
    return reply.ok;
  }

  async record(): Promise<unknown | null> {
    const fetched = await matchRecord(this.code, this.room?.match);
    return fetched.ok ? fetched.value : null;
  }

  dispose(): void {
    clearInterval(this.ticker);
    this.bubbleBoard.dispose();
    this.talk.dispose();
    this.socket.close();
  }
}
