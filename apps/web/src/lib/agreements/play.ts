// Using a rule set: an online room (the server checks it again with the same schema), or a game
// on this device against bots or hot-seat (through the same local set-up the home page uses).
import type { BotLevel, Rules } from '@boneyard/engine';
import { ok } from '@boneyard/result';
import { startNewLocal, type LocalMode } from '../game/local-config.ts';
import { LocalTable } from '../game/local-table.svelte.ts';
import type { ApiResult } from '../online/api.ts';
import { createRoom } from '../online/rooms-api.ts';
import { saveToken } from '../online/storage.ts';

export interface Seating {
  /** The player at this device (seat 0), as typed ('' for none). */
  readonly name: string;
  /** Typed names of hot-seat seats 2… ('' for none: the table shows "Player N"). */
  readonly seatName: (seat: number) => string;
  readonly botLevel: BotLevel;
}

/** Puts a local game of `rules` in place for /play to pick up. */
export function startLocalWith(rules: Rules, mode: LocalMode, seating: Seating): void {
  const bots = Array.from({ length: rules.players }, (_, seat) =>
    mode === 'bots' && seat > 0 ? seating.botLevel : null,
  );
  const names = bots.map((bot, seat) =>
    seat === 0 ? seating.name : bot ? '' : seating.seatName(seat),
  );
  LocalTable.forget();
  startNewLocal({
    mode,
    preset: rules.preset,
    players: rules.players,
    pairs: rules.teams === 'pairs',
    target: rules.target.score,
    names,
    bots,
    custom: rules,
  });
}

/**
 * Creates an online room playing `rules` with the host in seat 0; returns its code. The other
 * seats get bots of `level` when `fillBots`; a bot standing in for someone who drops out plays at
 * `level` either way.
 */
export async function createRoomWith(
  rules: Rules,
  host: string,
  level: BotLevel,
  fillBots: boolean,
): Promise<ApiResult<string>> {
  const seats = Array.from({ length: rules.players }, (_, seat) => ({
    bot: seat > 0 && fillBots ? level : null,
  }));
  const request = { name: host, rules: { custom: rules }, seats, hostSeat: 0, standIn: level };
  const made = await createRoom(request);
  if (!made.ok) return made;
  saveToken(made.value.code, made.value.token);
  return ok(made.value.code);
}
