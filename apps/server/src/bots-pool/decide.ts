// One bot decision, the same code inline and in a worker thread: the engine's botAction on one
// seat's view with the seat's bot seed (boneyard/bot/v1), timed. Nothing here sees a full match
// state, so nothing a worker is sent can leak another seat's tiles.
import { type Action } from '@boneyard/engine';
import { botAction } from '@boneyard/bots';
import type { BotRequest } from '@boneyard/table';

/** What a bot needs to choose a move (the table driver builds it: @boneyard/table dueBotMove). */
export type { BotRequest } from '@boneyard/table';

export interface BotDecision {
  readonly action: Action;
  /** Time botAction itself took (not the wait in the pool's queue). */
  readonly seconds: number;
}

export function decide(request: BotRequest): BotDecision {
  const started = performance.now();
  const action = botAction(request.view, request.level, request.seed);
  return { action, seconds: (performance.now() - started) / 1000 };
}
