// Issue 44 item 5, played as a hostile client: a message name the protocol does not have, sent
// with an ack. It used to be answered only by an `error` event while its ack stayed open, so the
// message counted as in flight until the socket closed and a graceful stop (SIGTERM) waited the
// whole DRAIN_TIMEOUT_MS for it. Now the ack answers at once with `unknown-message`, nothing is
// left in flight, and such messages count as abuse like malformed ones.
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { connect, until } from './helpers.ts';

/** Long enough that a drain which waits for its timeout cannot finish within the test's own timeout. */
const DRAIN_TIMEOUT_MS = 600_000;
const ABUSE = 5;

describe('unknown messages', () => {
  let app: FastifyInstance | null = null;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await app?.close();
    app = null;
  });

  async function start(): Promise<void> {
    const config = testConfig({
      port: 0,
      host: '127.0.0.1',
      drainTimeoutMs: DRAIN_TIMEOUT_MS,
      limits: {
        socketPerSecond: 1000,
        ipPerSecond: 100_000,
        createPerMinute: 100,
        joinPerMinute: 100,
        abuse: ABUSE,
      },
    });
    app = await buildApp(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    sockets.push(socket);
    await until(() => socket.connected, 10_000, 'connect');
  }

  it(
    'are answered at once by their ack and never hold a graceful drain',
    { timeout: 30_000 },
    async () => {
      await start();
      const socket = sockets[0]!;
      const answer = await socket.timeout(10_000).emitWithAck('no-such-message', {});
      expect(answer).toEqual({
        ok: false,
        error: { code: 'unknown-message', message: 'unknown message "no-such-message"' },
      });
      expect(app!.metrics.inFlight).toBe(0);
      // The drain finishes on its own: nothing is in flight (it would otherwise wait ten minutes).
      await app!.drain();
      expect(app!.metrics.inFlight).toBe(0);
    },
  );

  it(
    'count as abuse: the socket is disconnected after ABUSE_LIMIT of them',
    { timeout: 30_000 },
    async () => {
      await start();
      const socket = sockets[0]!;
      const errors: { code: string }[] = [];
      socket.on('error', (error: { code: string }) => errors.push(error));
      const disconnected = new Promise<void>((resolve) =>
        socket.once('disconnect', () => resolve()),
      );
      const answers: unknown[] = [];
      for (let i = 0; i < ABUSE; i++)
        answers.push(await socket.timeout(10_000).emitWithAck(`nonsense-${i}`, {}));
      expect(
        answers.every(
          (answer) => (answer as { error?: { code?: string } }).error?.code === 'unknown-message',
        ),
      ).toBe(true);
      await disconnected;
      expect(errors.at(-1)).toMatchObject({ code: 'rate-limited' });
    },
  );

  it('without an ack are answered by an error event, as before', { timeout: 30_000 }, async () => {
    await start();
    const socket = sockets[0]!;
    const errors: { code: string; message: string }[] = [];
    socket.on('error', (error: { code: string; message: string }) => errors.push(error));
    socket.emit('no-such-message', {});
    await until(() => errors.length > 0, 10_000, 'an error event');
    expect(errors[0]).toEqual({
      code: 'unknown-message',
      message: 'unknown message "no-such-message"',
    });
    await app!.drain();
    expect(app!.metrics.inFlight).toBe(0);
  });
});
