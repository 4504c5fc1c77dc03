// pnpm bench:server, the botfarm scenario: does a farm of bot rooms slow down a room of people on
// the same process? One server process (the production bundle, Redis store, the default bot delay
// unless FARM_BOT_DELAY_MS says otherwise). The victims: a Kozel room of three people (scripted
// clients, each moving THINK_MS after its turn comes) and an Expert bot in seat 3, whose every
// answer to seat 2 is timed, and VICTIM_ROOMS Kozel rooms of four people, so that the acks are
// many. First the victims play alone for SECONDS; then FARM_ROOMS rooms of two
// Expert bots (2-player Draw, each watched by its host, rematched when a match ends) start, and
// after a warm-up the victim plays SECONDS more. Printed: the victim's ack latency (a person's
// move to its acknowledgement) and bot-reply latency (a person's acknowledged move to the frame
// with the bot's answer; the bot delay included) p50/p99, alone and beside the farm, and their
// ratios; the farm's moves/s; the bot queue's mean wait and the event-loop delay p99 (/metrics).
import { figure, type SummaryRow } from './summary.ts';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { startServer } from './load/servers.ts';
import {
  TableClient,
  clearPrefix,
  createRoom,
  percentile,
  roundTo,
  type TableState,
} from './table-client.ts';

const round = (n: number) => roundTo(n, 2);

export interface BotfarmSettings {
  readonly farmRooms: number;
  readonly victimRooms: number;
  readonly seconds: number;
  readonly thinkMs: number;
  readonly farmBotDelayMs: number;
  readonly redisUrl: string;
}

/** What is measured while `measuring` (reset per phase). */
class Tally {
  measuring = false;
  ackMs: number[] = [];
  botReplyMs: number[] = [];
  farmChanges = 0;
}

/** A victim room: when seat 2's last move was acknowledged (null: the bot answered it already). */
interface VictimTable {
  personMovedAt: number | null;
}

/** A person at the victim table (seat 0 also times the bots' replies), or (seat null) a farm room's watching host. */
class Client extends TableClient {
  private acted = -1;
  private seenMoves = 0;

  constructor(
    url: string,
    code: string,
    token: string | undefined,
    seat: number | null,
    private readonly tally: Tally,
    private readonly thinkMs: number,
    /** The room's bot-reply timing (null: a room without a bot, or a farm room). */
    private readonly table: VictimTable | null = null,
  ) {
    super(url, code, token, seat, 60_000);
  }

  protected override onFrame(): void {
    if (this.seat === null && this.tally.measuring) this.tally.farmChanges += 1;
  }

  protected react(state: TableState, status: string | undefined): void {
    if (status === 'ended') this.agreeToRematch();
    if (this.seat === null) return;
    this.answerSeed(state.fair);
    const moves = state.view?.hand?.moves ?? [];
    if (this.seat === 0 && this.table !== null) this.timeBotReply(moves);
    const legal = state.view?.hand?.legal ?? [];
    if (legal.length === 0 || this.acted === state.version) return;
    this.acted = state.version;
    const version = state.version;
    setTimeout(() => {
      if (this.version !== version) return; // the turn passed meanwhile: the next frame decides
      const action = legal[Math.floor(Math.random() * legal.length)];
      const sent = performance.now();
      void this.act(version, action).then((ack) => {
        if (!ack.ok) return;
        if (this.seat === 2 && this.table !== null) this.table.personMovedAt = performance.now();
        if (this.tally.measuring) this.tally.ackMs.push(performance.now() - sent);
      });
    }, this.thinkMs);
  }

  /** The bot (seat 3) moved after seat 2's acknowledged move: that is a bot reply. */
  private timeBotReply(moves: readonly { seat: number }[]): void {
    const fresh = moves.length > this.seenMoves ? moves.slice(this.seenMoves) : [];
    this.seenMoves = moves.length;
    const movedAt = this.table!.personMovedAt;
    if (movedAt === null || !fresh.some((move) => move.seat === 3)) return;
    this.table!.personMovedAt = null;
    if (this.tally.measuring) this.tally.botReplyMs.push(performance.now() - movedAt);
  }
}

/** A victim room: people in seats 0–2 and an Expert bot in seat 3 (bot: true), or four people. */
async function victimRoom(
  url: string,
  tally: Tally,
  thinkMs: number,
  bot: boolean,
): Promise<Client[]> {
  const seats = [{ bot: null }, { bot: null }, { bot: null }, { bot: bot ? 'expert' : null }];
  const created = await createRoom(url, { name: 'Host', rules: { preset: 'kozel' }, seats });
  const table: VictimTable | null = bot ? { personMovedAt: null } : null;
  const people = (bot ? [0, 1, 2] : [0, 1, 2, 3]).map(
    (seat) =>
      new Client(
        url,
        created.code,
        seat === 0 ? created.token : undefined,
        seat,
        tally,
        thinkMs,
        table,
      ),
  );
  await Promise.all(people.map((person) => person.join()));
  for (const seat of bot ? [1, 2] : [1, 2, 3]) {
    const taken = await people[seat]!.call('seat:take', { seat, name: `P${seat}` });
    if (!taken.ok) throw new Error(`seat:take: ${taken.error.code}`);
  }
  const started = await people[0]!.call('host:start', {});
  if (!started.ok) throw new Error(`host:start: ${started.error.code}`);
  return people;
}

