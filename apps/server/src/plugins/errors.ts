// One error handler: every HTTP failure is { error: { code, message } }, never a stack trace.
import type { ErrorCode, HttpError } from '@boneyard/protocol';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';

/** HTTP status for each protocol error code that routes return. */
export const STATUS_OF: Partial<Record<ErrorCode, number>> = {
  'bad-request': 400,
  'too-large': 413,
  'rate-limited': 429,
  'forbidden-origin': 403,
  'not-found': 404,
  'bad-seat': 400,
  busy: 503,
  'too-many-rooms': 429,
  'too-many-bot-rooms': 429,
  'server-full': 503,
  internal: 500,
};

export function httpError(code: ErrorCode, message: string): HttpError {
  return { error: { code, message } };
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      const code: ErrorCode =
        status === 413
          ? 'too-large'
          : status === 429
            ? 'rate-limited'
            : status < 500
              ? 'bad-request'
              : 'internal';
      const message = status < 500 ? error.message : 'internal error';
      return reply.status(status).send(httpError(code, message));
    });
  },
  { name: 'errors' },
);
