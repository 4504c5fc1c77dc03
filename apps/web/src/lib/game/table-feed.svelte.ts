// One table as this browser shows it, fed the frames the driver makes (@boneyard/table's
// snapshotFor / frameFor): an online room gets them from the server, a game on this device from
// its local host. Both read them here the same way: the seat's view and legal moves, the deal's
// fair info and commitments, the hand log, the speech bubbles, the pause between hands.
import type { Action, GameEvent, SeatView } from '@boneyard/engine';
import type {
  FairInfo,
  LiveState,
  NextHandInfo,
  RoomInfo,
  Snapshot,
  UpdateFrame,
} from '@boneyard/protocol';
import { Bubbles } from './bubbles.svelte.ts';
import { LOG_LIMIT, logEntry, type LogEntry } from './log.ts';
import { canClaim, canDraw, canPass, canSkip, optionsFromLegal } from './play-options.ts';
import type { HandCommitment, SeatLabel } from './source.ts';
import {
  logAfterSnapshot,
  loggedHand,
  withShownIds,
  type LoggedHand,
} from '../online/resync-log.ts';

export abstract class TableFeed {
  room = $state.raw<RoomInfo | null>(null);
  view = $state.raw<SeatView | null>(null);
  legal = $state.raw<Action[]>([]);
  fair = $state.raw<FairInfo | null>(null);
  you = $state.raw<{ seat: number | null; host: boolean }>({ seat: null, host: false });
  log = $state.raw<LogEntry[]>([]);
  /** Between hands: the deadline for the next deal and the seats it still waits for. */
  nextDeal = $state.raw<NextHandInfo | null>(null);
  /** The hand the log shows and how many of its moves (a snapshot adds the ones it missed). */
  private logged: LoggedHand | null = null;
  /** The driver's clock minus this browser's (from each frame), so countdowns follow it. */
  protected clockOffset = 0;
  private bubbleBoard = new Bubbles();
  /** Semyorka's sums from a hand's moves (semyorka-moves.ts), loaded at a Semyorka table only. */
  private semyorka: typeof import('./semyorka-moves.ts') | null = null;
  /** Frames applied since the last snapshot (a late sums module redoes that snapshot's log only). */
  private framesSinceSnapshot = 0;
  abstract readonly seats: SeatLabel[];

  /** A game on this device: the hand is covered (hot-seat, until the next person takes it). */
  protected covered = $state(false);
  /** What the seat shown may do now: nothing while its hand is covered. */
  private shownLegal = $derived(this.covered ? [] : this.legal);
  options = $derived(optionsFromLegal(this.shownLegal));
  /**
   * The commitments published in this match, by hand: between hands the driver already commits
   * to the next deal, while the table still shows the hand that ended (and its number).
   */
  private commitments = $state.raw<Record<string, string>>({});
  commitment = $derived.by((): HandCommitment | null => {
    const shown = this.view?.hand?.number;
    const own = shown === undefined ? undefined : this.commitments[`${this.room?.match}:${shown}`];
    if (shown !== undefined && own) return { hand: shown, value: own };
    return this.fair ? { hand: this.fair.hand, value: this.fair.commitment } : null;
  });
  /** "Next hand" is this seat's to press while the table still waits for it. */
  canDealNext = $derived(
    this.nextDeal !== null &&
      this.you.seat !== null &&
      this.nextDeal.waiting.includes(this.you.seat),
  );
  canSkip = $derived(canSkip(this.shownLegal));
  canDraw = $derived(canDraw(this.shownLegal));
  canPass = $derived(canPass(this.shownLegal));
  /** Whether the seat shown may claim (or steal) the pending score. */
  protected legalClaim = $derived(canClaim(this.legal));
  claimDeadline = $derived.by(() => {
    const pending = this.view?.hand?.pending;
    return pending ? pending.deadline - this.clockOffset : null;
  });

  get bubbles() {
    return this.bubbleBoard.current;
  }

  /** Whose eyes the log is written for (a spectator's, null, when several people share a screen). */
  protected logSeat(): number | null {
    return this.you.seat;
  }

  /** A whole state (a join, a resync, a game resumed). */
  protected applySnapshot(snapshot: Snapshot): void {
    this.room = snapshot.room;
    this.you = snapshot.you;
    this.view = snapshot.view;
    this.legal = [...(snapshot.view?.hand?.legal ?? [])];
    this.setFair(snapshot.fair);
    // Arriving mid-hand (a spectator, a reload): the log so far, from the hand's public moves;
    // back after a network drop: the lines of the moves made meanwhile (resync-log.ts).
    const before = { log: this.log, logged: this.logged };
    const rebuild = () =>
      logAfterSnapshot(before.log, before.logged, snapshot.view, this.logSeat(), this.sums());
    this.log = rebuild();
    this.logged = loggedHand(snapshot.view?.hand) ?? this.logged;
    this.framesSinceSnapshot = 0;
    if (snapshot.view?.rules.agreements?.semyorka && this.semyorka === null)
      void import('./semyorka-moves.ts').then((module) => {
        this.semyorka = module;
        if (this.framesSinceSnapshot === 0 && this.view === snapshot.view)
          this.log = withShownIds(this.log, rebuild());
      });
    this.nextFrom(snapshot);
    this.afterChange();
  }

  /** One change: its frame, and the live state after it (the frame's own, or patched in). */
  protected applyFrame(frame: UpdateFrame, live: LiveState): void {
    this.framesSinceSnapshot++;
    if (frame.room) this.room = frame.room;
    const history = frame.history ?? this.view?.history ?? [];
    this.view = live.view ? { ...live.view, history } : null;
    this.legal = [...(live.view?.hand?.legal ?? [])];
    this.setFair(live.fair);
    this.nextFrom({ nextHand: live.nextHand, serverTime: frame.serverTime });
    const lines: LogEntry[] = [];
    for (const event of frame.events) {
      if (!('type' in event)) continue;
      const engineEvent = event as GameEvent;
      if (engineEvent.type === 'dealt') this.log = [];
      const line = logEntry(engineEvent, this.logSeat());
      if (line) lines.push(line);
      this.bubbleBoard.take(engineEvent);
    }
    if (lines.length) this.log = [...this.log, ...lines].slice(-LOG_LIMIT);
    this.logged = loggedHand(this.view?.hand) ?? this.logged;
    this.afterChange();
  }

  /** Semyorka's sums of the hand shown, once their module is here (else the log says none). */
  private sums() {
    const hand = this.view?.hand;
    return this.semyorka && hand && this.view
      ? this.semyorka.semyorkaEvents(hand, this.view.rules)
      : undefined;
  }

  /** After every snapshot and frame (online: send this browser's client seed when asked). */
  protected afterChange(): void {}

  private setFair(fair: FairInfo | null): void {
    this.fair = fair;
    const key = `${this.room?.match}:${fair?.hand}`;
    if (fair && this.commitments[key] !== fair.commitment)
      this.commitments = { ...this.commitments, [key]: fair.commitment };
  }

  private nextFrom(frame: Pick<UpdateFrame, 'nextHand' | 'serverTime'>): void {
    if (frame.serverTime !== undefined) this.clockOffset = frame.serverTime - Date.now();
    this.nextDeal = frame.nextHand ?? null;
  }

  dispose(): void {
    this.bubbleBoard.dispose();
  }
}
