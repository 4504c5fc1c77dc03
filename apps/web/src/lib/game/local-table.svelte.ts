// A match played entirely in this browser: against bots, or hot-seat with several people passing
// the device. It runs the same table driver as the server (@boneyard/table's LocalHost: the same
// commands, deadlines, fair deals, bot seeds and records), with setTimeout for the server's timers,
// and shows it through the same frames and the same table state (TableFeed) as an online room.
// So a local match can be downloaded and verified like an online one, and follows the same rules
// (the weekday opening, bots waiting while a person may still claim, …).
import { legalActions, type Action, type EndId, type Tile } from '@boneyard/engine';
import { bytesToHex, randomClientSeed } from '@boneyard/fair';
import {
  LocalHost,
  frameFor,
  redactFor,
  snapshotFor,
  type Committed,
  type LocalSeat,
  type RoomState,
} from '@boneyard/table';
import { rememberSeed, rememberTiles } from '../fair/memory.ts';
import { t } from '../i18n/i18n.svelte.ts';
import { rulesFor, seatName, type LocalConfig } from './local-config.ts';
import {
  forgetSavedGame,
  hasSavedGame,
  loadSavedGame,
  localRoomCode,
  localTokenHash,
  saveGame,
  savedRoom,
  type SavedLocalGame,
} from './local-saved.ts';
import type { ConnectionState, SeatLabel, TableSource } from './source.ts';
import { TableFeed } from './table-feed.svelte.ts';
import { LocalBots } from './local-bots.ts';
import { LocalClock, localSettings } from './local-clock.ts';

export class LocalTable extends TableFeed implements TableSource {
  readonly config: LocalConfig;
  readonly code: string;
  /** The seat whose tiles are shown: the person in bot games, whoever is to move in hot-seat. */
  viewer = $state(0);
  readonly connection: ConnectionState = 'local';
  readonly canRematch = true;
  /** The driver's room as of the last change (the claim rules read it). */
  private table = $state.raw<RoomState>() as RoomState;
  private host: LocalHost;
  /** The driver's deadlines, by setTimeout. */
  private clock = new LocalClock(
    () => this.host,
    (done) => this.show(done),
  );
  /** The person whose deals /verify compares with what this device saw: the first one here. */
  private readonly me: number;
  /** Bot moves are decided in a worker; a decision in steps the driver again. */
  private bots = new LocalBots(() => this.schedule());

  /** The seats as shown: default names ("Bot 2", "Player 1") in the language shown now. */
  seats = $derived.by<SeatLabel[]>(() =>
    this.config.bots.map((bot, seat) => ({
      name: seatName(this.config, seat, t),
      bot: bot ?? null,
      away: false,
    })),
  );

  constructor(config: LocalConfig, saved?: SavedLocalGame) {
    super();
    this.config = config;
    this.me = Math.max(
      0,
      config.bots.findIndex((bot) => bot === null),
    );
    const settings = localSettings();
    const seats = this.localSeats();
    const clientSeed = (seat: number, hand: number) => this.clientSeed(seat, hand);
    if (saved) {
      this.code = saved.room;
      const current = savedRoom(saved, seats, settings, Date.now());
      this.host = new LocalHost(current, settings, this.bots.answer, clientSeed);
      this.viewer = saved.viewer;
      this.covered = config.mode === 'hotseat' && saved.state.phase === 'playing';
    } else {
      const rules = rulesFor(config);
      if (!rules) throw new Error(`no rules for ${config.preset}/${config.players}`);
      this.code = localRoomCode();
      const started = LocalHost.start(
        this.code,
        rules,
        seats,
        Date.now(),
        settings,
        this.bots.answer,
        clientSeed,
      );
      this.host = started.host;
      this.viewer = this.me;
      this.rememberDealt(started.committed);
    }
    this.table = this.host.room;
    this.moveViewer(this.host.room, true);
    this.applySnapshot(
      snapshotFor(this.host.room, this.host.current.version, this.viewer, true, Date.now()),
    );
    this.save();
    this.schedule();
  }

  /** The saved game on this device, if one is in progress. */
  static resume(): LocalTable | null {
    const saved = loadSavedGame();
    if (!saved) return null;
    try {
      return new LocalTable(saved.config, saved);
    } catch {
      forgetSavedGame();
      return null;
    }
  }

  static hasSaved(): boolean {
    return hasSavedGame();
  }

  static forget(): void {
    forgetSavedGame();
  }

  /** Hot-seat: the hand is hidden until the next person says they hold the device. */
  get curtain(): boolean {
    return this.covered;
  }

  private localSeats(): LocalSeat[] {
    return this.config.bots.map((bot, seat) => ({
      name: seatName(this.config, seat, t),
      bot: bot ?? null,
      tokenHash: localTokenHash(),
    }));
  }

