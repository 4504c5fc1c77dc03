// pnpm bench:server, the bots scenario: does a bot that thinks hold up the other rooms of its
// process? PEOPLE_ROOMS (default 8) rooms of four socket.io clients play Kozel at a steady pace (each
// move THINK_MS, default 100, after the turn comes: well below what the process can take, so the
// ack latency is service time, not queueing), while BOT_ROOMS (default 4) rooms of four BOT_LEVEL
// (default expert) bots, watched by their host, play on the same server process (Redis store,
// BOT_DELAY_MS=0: the bots think back to back, the heaviest bot load a process can get). Three
// runs, each its own server process: without the bot rooms; bots decided inline on the event loop
// (BOT_WORKERS=0, as before the pool); bots in the worker pool (BOT_WORKERS unset: the default).
// For each: the people's ack latency p50/p95/p99 and moves/s, the bot rooms' changes/s, and the
// server's event-loop delay p99 and mean bot decision time over the measured window (its /metrics).
// REPEAT=n runs n interleaved rounds and ends with the median of each figure per configuration.
import { figure, type SummaryRow } from './summary.ts';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { startServer } from './load/servers.ts';
import {
  TableClient,
  clearPrefix,
  createRoom,
  kozelTable,
  percentile,
  roundTo,
  type TableState,
} from './table-client.ts';

const PEOPLE_ROOMS = Number(process.env.PEOPLE_ROOMS ?? 8);
const BOT_ROOMS = Number(process.env.BOT_ROOMS ?? 4);
const BOT_LEVEL = process.env.BOT_LEVEL ?? 'expert';
const THINK_MS = Number(process.env.THINK_MS ?? 100);
const SECONDS = Number(process.env.SECONDS ?? 10);
/** Rounds of the three runs, interleaved (so a change in the machine's other load hits all three alike). */
const REPEAT = Number(process.env.REPEAT ?? 1);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const round = (n: number) => roundTo(n, 2);

/** What one run measures (reset per run). */
class Tally {
  measuring = false;
  ackMs: number[] = [];
  peopleMoves = 0;
  botRoomChanges = 0;

  reset(): void {
    this.ackMs = [];
    this.peopleMoves = 0;
    this.botRoomChanges = 0;
  }
}

/** One seat of a people room (it moves THINK_MS after its turn comes), or (seat null) the watching host of a bot room. */
class Client extends TableClient {
  private acted = -1;

  constructor(
    url: string,
    code: string,
    token: string | undefined,
    seat: number | null,
    private readonly tally: Tally,
  ) {
    super(url, code, token, seat, 30_000);
  }

  protected override onFrame(): void {
    if (this.seat === null && this.tally.measuring) this.tally.botRoomChanges += 1;
  }

  protected react(state: TableState, status: string | undefined): void {
    if (status === 'ended') this.agreeToRematch();
    if (this.seat === null) return;
    this.answerSeed(state.fair);
    const legal = state.view?.hand?.legal ?? [];
    if (legal.length === 0 || this.acted === state.version) return;
    this.acted = state.version;
    const version = state.version;
    setTimeout(() => {
      if (this.version !== version) return; // the turn passed (a reconnect, a claim): the next frame decides
      const action = legal[Math.floor(Math.random() * legal.length)];
      const sent = performance.now();
      void this.act(version, action).then((ack) => {
        if (!ack.ok || !this.tally.measuring) return;
        this.tally.ackMs.push(performance.now() - sent);
        this.tally.peopleMoves += 1;
      });
    }, THINK_MS);
  }
}

async function botRoom(url: string, tally: Tally): Promise<Client> {
  const seats = [0, 1, 2, 3].map(() => ({ bot: BOT_LEVEL }));
  const created = await createRoom(url, {
    name: 'Host',
    rules: { preset: 'kozel' },
    seats,
    hostSeat: null,
  });
  const host = new Client(url, created.code, created.token, null, tally);
  await host.join();
  await host.call('host:start', {});
  return host;
}

/** The value of an unlabelled metric in Prometheus text. */
function metric(text: string, name: string): number {
  return Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text)?.[1] ?? NaN);
}

