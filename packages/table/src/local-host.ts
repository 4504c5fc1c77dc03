// The driver's second host (boardgame.io's LocalMaster beside its Master): a match played on one
// device, against bots or hot-seat. The room lives in memory as a VersionedRoom; people's moves go
// through the same commands as a server's, what falls due by itself through the same runDue, and
// every change is stamped the way a store stamps it. The browser wraps it with setTimeout and its
// screen; tests and the parity check drive it with a clock of their own. No timers, no I/O here.
import { newGameBotAction } from '@boneyard/bots';
import type { Action, BotLevel, Rules } from '@boneyard/engine';
import { bytesToHex, randomClientSeed } from '@boneyard/fair';
import type { MatchRecord } from '@boneyard/protocol';
import * as commands from './commands.ts';
import { stampChange, type DecideNow, type VersionedRoom } from './commit.ts';
import { nextWork, runDue, type BotAnswers, type Work } from './deadlines.ts';
import { waitingFor } from './pause.ts';
import { markReady } from './ready.ts';
import { matchRecordOf } from './records.ts';
import { fail, ok, type Outcome } from './result.ts';
import type { TableSettings } from './settings.ts';
import { humanSeat, type RoomChange, type RoomState } from './state.ts';

/** The "process" holding every person's connection on this device: they are all here. */
export const LOCAL_HOLDER = 'this-device';

/** A seat of a local table: a person at this device (bot null) or a bot of that level. */
export interface LocalSeat {
  readonly name: string;
  readonly bot: BotLevel | null;
  /** The seat's token hash (any unique text: nobody else ever sees it). */
  readonly tokenHash: string;
}

/** One stored change and the version it made: what a screen turns into its frame. */
export interface Committed {
  readonly change: RoomChange;
  readonly version: number;
}

/** The bots of new games, asked at once (what the server's bot workers run; the browser asks a
 * worker of its own, so its host is given the answers as they come, see BotAnswers). */
export const decideBotMove: DecideNow = (due) =>
  newGameBotAction(due.request.view, due.request.level, due.request.seed);

/**
 * The room before its match starts, as `commands.createRoom` makes it: people in their seats and
 * connected from this device (a table with no person is watched by its host from here, so it is
 * not paused). The first person is the host; with none, the host only watches.
 */
export function localLobby(
  code: string,
  rules: Rules,
  seats: readonly LocalSeat[],
  now: number,
): RoomState {
  const hostSeat = seats.findIndex((seat) => seat.bot === null);
  const host = seats[hostSeat];
  const request = {
    name: host?.name ?? 'Host',
    rules: { custom: rules },
    seats: seats.map((seat) => ({ bot: seat.bot })),
    hostSeat: hostSeat === -1 ? null : hostSeat,
  };
  const created = commands.createRoom(code, request, host?.tokenHash ?? '0'.repeat(64), now);
  if (!created.ok) throw new Error(`local table: ${created.error.message}`);
  if (hostSeat === -1) return commands.watchPresence(created.value, LOCAL_HOLDER, [], true)!.room;
  // People at one device are seated as they were set up (names are theirs to repeat if they like).
  const people = created.value.seats.map((seat, index) => {
    const local = seats[index]!;
    return local.bot === null ? humanSeat(local.name, local.tokenHash, [LOCAL_HOLDER], now) : seat;
  });
  return { ...created.value, seats: people };
}

export class LocalHost {
  current: VersionedRoom;

  constructor(
    current: VersionedRoom,
    private readonly settings: TableSettings,
    /** A due bot move's decision, or undefined while it is still being made (step waits then). */
    private readonly decide: BotAnswers,
    /** The client seed a person's seat sends for a hand (a fresh random one by default). */
    private readonly clientSeed: (seat: number, hand: number) => Uint8Array = () =>
      randomClientSeed(),
  ) {
    this.current = current;
  }

