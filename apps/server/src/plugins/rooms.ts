// The room service and the HTTP routes: create a room, public room info, match and hand records.
import {
  CreateRoomBodySchema,
  HandRecordParamsSchema,
  RecordQuerySchema,
  RoomCodeParamsSchema,
  type ErrorPayload,
} from '@boneyard/protocol';
import { handRecordOf, matchRecordOf, roomInfo } from '@boneyard/table';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { BotPool } from '../bots-pool/pool.ts';
import { issuesMessage } from '../issues.ts';
import { originGuard } from '../net/origin.ts';
import { RoomService } from '../room/service.ts';
import { KeyedLimiter } from '../socket/limits.ts';
import { httpError, STATUS_OF } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rooms: RoomService;
  }
}

function parse<S extends z.ZodType>(
  schema: S,
  value: unknown,
  reply: FastifyReply,
): z.infer<S> | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  // Every issue, not the first (issues.ts): the editor, a script and a socket see the same reasons.
  void reply.status(400).send(httpError('bad-request', issuesMessage(parsed.error)));
  return null;
}

// One answer whether a code was never issued or its room expired: a prober learns nothing more.
const NO_ROOM: ErrorPayload = {
  code: 'not-found',
  message: 'no room with this code (rooms expire when unused)',
};
const NO_RECORD: ErrorPayload = {
  code: 'not-found',
  message: 'no such record (records are kept for a limited time)',
};

/** A match whose record exists but has no finished hand n yet: say so, not that it expired. */
function noHandRecord(n: number, finished: number): ErrorPayload {
  const done =
    finished === 0
      ? 'no hand of this match has finished yet'
      : `hands 1–${finished} of this match have finished`;
  return {
    code: 'not-found',
    message: `hand ${n} has no record: ${done} (a hand's record is published when it ends)`,
  };
}

function sendError(reply: FastifyReply, error: ErrorPayload) {
  return reply.status(STATUS_OF[error.code] ?? 400).send({ error });
}

export default fp<{ botPool?: BotPool }>(
  async (app, options) => {
    const rooms = new RoomService(app.store, app.config, app.log, options.botPool);
    app.decorate('rooms', rooms);
    await rooms.start();
    app.addHook('onClose', async () => rooms.close());
    const createLimiter = new KeyedLimiter(app.config.limits.createPerMinute);
    // Every GET that names a room code is a probe a stranger could use to find live rooms: limited
    // per IP like joins (docs/server.md "Room codes"), counted before the code is even parsed.
    const lookupLimiter = new KeyedLimiter(app.config.edge.lookupPerMinute);
    const limitLookups = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!lookupLimiter.take(request.ip)) {
        return sendError(reply, {
          code: 'rate-limited',
          message: 'too many room look-ups from this address; try again in a minute',
        });
      }
    };

    // A browser page of another site must not create rooms with its visitors' browsers (net/origin.ts);
    // checked first, so a refused page spends none of its visitor's creation limit.
    const refusalOf = originGuard(app.config);
    app.post('/api/rooms', async (request, reply) => {
      const refusal = refusalOf(request.raw);
      if (refusal !== null) return sendError(reply, { code: 'forbidden-origin', message: refusal });
      if (!createLimiter.take(request.ip))
        return sendError(reply, { code: 'rate-limited', message: 'too many rooms' });
      const body = parse(CreateRoomBodySchema, request.body, reply);
      if (body === null) return reply;
      const created = await rooms.create(body, request.ip);
      if (!created.ok) return sendError(reply, created.error);
      return reply.status(201).send({ ...created.value, url: `/r/${created.value.code}` });
    });

    app.get('/api/rooms/:code', { onRequest: limitLookups }, async (request, reply) => {
      const params = parse(RoomCodeParamsSchema, request.params, reply);
      if (params === null) return reply;
      const stored = await rooms.load(params.code);
      if (stored === null) return sendError(reply, NO_ROOM);
      return roomInfo(stored.room);
    });

    /** The live match's record when it is the one asked for, else the stored one. */
    async function recordFor(code: string, match: number | undefined) {
      const stored = await rooms.load(code);
      if (stored !== null && (match === undefined || match === stored.room.match)) {
        const live = matchRecordOf(stored.room);
        if (live !== null) return live;
      }
      const saved = await app.store.getRecord(code, match ?? null);
      return saved === null ? null : (JSON.parse(saved) as ReturnType<typeof matchRecordOf>);
    }

    app.get('/api/rooms/:code/record', { onRequest: limitLookups }, async (request, reply) => {
      const params = parse(RoomCodeParamsSchema, request.params, reply);
      const query = params && parse(RecordQuerySchema, request.query, reply);
      if (params === null || query === null) return reply;
      const record = await recordFor(params.code, query.match);
      if (record === null) return sendError(reply, NO_RECORD);
      return record;
    });

    app.get(
      '/api/rooms/:code/hands/:n/record',
      { onRequest: limitLookups },
      async (request, reply) => {
        const params = parse(HandRecordParamsSchema, request.params, reply);
        const query = params && parse(RecordQuerySchema, request.query, reply);
        if (params === null || query === null) return reply;
        const record = await recordFor(params.code, query.match);
        if (record === null) return sendError(reply, NO_RECORD);
        const hand = handRecordOf(record, params.n);
        if (hand === null) return sendError(reply, noHandRecord(params.n, record.hands.length));
        return hand;
      },
    );
  },
  { name: 'rooms', dependencies: ['store', 'config'] },
);