async function run(name: string, botRooms: number, env: Record<string, string>) {
  const prefix = `bench:${randomBytes(4).toString('hex')}:`;
  const server = await startServer(REDIS_URL, prefix, env);
  const tally = new Tally();
  const clients: Client[] = [];
  try {
    for (let r = 0; r < PEOPLE_ROOMS; r++)
      clients.push(
        ...(await kozelTable(
          server.url,
          (code, token, seat) => new Client(server.url, code, token, seat, tally),
        )),
      );
    for (let r = 0; r < botRooms; r++) clients.push(await botRoom(server.url, tally));
    // Warm-up: until the bot rooms have played for a while (the pool's worker has started and the
    // JIT has compiled the bots), or two seconds without bot rooms.
    const warm = Date.now();
    tally.measuring = true;
    while (Date.now() - warm < 2_000 || (botRooms > 0 && tally.botRoomChanges < 20 * botRooms)) {
      if (Date.now() - warm > 120_000) throw new Error(`${name}: the bot rooms did not get going`);
      await new Promise((r) => setTimeout(r, 100));
    }
    tally.reset();
    const scrape = () => fetch(server.metricsUrl).then((r) => r.text());
    const before = await scrape(); // also resets the event-loop delay histogram
    const started = performance.now();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    tally.measuring = false;
    const after = await scrape();
    const elapsed = (performance.now() - started) / 1000;
    const decisions =
      metric(after, 'boneyard_bot_decision_seconds_count') -
      metric(before, 'boneyard_bot_decision_seconds_count');
    const decisionSeconds =
      metric(after, 'boneyard_bot_decision_seconds_sum') -
      metric(before, 'boneyard_bot_decision_seconds_sum');
    return {
      run: name,
      peopleMoves: tally.peopleMoves,
      peopleMovesPerSecond: round(tally.peopleMoves / elapsed),
      peopleAckMs: {
        p50: round(percentile(tally.ackMs, 50)),
        p95: round(percentile(tally.ackMs, 95)),
        p99: round(percentile(tally.ackMs, 99)),
      },
      botRoomChangesPerSecond: round(tally.botRoomChanges / elapsed),
      botDecisions: decisions,
      botDecisionMeanMs: decisions > 0 ? round((decisionSeconds / decisions) * 1000) : NaN,
      eventLoopDelayP99Ms: round(metric(after, 'nodejs_eventloop_lag_p99_seconds') * 1000),
      botWorkers: metric(after, 'boneyard_bot_workers'),
    };
  } finally {
    for (const client of clients) client.socket.disconnect();
    await server.stop();
    const redis = new Redis(REDIS_URL);
    await clearPrefix(redis, prefix);
    redis.disconnect();
  }
}

function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const CONFIGURATIONS = [
  { name: 'no bot rooms', botRooms: 0, env: {} },
  { name: 'bots inline (BOT_WORKERS=0)', botRooms: BOT_ROOMS, env: { BOT_WORKERS: '0' } },
  { name: 'bots in the worker pool (default BOT_WORKERS)', botRooms: BOT_ROOMS, env: {} },
] as const;

/** Runs the three configurations REPEAT times, printing one JSON line per run, then the medians. */
export async function botsScenario(): Promise<SummaryRow> {
  const setup = {
    peopleRooms: PEOPLE_ROOMS,
    botRooms: BOT_ROOMS,
    botLevel: BOT_LEVEL,
    thinkMs: THINK_MS,
    seconds: SECONDS,
    repeat: REPEAT,
  };
  console.log(JSON.stringify({ scenario: 'bots', ...setup }));
  const results = new Map<string, Awaited<ReturnType<typeof run>>[]>();
  for (let round = 0; round < REPEAT; round++) {
    for (const { name, botRooms, env } of CONFIGURATIONS) {
      const result = await run(name, botRooms, env);
      console.log(JSON.stringify({ round: round + 1, ...result }));
      results.set(name, [...(results.get(name) ?? []), result]);
    }
  }
  const p99Of = (name: string) => median((results.get(name) ?? []).map((r) => r.peopleAckMs.p99));
  const [none, inline, pool] = CONFIGURATIONS.map(({ name }) => p99Of(name));
  const row: SummaryRow = {
    scenario: `bots: ${PEOPLE_ROOMS} rooms of people beside ${BOT_ROOMS} rooms of ${BOT_LEVEL} bots`,
    measured: `people's ack p99 ${figure(none!)} ms with no bots, ${figure(inline!)} ms with bots inline, ${figure(pool!)} ms with the worker pool`,
    goal: 'with the pool, near the no-bots figure',
  };
  if (REPEAT < 2) return row;
  for (const [name, runs] of results) {
    const of = (pick: (r: (typeof runs)[number]) => number | null) =>
      round(median(runs.map((r) => pick(r) ?? NaN)));
    console.log(
      JSON.stringify({
        median: name,
        peopleAckMs: {
          p50: of((r) => r.peopleAckMs.p50),
          p95: of((r) => r.peopleAckMs.p95),
          p99: of((r) => r.peopleAckMs.p99),
        },
        peopleMovesPerSecond: of((r) => r.peopleMovesPerSecond),
        botRoomChangesPerSecond: of((r) => r.botRoomChangesPerSecond),
        botDecisionMeanMs: of((r) => r.botDecisionMeanMs),
        eventLoopDelayP99Ms: of((r) => r.eventLoopDelayP99Ms),
      }),
    );
  }
  return row;
}
