// What the pool and its worker threads say to each other. Worker answers are parsed like any
// other message the server did not produce itself: a worker runs our code, but a bug there must
// end as a refused answer, not as a malformed move handed to the engine.
import { ActionSchema } from '@boneyard/protocol';
import { z } from 'zod';
import type { BotRequest } from './decide.ts';

export interface BotTask extends BotRequest {
  readonly id: number;
  /** Tests only (BotPoolOptions.hold): the worker blocks on it before deciding. */
  readonly hold?: SharedArrayBuffer;
}

export const BotAnswerSchema = z.discriminatedUnion('ok', [
  z.strictObject({
    id: z.number().int(),
    ok: z.literal(true),
    action: ActionSchema,
    seconds: z.number().min(0),
  }),
  z.strictObject({ id: z.number().int(), ok: z.literal(false), message: z.string() }),
]);
export type BotAnswer = z.infer<typeof BotAnswerSchema>;

/** The worker's first message: its modules are loaded, it takes questions now. */
export const WorkerReadySchema = z.strictObject({ ready: z.literal(true) });
export type WorkerReady = z.infer<typeof WorkerReadySchema>;