  /** A new local table whose match has started (its first hand is being dealt). */
  static start(
    code: string,
    rules: Rules,
    seats: readonly LocalSeat[],
    now: number,
    settings: TableSettings,
    decide: BotAnswers,
    clientSeed?: (seat: number, hand: number) => Uint8Array,
  ): { host: LocalHost; committed: Committed[] } {
    const host = new LocalHost(
      { room: localLobby(code, rules, seats, now), version: 1 },
      settings,
      decide,
      clientSeed,
    );
    const started = host.run((room) => commands.start(room, now, settings), now);
    if (!started.ok) throw new Error(`local table: ${started.error.message}`);
    return { host, committed: started.value };
  }

  get room(): RoomState {
    return this.current.room;
  }

  /** Seats people play at this device. */
  people(): number[] {
    return this.room.seats.flatMap((seat, index) => (seat.kind === 'human' ? [index] : []));
  }

  /** A person's move (the engine judges it; strict Muggins stamps it with `now`). */
  act(seat: number, action: Action, now: number): Outcome<Committed[]> {
    if (this.room.seats[seat]?.kind !== 'human')
      return fail('not-seated', `seat ${seat} is not played at this device`);
    return this.run((room) => commands.act(room, seat, action, now, this.settings), now);
  }

  /** "Next hand", pressed at this device: for every person here (one device, one press). */
  ready(now: number): Outcome<Committed[]> {
    const hand = this.room.game?.hand?.number;
    const waiting = waitingFor(this.room);
    if (hand === undefined || waiting.length === 0)
      return fail('wrong-status', 'no hand result is waiting for "Next hand"');
    const committed: Committed[] = [];
    for (const seat of waiting) {
      const done = this.run((room) => markReady(room, seat, hand, now, this.settings), now);
      if (!done.ok) return done;
      committed.push(...done.value);
    }
    return ok(committed);
  }

  rematch(now: number): Outcome<Committed[]> {
    return this.run((room) => commands.rematch(room, now, this.settings), now);
  }

  /** What falls due next by itself, and when (null: the table waits for a person). */
  nextWork(now: number): Work | null {
    return nextWork(this.room, this.settings, now);
  }

  /**
   * Does one piece of due work (a deal, a bot's move or claim, a lapse); [] when none is due, or
   * when it is a bot's move `decide` has no answer for yet (ask again once it has).
   */
  step(now: number): Committed[] {
    const change = runDue(this.room, now, this.settings, this.decide);
    return change === null ? [] : [this.commit(change, now), ...this.sendSeeds(now)];
  }

  /** The record of the match so far (finished hands), as the server writes it. */
  record(): MatchRecord | null {
    return this.room.game?.history.length ? matchRecordOf(this.room) : null;
  }

  private run(
    command: (room: RoomState) => Outcome<RoomChange | null>,
    now: number,
  ): Outcome<Committed[]> {
    const result = command(this.room);
    if (!result.ok) return result;
    return ok(
      result.value === null ? [] : [this.commit(result.value, now), ...this.sendSeeds(now)],
    );
  }

  private commit(change: RoomChange, now: number): Committed {
    const stamped = stampChange(change, this.current.version, now);
    this.current = { room: stamped.room, version: this.current.version + 1 };
    return { change: stamped, version: this.current.version };
  }

  /** While a hand collects client seeds, every person's browser here sends one, as online. */
  private sendSeeds(now: number): Committed[] {
    const committed: Committed[] = [];
    for (const seat of this.people()) {
      const deal = this.room.deal;
      if (deal === null || deal.stage !== 'collecting' || deal.clientSeeds[seat] !== null) continue;
      const seed = bytesToHex(this.clientSeed(seat, deal.hand));
      const answer = { match: this.room.match, hand: deal.hand, commitment: deal.commitment, seed };
      const sent = commands.submitSeed(this.room, seat, answer, now, this.settings);
      if (sent.ok) committed.push(this.commit(sent.value, now));
    }
    return committed;
  }
}
