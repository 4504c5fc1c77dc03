// The server's way of running what is due in a room (@boneyard/table's runDue): a bot's move is
// decided off the event loop (bots-pool/), so runDueWithBots asks for the decision, awaits it,
// then re-runs the due step on the room as stored by then, and plays the move only if the room
// still asks exactly that question (same game version, seed and level).
import type { Action } from '@boneyard/engine';
import { ok, runDue, type DueBotMove, type Outcome, type TableSettings } from '@boneyard/table';
import { botStaleObservers } from '../observe.ts';
import type { Mutated, RoomMutator } from './mutation.ts';

/** Decides a bot move (bots-pool/pool.ts BotPool.decide). */
export type BotDecider = (due: DueBotMove) => Promise<Action>;

/** Decisions one tick waits for at most: each extra one means the room moved on while the bot thought. */
const MAX_DECISIONS = 4;

/**
 * Does what is due in the room, deciding a due bot move with `decideBot` (off the event loop) in
 * between: run the due step; when it reaches a bot move not decided yet, await the decision and
 * run the step again on the room as it is stored then. The move is applied only when the fresh
 * room asks the same question (DueBotMove.key); a decision for a room that moved on — another
 * process played the move, the hand ended, the host stopped the match — is dropped, and the new
 * question, if any, is decided afresh.
 */
export async function runDueWithBots(
  mutator: RoomMutator,
  code: string,
  timing: TableSettings,
  decideBot: BotDecider,
): Promise<Outcome<Mutated>> {
  let decided: { key: string; action: Action } | null = null;
  for (let round = 0; ; round++) {
    const asked: { due: DueBotMove | null } = { due: null };
    const result = await mutator.mutate(code, (room, now) => {
      asked.due = null;
      const step = runDue(room, now, timing, (due) => {
        if (decided !== null && decided.key === due.key) return decided.action;
        asked.due = due;
        return undefined;
      });
      return ok(step);
    });
    const due = asked.due;
    if (!result.ok || due === null || round >= MAX_DECISIONS) return result;
    if (decided !== null) for (const observe of botStaleObservers) observe();
    decided = { key: due.key, action: await decideBot(due) };
  }
}
