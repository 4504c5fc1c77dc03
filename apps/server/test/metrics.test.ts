// GET /metrics (on the metrics listener, off the public port): a person and three bots play a whole match on the Redis store, one malformed
// message is sent, and the counters must match exactly what the client saw: moves acknowledged,
// acknowledgements per event, errors by code; store round trips, bot decisions, sockets, rooms and
// the event-loop delay are reported too.
import { afterAll, describe, expect, it } from 'vitest';
import { ackBucketsOf, ackQuantileMs } from '../bench/load/server-acks.ts';
import {
  build,
  createRoom,
  send,
  TestPlayer,
  until,
  untilEnded,
  type TestServer,
} from './helpers.ts';

/** `name{labels} value` lines of the Prometheus text format → value by series. */
function parseMetrics(text: string): Map<string, number> {
  const series = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    series.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return series;
}

/** `metricsUrl`: the metrics listener's /metrics (test/metrics-port.test.ts: who may read it). */
async function scrapeText(metricsUrl: string | null): Promise<string> {
  const response = await fetch(metricsUrl!);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

async function scrape(metricsUrl: string | null): Promise<Map<string, number>> {
  return parseMetrics(await scrapeText(metricsUrl));
}

describe('/metrics', () => {
  const servers: TestServer[] = [];
  const players: TestPlayer[] = [];
  afterAll(async () => {
    for (const player of players) player.close();
    for (const server of servers) await server.close();
  });

  it(
    'counts moves, acknowledgements, errors, store calls and bot decisions of a whole match',
    { timeout: 120_000 },
    async () => {
      const server = await build('redis');
      servers.push(server);
      const created = await createRoom(server.url, {
        name: 'Host',
        rules: { preset: 'draw', players: 4, pairs: false, target: 50 },
        seats: [{ bot: null }, { bot: 'easy' }, { bot: 'easy' }, { bot: 'easy' }],
      });
      const host = new TestPlayer(server.url, created.code, created.token, 'host');
      players.push(host);
      await until(() => host.joined, 20_000, 'join');
      expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
      await untilEnded([host], 90_000);
      const junk = await host.act({ nonsense: true });
      expect(junk.ok).toBe(false);

      // What the client saw: every game:action acknowledgement (the junk's included), ok or not (by error code).
      const actionAcks = host.frames.flatMap((frame) =>
        frame.kind === 'ack' &&
        typeof frame.payload === 'object' &&
        frame.payload !== null &&
        'ok' in frame.payload
          ? [frame.payload as { ok: boolean; error?: { code: string } }]
          : [],
      );
      const okMoves = actionAcks.filter((ack) => ack.ok).length;
      expect(okMoves).toBeGreaterThan(0);
      const errorsByCode = new Map<string, number>();
      for (const ack of actionAcks) {
        if (!ack.ok)
          errorsByCode.set(ack.error!.code, (errorsByCode.get(ack.error!.code) ?? 0) + 1);
      }

      const text = await scrapeText(server.metricsUrl);
      const metrics = parseMetrics(text);
      // bench:load's reader of the same exposition (its server-side ack column) sees the same count.
      const acks = ackBucketsOf(text);
      expect(acks.get(Infinity)).toBe(actionAcks.length);
      expect(ackQuantileMs(acks, 0.5)).toBeGreaterThan(0);
      expect(metrics.get('boneyard_moves_total')).toBe(okMoves);
      expect(metrics.get('boneyard_ack_seconds_count{event="game:action"}')).toBe(
        actionAcks.length,
      ); // the junk's too
      expect(metrics.get('boneyard_ack_seconds_count{event="room:join"}')).toBe(1);
      for (const [code, count] of errorsByCode)
        expect(metrics.get(`boneyard_errors_total{code="${code}"}`)).toBe(count);
      expect(metrics.get('boneyard_sockets')).toBe(1);
      expect(metrics.get('boneyard_rooms')).toBe(1);
      // Every stored change is one commit; bots moved too, so more commits than the person's moves.
      expect(metrics.get('boneyard_store_seconds_count{op="commit"}')).toBeGreaterThan(okMoves);
      expect(metrics.get('boneyard_store_seconds_bucket{le="+Inf",op="load"}')).toBeGreaterThan(0);
      expect(metrics.get('boneyard_bot_decision_seconds_count')).toBeGreaterThan(0);
      expect(metrics.get('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
      expect(metrics.has('process_resident_memory_bytes')).toBe(true);

      host.close();
      const after = await scrapeWhen(server.metricsUrl, (m) => m.get('boneyard_sockets') === 0);
      expect(after.get('boneyard_rooms')).toBe(0);
    },
  );

  it('is not served with METRICS=false', async () => {
    const server = await build('memory', { metrics: false });
    servers.push(server);
    expect(server.metricsUrl).toBeNull();
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  });
});

/** Scrapes until `ready` holds (a disconnect reaches the server a moment after the client closes). */
async function scrapeWhen(
  metricsUrl: string | null,
  ready: (metrics: Map<string, number>) => boolean,
): Promise<Map<string, number>> {
  const started = Date.now();
  for (;;) {
    const metrics = await scrape(metricsUrl);
    if (ready(metrics) || Date.now() - started > 20_000) return metrics;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