/** A farm room: two Expert bots at 2-player Draw, its host watching. */
async function farmRoom(url: string, tally: Tally): Promise<Client> {
  const seats = [{ bot: 'expert' }, { bot: 'expert' }];
  const created = await createRoom(url, {
    name: 'Farmer',
    rules: { preset: 'draw', players: 2 },
    seats,
    hostSeat: null,
  });
  const host = new Client(url, created.code, created.token, null, tally, 0);
  await host.join();
  const started = await host.call('host:start', {});
  if (!started.ok) throw new Error(`host:start: ${started.error.code}`);
  return host;
}

/** Sums of an unlabelled histogram or gauge in Prometheus text. */
function metric(text: string, name: string): number {
  return Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text)?.[1] ?? NaN);
}

async function measure(metricsUrl: string, tally: Tally, seconds: number) {
  const scrape = () => fetch(metricsUrl).then((r) => r.text());
  const before = await scrape(); // also resets the event-loop delay histogram
  Object.assign(tally, { ackMs: [], botReplyMs: [], farmChanges: 0, measuring: true });
  const started = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  tally.measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  const after = await scrape();
  const delta = (name: string) => metric(after, name) - metric(before, name);
  const queued = delta('boneyard_bot_queue_seconds_count');
  return {
    victimMoves: tally.ackMs.length,
    ackMs: { p50: round(percentile(tally.ackMs, 50)), p99: round(percentile(tally.ackMs, 99)) },
    botReplyMs: {
      p50: round(percentile(tally.botReplyMs, 50)),
      p99: round(percentile(tally.botReplyMs, 99)),
    },
    farmChangesPerSecond: round(tally.farmChanges / elapsed),
    botDecisions: delta('boneyard_bot_decision_seconds_count'),
    botQueueWaitMeanMs:
      queued > 0 ? round((delta('boneyard_bot_queue_seconds_sum') / queued) * 1000) : 0,
    eventLoopDelayP99Ms: round(metric(after, 'nodejs_eventloop_lag_p99_seconds') * 1000),
  };
}

export async function botfarmScenario(
  settings: BotfarmSettings,
  env: Record<string, string> = {},
): Promise<SummaryRow> {
  const { farmRooms, victimRooms, seconds, thinkMs, farmBotDelayMs, redisUrl } = settings;
  console.log(
    JSON.stringify({
      scenario: 'botfarm',
      victimRooms,
      farmRooms,
      seconds,
      thinkMs,
      botDelayMs: farmBotDelayMs,
      ...env,
    }),
  );
  const prefix = `bench:${randomBytes(4).toString('hex')}:`;
  const server = await startServer(redisUrl, prefix, {
    BOT_DELAY_MS: String(farmBotDelayMs),
    ...env,
  });
  const tally = new Tally();
  const clients: Client[] = [];
  try {
    for (let r = 0; r <= victimRooms; r++)
      clients.push(...(await victimRoom(server.url, tally, thinkMs, r === 0)));
    await new Promise((r) => setTimeout(r, 2_000)); // warm-up: the bot worker starts, the JIT compiles
    const alone = await measure(server.metricsUrl, tally, seconds);
    console.log(JSON.stringify({ phase: 'victims alone', ...alone }));
    for (let r = 0; r < farmRooms; r++) clients.push(await farmRoom(server.url, tally));
    tally.measuring = true;
    const warm = Date.now();
    while (tally.farmChanges < 10 * farmRooms && Date.now() - warm < 60_000)
      await new Promise((r) => setTimeout(r, 100));
    const farm = await measure(server.metricsUrl, tally, seconds);
    console.log(JSON.stringify({ phase: `beside ${farmRooms} Expert bot rooms`, ...farm }));
    const ratio = (a: number, b: number) => round(a / b);
    console.log(
      JSON.stringify({
        victimAckRatio: {
          p50: ratio(farm.ackMs.p50, alone.ackMs.p50),
          p99: ratio(farm.ackMs.p99, alone.ackMs.p99),
        },
        victimBotReplyRatio: {
          p50: ratio(farm.botReplyMs.p50, alone.botReplyMs.p50),
          p99: ratio(farm.botReplyMs.p99, alone.botReplyMs.p99),
        },
        goal: 'victimAckRatio.p99 ≤ 1.5',
      }),
    );
    return {
      scenario: `botfarm: people's rooms beside ${farmRooms} rooms of Expert bots`,
      measured: `people's ack p99 ${figure(alone.ackMs.p99)} ms alone, ${figure(farm.ackMs.p99)} ms beside the farm (×${figure(farm.ackMs.p99 / alone.ackMs.p99)})`,
      goal: 'ack p99 ≤ 1.5× alone',
    };
  } finally {
    for (const client of clients) client.socket.disconnect();
    await server.stop();
    const redis = new Redis(redisUrl);
    await clearPrefix(redis, prefix);
    redis.disconnect();
  }
}
