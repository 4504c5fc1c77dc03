// One online room as this browser sees it: the connection (room-connection.svelte.ts), the latest
// snapshot/update, and the actions it sends (docs/protocol.md).
import type { BotLevel, EndId, Tile } from '@boneyard/engine';
import type { Reaction } from '@boneyard/protocol';
import { t } from '../i18n/i18n.svelte.ts';
import type { TableSource } from '../game/source.ts';
import { matchRecord } from './api.ts';
import { refusalText } from './refusals.ts';
import { savedName } from './storage.ts';
import type { EveningSource } from '../evening/source.ts';
import { te } from '../i18n/evening.svelte.ts';
import { RoomConnection } from './room-connection.svelte.ts';

export type { RoomProblem } from './room-connection.svelte.ts';

export class OnlineRoom extends RoomConnection implements TableSource {
  /** Why the last "Sit here" failed, shown beside the name field ('' when it did not). */
  seatError = $state('');
  /** Why the host's last "remove" failed ('' when it did not). */
  hostError = $state('');

  get canClaim(): boolean {
    return this.legalClaim;
  }
  /** When the next hand is dealt at the latest, on this browser's clock. */
  nextHandAt = $derived(this.nextDeal === null ? null : this.nextDeal.at - this.clockOffset);
  nextHandWaiting = $derived(
    (this.nextDeal?.waiting ?? []).map((seat) => this.seats[seat]?.name ?? ''),
  );
  /** Any seated person may propose or accept a rematch (the vote is in `evening`). */
  canRematch = $derived(this.you.seat !== null && this.room?.status === 'ended');
  get paused(): boolean {
    return this.room?.paused === true && this.room.status === 'playing';
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
      reactionWord: (reaction: Reaction) => te(`react.${reaction}`),
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
}
