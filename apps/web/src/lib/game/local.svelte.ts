// A match played entirely in this browser: against bots, or hot-seat with several people passing
// the device. The engine judges moves; deals use boneyard/deal/v1 with a fresh server seed made
// here, so a local match can be downloaded and verified like an online one.
import { apply, createMatch, expireClaim, redactEvent, viewFor, type Action, type EndId, type GameEvent, type MatchState, type Step, type Tile } from '@boneyard/engine';
import { BOT_ALGORITHM, botClaimTime } from '@boneyard/bots';
import { bytesToHex, newServerSeed, randomClientSeed } from '@boneyard/fair';
// Only the deal helper (no schemas: the package is side-effect free, so the rest is dropped).
import { dealFromSeeds, type DealSeeds } from '@boneyard/protocol';
import { loadProtocol } from '../protocol.ts';
import { rememberDeal } from '../fair/memory.ts';
import { chooseBotAction } from './bot.ts';
import { botClaimer, localClaimer, timed } from './local-muggins.ts';
import { rulesFor, seatName, type LocalConfig } from './local-config.ts';
import { t } from '../i18n/i18n.svelte.ts';
import {
  botDelay,
  forgetSavedGame,
  hasSavedGame,
  loadSavedGame,
  localRoomCode,
  saveGame,
  type SavedLocalGame,
} from './local-saved.ts';
import { Bubbles } from './bubbles.svelte.ts';
import { LOG_LIMIT, logEntry, logFromMoves, type LogEntry } from './log.ts';
import { canDraw, canPass, canSkip, optionsFromLegal } from './play-options.ts';
import type { ConnectionState, SeatLabel, TableSource } from './source.ts';

export class LocalGame implements TableSource {
  readonly config: LocalConfig;
  readonly room: string;
  state = $state.raw<MatchState>() as MatchState;
  deals = $state.raw<DealSeeds[]>([]);
  log = $state.raw<LogEntry[]>([]);
  private bubbleBoard = new Bubbles();
  get bubbles() {
    return this.bubbleBoard.current;
  }
  /** The seat whose tiles are shown: the person in bot games, whoever is to move in hot-seat. */
  viewer = $state(0);
  /** Hot-seat: the hand is hidden until the next person says they hold the device. */
  curtain = $state(false);
  readonly connection: ConnectionState = 'local';
  private timer: ReturnType<typeof setTimeout> | null = null;
  private claimTimers: ReturnType<typeof setTimeout>[] = [];

  view = $derived(this.state.hand ? viewFor(this.state, this.viewer) : null);
  options = $derived(
    this.view && !this.curtain ? optionsFromLegal(this.view.hand?.legal ?? []) : [],
  );
  /** Strict Muggins: who at this device would claim the pending score now (null: nobody). */
  private get claimer(): number | null {
    return localClaimer(this.state, this.config.bots, this.viewer, this.config.mode === 'hotseat');
  }
  get canClaim(): boolean {
    return this.claimer !== null;
  }
  claimDeadline = $derived(this.state.hand?.pending?.deadline ?? null);
  // The next hand is dealt (and committed) only when "Next hand" is pressed: always the hand shown.
  commitment = $derived.by(() => {
    const deal = this.deals.find((d) => d.number === this.state.hand?.number);
    return deal ? { hand: deal.number, value: deal.commitment } : null;
  });
  /** The seats as shown: default names ("Bot 2", "Player 1") in the language shown now. */
  seats = $derived.by<SeatLabel[]>(() =>
    this.config.bots.map((bot, seat) => ({
      name: seatName(this.config, seat, t),
      bot: bot ?? null,
      away: false,
    })),
  );
  readonly canRematch = true;
  get canDealNext(): boolean {
    return this.state.phase === 'hand-over';
  }