  /** A person's client seed for a hand: fresh, and noted for /verify when it is this device's own. */
  private clientSeed(seat: number, hand: number): Uint8Array {
    const seed = randomClientSeed();
    if (seat === this.me) rememberSeed(this.code, hand, seat, bytesToHex(seed));
    return seed;
  }

  /** The tiles dealt to this device's person, noted for /verify when a hand is dealt. */
  private rememberDealt(committed: readonly Committed[]): void {
    for (const { change } of committed) {
      if (!change.events.some((event) => event.type === 'dealt')) continue;
      const hand = change.room.game?.hand;
      if (hand) rememberTiles(this.code, hand.number, this.me, [...(hand.dealt[this.me] ?? [])]);
    }
  }

  /** Whose eyes the log is for: the player's against bots; nobody's in particular hot-seat. */
  protected override logSeat(): number | null {
    return this.config.mode === 'bots' ? this.viewer : null;
  }

  /** Hot-seat: the device passes to the person to move (a new hand always asks who holds it). */
  private moveViewer(room: RoomState, newHand: boolean): void {
    const game = room.game;
    const hand = game?.hand;
    if (this.config.mode === 'hotseat' && game?.phase === 'playing' && hand) {
      if (this.config.bots[hand.turn] == null && (hand.turn !== this.viewer || newHand)) {
        this.viewer = hand.turn;
        this.covered = true;
      }
    }
    if (game?.phase !== 'playing') this.covered = false;
  }

  /** Shows each stored change as the frame the server would send the seat shown, then saves. */
  private show(committed: readonly Committed[]): void {
    for (const { change, version } of committed) {
      this.moveViewer(
        change.room,
        change.events.some((event) => event.type === 'dealt'),
      );
      this.you = { seat: this.viewer, host: true };
      const frame = frameFor(change, version, this.viewer, Date.now());
      // Hot-seat: the log is read by everyone at the device, so it tells no one's hidden tiles.
      const events =
        this.config.mode === 'hotseat'
          ? change.events.map((event) => redactFor(event, null))
          : frame.events;
      // The frame carries the whole view (no patch): right for whichever seat is shown now.
      const live = {
        view: frame.view ?? null,
        fair: frame.fair ?? null,
        nextHand: frame.nextHand ?? null,
      };
      this.applyFrame({ ...frame, events }, live);
    }
    this.rememberDealt(committed);
    this.bots.forget();
    this.table = this.host.room;
    this.save();
    this.schedule();
  }

  private schedule(): void {
    this.clock.schedule();
  }

  private save(): void {
    saveGame(this.config, this.host.current, this.viewer);
  }

  private act(seat: number, action: Action): void {
    const done = this.host.act(seat, action, Date.now());
    if (done.ok) this.show(done.value);
  }

  /** Strict Muggins: who at this device would claim the pending score now (null: nobody). */
  private claimer = $derived.by((): number | null => {
    const game = this.table.game;
    const pending = game?.hand?.pending;
    if (!game || !pending) return null;
    const may = (seat: number) =>
      this.config.bots[seat] == null && legalActions(game, seat).some((a) => a.type === 'claim');
    // Hot-seat: the seat that made the score (still holding the device), else the one shown.
    if (this.config.mode === 'hotseat' && may(pending.seat)) return pending.seat;
    return may(this.viewer) ? this.viewer : null;
  });
  get canClaim(): boolean {
    return this.claimer !== null;
  }
  claim(): void {
    if (this.claimer !== null) this.act(this.claimer, { type: 'claim' });
  }

  /** Two doubles in a turn: the seat shown declines its second double. */
  skip(): void {
    if (this.canSkip) this.act(this.viewer, { type: 'skip' });
  }
  /** "Drawing is up to the player": the seat shown draws a tile, or passes. */
  draw(): void {
    if (this.canDraw) this.act(this.viewer, { type: 'draw' });
  }
  pass(): void {
    if (this.canPass) this.act(this.viewer, { type: 'pass' });
  }

  reveal(): void {
    this.covered = false;
  }

  play(tile: Tile, end?: EndId): void {
    this.act(this.viewer, end ? { type: 'play', tile, end } : { type: 'play', tile });
  }

  /** "Next hand": pressed once for everyone at this device. */
  nextHand(): void {
    const done = this.host.ready(Date.now());
    if (done.ok) this.show(done.value);
  }

  rematch(): void {
    const done = this.host.rematch(Date.now());
    if (done.ok) this.show(done.value);
  }

  async record(): Promise<unknown | null> {
    return this.host.record();
  }

  override dispose(): void {
    super.dispose();
    this.bots.dispose();
    this.clock.stop();
  }
}
