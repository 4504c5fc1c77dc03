// pnpm bench:server — N rooms of four socket.io clients play bot-speed moves against ONE server
// process (a child process, Redis store). Prints JSON: moves/s, ack latency p50/p95/p99, fan-out
// latency (move sent → every other seat has the frame), and the p50 Redis PING round trip measured
// in the same run, so the ack latency reads as a multiple of that floor.
// Env: ROOMS (default 12), SECONDS (10), REDIS_URL (redis://127.0.0.1:6379).
// Then the bots scenario (bench/bots.ts): other rooms' ack latency with Expert bots thinking on the
// same process, inline vs in the worker pool; the bot-moves scenario (bench/bot-moves.ts): bytes per
// bot decision and main-thread ms per bot move at hand 1 and hand 1,001; the botfarm scenario
// (bench/botfarm.ts): a room of people beside FARM_ROOMS rooms of Expert bots, and without them;
// the expiry scenario (bench/expiry.ts): one cleanup tick's pause with EXPIRY_ROOMS rooms stored.
// SCENARIO=throughput, bots, bot-moves, botfarm or expiry runs one only.
import { BOT_LEVELS } from '@boneyard/engine';
import type { UpdateFrame } from '@boneyard/protocol';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { startServer } from './bench-server.ts';
import { botfarmScenario } from './botfarm.ts';
import { botMovesScenario } from './bot-moves.ts';
import { botsScenario } from './bots.ts';
import { expiryScenario } from './expiry.ts';
import { readSettings } from './settings.ts';
import { figure, printSummary, type SummaryRow } from './summary.ts';
import { buildServer, freePort } from './load/servers.ts';
import {
  TableClient,
  clearPrefix,
  kozelTable,
  percentile,
  roundTo,
  type TableState,
} from './table-client.ts';

// bots.ts reads its own settings from the same environment; they are checked here, before anything runs.
const {
  ROOMS,
  SECONDS,
  REDIS_URL,
  SCENARIO,
  BOT_MOVES,
  FARM_ROOMS,
  VICTIM_ROOMS,
  FARM_BOT_DELAY_MS,
  THINK_MS,
  EXPIRY_ROOMS,
} = readSettings(
  'bench:server',
  "Throughput and latency of one server process on Redis; then other rooms' ack latency with bots thinking, inline vs the worker pool.",
  {
    ROOMS: { fallback: 12, min: 1, help: 'rooms of four clients (throughput scenario)' },
    SECONDS: { fallback: 10, min: 1, help: 'measured seconds per run' },
    REDIS_URL: {
      fallback: 'redis://127.0.0.1:6379',
      help: 'the Redis to use (a private key prefix, removed after)',
    },
    SCENARIO: {
      fallback: 'all',
      choices: ['all', 'throughput', 'bots', 'bot-moves', 'botfarm', 'expiry'],
      help: 'which part to run',
    },
    PEOPLE_ROOMS: {
      fallback: 8,
      min: 1,
      help: 'bots scenario: rooms of people playing every THINK_MS',
    },
    BOT_ROOMS: {
      fallback: 4,
      min: 1,
      help: 'bots scenario: rooms of four bots thinking back to back',
    },
    BOT_LEVEL: { fallback: 'expert', choices: BOT_LEVELS, help: "bots scenario: the bots' level" },
    THINK_MS: { fallback: 100, min: 0, help: "bots scenario: a person's pause before each move" },
    REPEAT: {
      fallback: 1,
      min: 1,
      help: 'bots scenario: interleaved rounds (the median is printed)',
    },
    BOT_MOVES: {
      fallback: 100,
      min: 1,
      help: 'bot-moves scenario: bot moves timed per hand and payload',
    },
    FARM_ROOMS: {
      fallback: 40,
      min: 1,
      help: 'botfarm scenario: rooms of two Expert bots beside the people',
    },
    VICTIM_ROOMS: {
      fallback: 2,
      min: 0,
      help: 'botfarm scenario: rooms of four people beside the room of three people and an Expert bot',
    },
    FARM_BOT_DELAY_MS: {
      fallback: 700,
      min: 0,
      help: 'botfarm scenario: BOT_DELAY_MS of the server (700: the default)',
    },
    EXPIRY_ROOMS: {
      fallback: 30_000,
      min: 10,
      help: 'expiry scenario: rooms stored (a third of them overdue)',
    },
  },
);
const PREFIX = `bench:${randomBytes(4).toString('hex')}:`;

const round = (n: number) => roundTo(n, 3);

const ackMs: number[] = [];
const fanoutMs: number[] = [];
/** `${code}:${version}` → when each seat received that frame. */
const arrivals = new Map<string, number[]>();
/** `${code}:${version}` → when the move that produced it was sent, and by which seat. */
const sends = new Map<string, { at: number; seat: number }>();
let moves = 0;
let measuring = false;

/** A seat that plays a random legal move the moment its turn comes; every seat accepts the rematch. */
class BenchClient extends TableClient {
  private acted = -1;

  constructor(url: string, code: string, token: string | undefined, seat: number) {
    super(url, code, token, seat, 15_000);
  }