  constructor(config: LocalConfig, saved?: SavedLocalGame) {
    this.config = config;
    if (saved) {
      this.room = saved.room;
      this.state = saved.state;
      this.deals = [...saved.deals];
      this.viewer = saved.viewer;
      this.curtain = config.mode === 'hotseat' && saved.state.phase === 'playing';
      // After a reload the hand's log is rebuilt from its moves (events are not saved).
      const hand = saved.state.hand ? viewFor(saved.state, this.viewer).hand : null;
      if (hand)
        this.log = logFromMoves(
          hand,
          config.mode === 'bots' ? this.viewer : null,
          saved.state.sides,
        );
      this.scheduleClaims();
      this.scheduleBot();
      return;
    }
    const rules = rulesFor(config);
    if (!rules) throw new Error(`no rules for ${config.preset}/${config.players}`);
    this.room = localRoomCode();
    this.state = createMatch(rules);
    this.dealNext();
  }

  /** The saved game on this device, if one is in progress. */
  static resume(): LocalGame | null {
    const saved = loadSavedGame();
    if (!saved) return null;
    try {
      return new LocalGame(saved.config, saved);
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

  private isBot(seat: number): boolean {
    return (this.config.bots[seat] ?? null) !== null;
  }

  private dealNext(): void {
    const rules = this.state.rules;
    const serverSeed = newServerSeed();
    const clientSeeds = Array.from({ length: rules.players }, (_, seat) =>
      this.isBot(seat) ? new Uint8Array() : randomClientSeed(),
    );
    const number = this.state.next.number;
    // The one deal helper (attempt 0, 1, … until no misdeal) the server and the verifier use.
    const dealt = dealFromSeeds(this.state, { serverSeed, room: this.room, clientSeeds });
    if (!dealt.ok) throw new Error(dealt.message);
    this.state = dealt.value.state;
    const events = [...dealt.value.events];
    const commitment = dealt.value.outcome.commitment;
    this.deals = [
      ...this.deals,
      {
        number,
        commitment,
        serverSeed: bytesToHex(serverSeed),
        clientSeeds: clientSeeds.map(bytesToHex),
      },
    ];
    const first = this.config.bots.findIndex((b) => b === null);
    rememberDeal(this.room, number, {
      seat: first,
      seed: bytesToHex(clientSeeds[first] ?? new Uint8Array()),
      tiles: [...(this.state.hand?.dealt[first] ?? [])],
    });
    this.log = [];
    this.after(events);
  }

  /** Records what happened, moves the hot-seat curtain, saves, and lets the next bot move. */
  private after(events: readonly GameEvent[]): void {
    const shownTo = this.config.mode === 'bots' ? this.viewer : null;
    const lines: LogEntry[] = [];
    for (const event of events) {
      const visible = redactEvent(event, shownTo);
      const line = logEntry(visible, shownTo);
      if (line) lines.push(line);
      this.bubbleBoard.take(visible);
    }
    this.log = [...this.log, ...lines].slice(-LOG_LIMIT);
    const hand = this.state.hand;
    if (
      this.config.mode === 'hotseat' &&
      this.state.phase === 'playing' &&
      hand &&
      !this.isBot(hand.turn)
    ) {
      const newHand = events.some((e) => e.type === 'dealt');
      if (hand.turn !== this.viewer || newHand) {
        this.viewer = hand.turn;
        this.curtain = true;
      }
    }
    if (this.state.phase !== 'playing') this.curtain = false;
    this.save();
    this.scheduleClaims();
    this.scheduleBot();
  }

  /** A pending score: a bot may claim it (see below), and the window closes at its deadline. */
  private scheduleClaims(): void {
    for (const timer of this.claimTimers) clearTimeout(timer);
    this.claimTimers = [];
    const pending = this.state.hand?.pending;
    if (!pending) return;
    const left = Math.max(0, pending.deadline - Date.now());
    const seeds = this.deals.find((d) => d.number === this.state.hand?.number);
    const bot = botClaimer(
      this.state,
      this.config.bots,
      this.room,
      typeof seeds?.serverSeed === 'string' ? seeds.serverSeed : '',
    );
    // When: the engine's botClaimTime, as on the server (the scorer at once, a stealer late).
    const now = Date.now();
    const at = bot === null ? null : botClaimTime(this.state, bot, now, botDelay());
    if (bot !== null && at !== null)
      this.claimTimers.push(
        setTimeout(() => this.act(bot, { type: 'claim' }), Math.max(0, at - now)),
      );
    this.claimTimers.push(
      setTimeout(() => {
        if (this.state.hand?.pending?.deadline === pending.deadline)
          this.step(expireClaim(this.state, Math.max(Date.now(), pending.deadline + 1)));
      }, left + 1),
    );
  }

  private act(seat: number, action: Action): boolean {
    return this.step(apply(this.state, seat, timed(this.state, action, Date.now())));
  }

  claim(): void {
    if (this.claimer !== null) this.act(this.claimer, { type: 'claim' });
  }

  /** Two doubles in a turn: the seat shown declines its second double. */
  get canSkip(): boolean {
    return !this.curtain && canSkip(this.view?.hand?.legal ?? []);
  }
  skip(): void {
    if (this.canSkip) this.act(this.viewer, { type: 'skip' });
  }

  /** "Drawing is up to the player": the seat shown draws a tile, or passes. */
  get canDraw(): boolean {
    return !this.curtain && canDraw(this.view?.hand?.legal ?? []);
  }
  draw(): void {
    if (this.canDraw) this.act(this.viewer, { type: 'draw' });
  }
  get canPass(): boolean {
    return !this.curtain && canPass(this.view?.hand?.legal ?? []);
  }
  pass(): void {
    if (this.canPass) this.act(this.viewer, { type: 'pass' });
  }

  private save(): void {
    const { config, room, state, deals, viewer } = this;
    saveGame({ config, room, state, deals, viewer });
  }

  private scheduleBot(): void {
    if (this.timer !== null) return;
    const hand = this.state.hand;
    if (this.state.phase !== 'playing' || !hand || !this.isBot(hand.turn)) return;
    // Strict Muggins: a bot's next tile would close the window on a score the person here may
    // still claim (or steal) — the window is theirs to use; the bot plays once it is claimed or
    // has run out (after() schedules the bot again then).
    if (hand.pending && this.claimer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const seat = this.state.hand?.turn;
      if (seat === undefined || this.state.phase !== 'playing' || !this.isBot(seat)) return;
      const seeds = this.deals.find((d) => d.number === this.state.hand?.number);
      const serverSeed = typeof seeds?.serverSeed === 'string' ? seeds.serverSeed : '';
      const action = chooseBotAction(
        this.state,
        seat,
        this.config.bots[seat] ?? 'normal',
        this.room,
        serverSeed,
      );
      if (!action) return;
      this.act(seat, action);
    }, botDelay());
  }

  private step(result: ReturnType<typeof apply>): boolean {
    if (!result.ok) return false;
    const step: Step = result.value;
    this.state = step.state;
    this.after(step.events);
    return true;
  }

  reveal(): void {
    this.curtain = false;
  }

  play(tile: Tile, end?: EndId): void {
    const action = end ? { type: 'play' as const, tile, end } : { type: 'play' as const, tile };
    this.act(this.viewer, action);
  }

  nextHand(): void {
    if (this.state.phase === 'hand-over') this.dealNext();
  }

  rematch(): void {
    const rules = this.state.rules;
    this.state = createMatch(rules);
    this.deals = [];
    this.log = [];
    this.dealNext();
  }

  async record(): Promise<unknown | null> {
    if (this.state.history.length === 0) return null;
    const { buildMatchRecord } = await loadProtocol();
    return buildMatchRecord({
      state: this.state,
      room: this.room,
      seats: this.seats.map(({ name }, i) => {
        const level = this.config.bots[i] ?? null;
        return level === null
          ? { name, bot: false }
          : { name, bot: true, level, botAlgorithm: BOT_ALGORITHM };
      }),
      deals: this.deals,
    });
  }

  dispose(): void {
    this.bubbleBoard.dispose();
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    for (const timer of this.claimTimers) clearTimeout(timer);
    this.claimTimers = [];
  }
}
