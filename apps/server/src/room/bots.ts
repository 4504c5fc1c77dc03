// Bot moves for bot seats and for people who are away. They go through the same `act` path as a
// person's move, so the engine judges them the same way. Claims in strict and stealing Muggins
// are decided once per pending score from a seed made of the room and that score, so the moment a
// bot claims is a pure function of the stored room: any process, before or after a restart,
// reaches the same decision.
import {
  botAction,
  botWantsClaim,
  legalActions,
  viewFor,
  type Action,
  type BotLevel,
  type MatchState,
} from '@boneyard/engine';
import { botLevelOf, botPlays, type RoomState } from './state.ts';

/** The engine bot's choice for `seat`, or null when the seat has nothing to decide. */
export function chooseBotAction(state: MatchState, seat: number, level: BotLevel, random: () => number): Action | null {
  if (legalActions(state, seat).length === 0) return null;
  return botAction(state, seat, level, random);
}

/** mulberry32 seeded with FNV-1a of `key`: a small deterministic stream for one decision. */
function seededRandom(key: string): () => number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  let a = hash >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The bot seat (own side first, then stealers in seat order) that claims the pending score, or
 * null when none does. Same room, same answer.
 */
export function botClaimer(room: RoomState): number | null {
  const game = room.game;
  const pending = game?.hand?.pending;
  if (!game || !pending || game.phase !== 'playing') return null;
  const order = room.seats.map((_, seat) => seat).sort((a, b) => Number(b === pending.seat) - Number(a === pending.seat));
  for (const seat of order) {
    const state = room.seats[seat];
    if (state === undefined || !botPlays(state)) continue;
    if (!legalActions(game, seat).some((action) => action.type === 'claim')) continue;
    const random = seededRandom(`${room.code}:${room.match}:${game.hand!.number}:${pending.deadline}:${seat}`);
    if (botWantsClaim(viewFor(game, seat), botLevelOf(state), random)) return seat;
  }
  return null;
}