  protected override onFrame(frame: UpdateFrame): void {
    if (!measuring) return;
    const key = `${this.code}:${frame.version}`;
    const list = arrivals.get(key) ?? [];
    list[this.seat!] = performance.now();
    arrivals.set(key, list);
  }

  protected react(state: TableState): void {
    this.answerSeed(state.fair);
    if (this.status === 'ended') this.agreeToRematch();
    const legal = state.view?.hand?.legal ?? [];
    if (legal.length > 0 && this.acted !== state.version) {
      this.acted = state.version;
      const action = legal[Math.floor(Math.random() * legal.length)];
      const sent = performance.now();
      void this.act(state.version, action).then((ack) => {
        if (!ack.ok || !measuring) return;
        ackMs.push(performance.now() - sent);
        moves += 1;
        sends.set(`${this.code}:${ack.value.version}`, { at: sent, seat: this.seat! });
      });
    }
  }
}

/** Redis PING times while `measuring`, every 5 ms until `stop()`. */
function pingRedis(redis: Redis): { pings: number[]; stop: () => Promise<void> } {
  const pings: number[] = [];
  let pinging = true;
  const pinger = (async () => {
    while (pinging) {
      const started = performance.now();
      await redis.ping();
      if (measuring) pings.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return {
    pings,
    stop: async () => {
      pinging = false;
      await pinger;
    },
  };
}

/** Each move's fan-out: from its send to the last of the other three seats seeing it. */
function collectFanout(): void {
  for (const [key, sent] of sends) {
    const seen = arrivals.get(key);
    if (seen === undefined) continue;
    const others = [0, 1, 2, 3].filter((seat) => seat !== sent.seat).map((seat) => seen[seat]);
    if (others.every((t) => t !== undefined))
      fanoutMs.push(Math.max(...(others as number[])) - sent.at);
  }
}

function throughputRow(elapsed: number, pings: number[]): SummaryRow {
  const pingP50 = percentile(pings, 50);
  const ackP50 = percentile(ackMs, 50);
  console.log(
    JSON.stringify(
      {
        rooms: ROOMS,
        clients: ROOMS * 4,
        seconds: round(elapsed),
        moves,
        movesPerSecond: round(moves / elapsed),
        ackMs: {
          p50: round(ackP50),
          p95: round(percentile(ackMs, 95)),
          p99: round(percentile(ackMs, 99)),
        },
        fanoutMs: {
          p50: round(percentile(fanoutMs, 50)),
          p95: round(percentile(fanoutMs, 95)),
          p99: round(percentile(fanoutMs, 99)),
        },
        redisPingP50Ms: round(pingP50),
        ackP50OverPing: round(ackP50 / pingP50),
      },
      null,
      2,
    ),
  );
  const p99 = percentile(ackMs, 99);
  return {
    scenario: `throughput: ${ROOMS} rooms of four on Redis`,
    measured: `${figure(moves / elapsed)} moves/s; ack p50 / p99 ${figure(ackP50)} / ${figure(p99)} ms; PING p50 ${figure(pingP50)} ms (ack ÷ PING ${figure(ackP50 / pingP50)}×)`,
    goal: 'ack p50 ≤ 10× PING at 1,000 moves/s',
  };
}

async function main(): Promise<SummaryRow> {
  const port = await freePort();
  const server = await startServer(port, REDIS_URL, PREFIX);
  const url = `http://127.0.0.1:${port}`;
  const clients: BenchClient[] = [];
  for (let r = 0; r < ROOMS; r++)
    clients.push(
      ...(await kozelTable(url, (code, token, seat) => new BenchClient(url, code, token, seat))),
    );

  const redis = new Redis(REDIS_URL);
  const pinger = pingRedis(redis);
  await new Promise((r) => setTimeout(r, 1000)); // warm-up
  measuring = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  await pinger.stop();
  collectFanout();

  for (const client of clients) client.socket.disconnect();
  const exited = new Promise((done) => server.once('exit', done));
  server.kill('SIGTERM');
  await exited; // nothing writes under the prefix any more
  await clearPrefix(redis, PREFIX);
  redis.disconnect();
  return throughputRow(elapsed, pinger.pings);
}

(async () => {
  const all = SCENARIO === 'all';
  const rows: SummaryRow[] = [];
  if (all || SCENARIO === 'throughput') rows.push(await main());
  if (all || SCENARIO === 'bot-moves') rows.push(await botMovesScenario(BOT_MOVES));
  // These start the production bundle (bench/load/servers.ts): built now, from these sources.
  if (all || SCENARIO === 'bots' || SCENARIO === 'botfarm') buildServer();
  if (all || SCENARIO === 'bots') rows.push(await botsScenario());
  if (all || SCENARIO === 'botfarm')
    rows.push(
      await botfarmScenario({
        farmRooms: FARM_ROOMS,
        victimRooms: VICTIM_ROOMS,
        seconds: SECONDS,
        thinkMs: THINK_MS,
        farmBotDelayMs: FARM_BOT_DELAY_MS,
        redisUrl: REDIS_URL,
      }),
    );
  if (all || SCENARIO === 'expiry') rows.push(await expiryScenario(EXPIRY_ROOMS, REDIS_URL));
  printSummary(rows);
})().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
