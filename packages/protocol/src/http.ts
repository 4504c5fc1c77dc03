// HTTP bodies. JSON in and out; errors are { error: ErrorPayload } with a 4xx/5xx status.
import { z } from 'zod';
import { ErrorPayloadSchema } from './errors.ts';
import { RoomCodeSchema } from './ids.ts';
import { CreateRoomRequestSchema } from './create-room.ts';
import { CreateRoomResponseSchema, RoomInfoSchema } from './rooms.ts';

/** POST /api/rooms */
export const CreateRoomBodySchema = CreateRoomRequestSchema;
/** 201 from POST /api/rooms */
export const CreateRoomReplySchema = CreateRoomResponseSchema;
/** GET /api/rooms/:code → public info (no view, no tiles). */
export const RoomInfoReplySchema = RoomInfoSchema;
export const RoomCodeParamsSchema = z.object({ code: RoomCodeSchema });
export const HandRecordParamsSchema = z.object({
  code: RoomCodeSchema,
  n: z.coerce.number().int().min(1).max(10_000),
});
/** ?match=N selects an earlier match of the room (default: the current or last one). */
export const RecordQuerySchema = z.object({ match: z.coerce.number().int().min(1).optional() });
/** Every HTTP error body. */
export const HttpErrorSchema = z.object({ error: ErrorPayloadSchema });
export type HttpError = z.infer<typeof HttpErrorSchema>;
/** GET /healthz and /readyz */
export const HealthReplySchema = z.object({ ok: z.boolean(), store: z.string().optional() });
/** Fastify's body limit: the create body is the only one. */
export const MAX_HTTP_BODY_BYTES = 16 * 1024;
