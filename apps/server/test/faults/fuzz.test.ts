// Fuzzed payloads generated from the zod schemas (arbitraries.ts) and arbitrary junk on every
// client message and on unknown ones: every message is answered with a well-formed acknowledgement
// (or the abusive socket is cut off), the server stays up, and a room played alongside on the
// same process is unaffected (its match ends with every invariant holding).
import { ClientMessages, ERROR_CODES, type MatchRecord } from '@boneyard/protocol';
import fc from 'fast-check';
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer } from '../children.ts';
import { cleanRedis, connect, createRoom, fetchJson, newPrefix, send } from '../helpers.ts';
import { arbitraryOf } from './arbitraries.ts';
import { allInvariants } from './invariants.ts';
import type { FaultPlayer } from './player.ts';
import { playersToEnd, seatFour } from './table.ts';

const NAMES = Object.keys(ClientMessages) as (keyof typeof ClientMessages)[];
const RUNS = 300;

describe('fuzzed and junk payloads', () => {
  const prefix = newPrefix();
  let server: ChildProcess | null = null;
  let players: FaultPlayer[] = [];
  afterAll(async () => {
    for (const player of players) player.close();
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    await cleanRedis(prefix);
  });

  it(
    'every event gets schema-derived and junk payloads; the server stays up and another room plays on',
    { timeout: 240_000 },
    async () => {
      const port = await freePort();
      server = await startServer(port, prefix, {
        RATE_SOCKET_PER_SEC: '100000',
        ABUSE_LIMIT: '1000000',
        RATE_CREATE_PER_MIN: '100000',
        RATE_JOIN_PER_MIN: '100000',
      });
      const url = `http://127.0.0.1:${port}`;
      const control = await createRoom(url, {
        name: 'Host',
        rules: { preset: 'kozel', target: 50 },
      });
      players = await seatFour(url, control.code, control.token);
      expect((await send(players[0]!.socket, 'host:start', {})).ok).toBe(true);

      // The fuzzer sits in a room of its own (its messages act on it) and also names the control room.
      const own = await createRoom(url, { name: 'Fuzz', rules: { preset: 'kozel' } });
      let fuzzer = connect(url);
      const joinOwn = () => send(fuzzer, 'room:join', { code: own.code, token: own.token });
      expect((await joinOwn()).ok).toBe(true);
      const answers = new Map<string, number>();
      const message = fc.oneof(
        {
          weight: 6,
          arbitrary: fc
            .constantFrom(...NAMES)
            .chain((name) =>
              fc.tuple(fc.constant(name as string), arbitraryOf(ClientMessages[name])),
            ),
        },
        {
          weight: 1,
          arbitrary: fc.tuple(
            fc.constantFrom(...NAMES, 'nope', '__proto__', 'constructor', ''),
            fc.anything(),
          ),
        },
        // Over the protocol's limit (answered too-large), and over twice it (the connection is closed).
        {
          weight: 1,
          arbitrary: fc.tuple(
            fc.constantFrom(...NAMES),
            fc.constantFrom('x'.repeat(20_000), 'x'.repeat(40_000)),
          ),
        },
      );
      /** The ack, or what happened instead: a server 'error' event (none expected: unknown names are acked) or a disconnect. */
      const ask = (name: string, payload: unknown) =>
        new Promise<unknown>((done) => {
          const finish = (value: unknown) => {
            fuzzer.off('error', onError);
            fuzzer.off('disconnect', onGone);
            done(value);
          };
          const onError = () => finish('error event');
          const onGone = () => finish('disconnected');
          fuzzer.once('error', onError);
          fuzzer.once('disconnect', onGone);
          fuzzer
            .timeout(30_000)
            .emitWithAck(name, payload)
            .then(finish, () => finish('no answer'));
        });
      await fc.assert(
        fc.asyncProperty(message, fc.boolean(), async ([name, payload], aimAtControl) => {
          if (!fuzzer.connected) {
            fuzzer.close();
            fuzzer = connect(url);
            await joinOwn();
          }
          const aimed =
            aimAtControl && name === 'room:join' && typeof payload === 'object' && payload !== null
              ? { ...payload, code: control.code }
              : payload;
          const ack = await ask(name, aimed);
          const known = (NAMES as string[]).includes(name);
          if (typeof ack === 'string') {
            // Every message sent with an ack is answered through it; only an oversized frame cuts the connection.
            expect(
              ack === 'disconnected' && JSON.stringify(aimed ?? null).length > 32_000,
              `${name}: ${ack}`,
            ).toBe(true);
            answers.set(ack, (answers.get(ack) ?? 0) + 1);
            return;
          }
          const shaped = ack as { ok?: unknown; error?: { code?: unknown } };
          expect(typeof shaped.ok, JSON.stringify(ack).slice(0, 200)).toBe('boolean');
          if (shaped.ok === false) expect(ERROR_CODES).toContain(shaped.error?.code);
          // Unknown names (inherited ones too) are answered at once through their ack.
          if (!known) expect(shaped.error?.code, name).toBe('unknown-message');
          const key = shaped.ok ? 'ok' : String(shaped.error?.code);
          answers.set(key, (answers.get(key) ?? 0) + 1);
        }),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261130) },
      );
      fuzzer.close();

      expect(server.exitCode).toBeNull();
      expect((await fetch(`${url}/readyz`)).ok).toBe(true);
      // Both valid and refused payloads were generated.
      expect(answers.get('ok') ?? 0).toBeGreaterThan(0);
      expect(answers.get('bad-request') ?? 0).toBeGreaterThan(RUNS / 10);
      expect(answers.get('too-large') ?? 0).toBeGreaterThan(0);
      expect(answers.get('unknown-message') ?? 0).toBeGreaterThan(0);
      await playersToEnd(players);
      const record = (await fetchJson(`${url}/api/rooms/${control.code}/record`))
        .body as MatchRecord;
      expect(await allInvariants(record, players, prefix)).toEqual([]);
    },
  );
});
