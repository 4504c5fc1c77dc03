// What the table screen needs from a game, whichever way it is played: in this browser against
// bots, hot-seat, or online through the server. Implementations are rune classes.
import type { BotLevel, EndId, SeatView, Tile } from '@boneyard/engine';
import type { Bubble, LogEntry } from './log.ts';
import type { PlayOption } from './play-options.ts';
import type { EveningSource } from '../evening/source.ts';

export const CONNECTION_STATES = [
  'local',
  'connecting',
  'online',
  'reconnecting',
  'offline',
] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

export interface SeatLabel {
  readonly name: string;
  readonly bot: BotLevel | null;
  /** A person who is not connected right now (online only). */
  readonly away: boolean;
  /** Nobody sits here (online, after the host removed someone): a bot plays it meanwhile. */
  readonly free?: boolean;
  /** Online, while an away person's grace period runs: "back in 0:25, then a bot plays". */
  readonly awayText?: string;
}

export interface HandCommitment {
  readonly hand: number;
  readonly value: string;
}

export interface TableSource {
  /** The view of the seat whose tiles this screen shows (null before the first deal). */
  readonly view: SeatView | null;
  readonly seats: readonly SeatLabel[];
  readonly options: readonly PlayOption[];
  readonly log: readonly LogEntry[];
  readonly bubbles: Readonly<Record<number, Bubble>>;
  readonly connection: ConnectionState;
  /**
   * A deal commitment and the hand it belongs to: the hand on screen's when known (between hands
   * too, while its result is shown), else the newest one published (the next hand's, for someone
   * who arrived after the hand was over). The bar names the hand when it is not the one shown.
   */
  readonly commitment: HandCommitment | null;
  /** The hand-end "next hand" button is this client's to press. */
  readonly canDealNext: boolean;
  /** Online: when the next hand is dealt at the latest (epoch ms) and whose "Next hand" it awaits. */
  readonly nextHandAt?: number | null;
  readonly nextHandWaiting?: readonly string[];
  readonly canRematch: boolean;
  /** Strict / stealing Muggins: the engine lets this screen claim (or steal) the pending score. */
  readonly canClaim?: boolean;
  /** The pending score's deadline in this browser's clock (epoch ms), or null when none waits. */
  readonly claimDeadline?: number | null;
  claim?(): void;
  /** Two doubles in a turn: the engine offers this screen's seat a second double, or Skip. */
  readonly canSkip?: boolean;
  skip?(): void;
  /** "Drawing is up to the player": the engine lets this screen's seat draw, or pass. */
  readonly canDraw?: boolean;
  draw?(): void;
  readonly canPass?: boolean;
  pass?(): void;
  /** Online, with a turn clock: when the stand-in plays the current move (this browser's clock). */
  readonly turnEndsAt?: number | null;
  /** Online: the rematch vote, the evening's tally and its records (issue 48). */
  readonly evening?: EveningSource;
  /** Online: every person has left, so the match waits (bots do not move) until one is back. */
  readonly paused?: boolean;
  play(tile: Tile, end?: EndId): void;
  nextHand(): void;
  rematch(): void;
  /** The match record so far (finished hands), for download and /verify. */
  record(): Promise<unknown | null>;
  /** Online host controls: free the seat of a person who is away (confirmed first). */
  canRemove?(seat: number): boolean;
  remove?(seat: number): void;
  /** Online spectators: sit in a seat that was freed during play. */
  canSit?(seat: number): boolean;
  sit?(seat: number): void;
}
