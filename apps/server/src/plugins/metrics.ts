// GET /metrics in the Prometheus text format (prom-client), one registry per app, served on a
// listener of its own, off the public port (net/metrics-listener.ts). What it counts:
// - boneyard_rooms / boneyard_sockets: rooms with a socket on this process, and its sockets;
// - boneyard_moves_total: game actions acknowledged ok (rate() of it is moves/s);
// - boneyard_ack_seconds{event}: from a socket message's arrival to its acknowledgement;
// - boneyard_errors_total{code}: error acknowledgements by code (docs/protocol.md);
// - boneyard_store_seconds{op}: store calls (Redis: round trips) and their latency;
// - boneyard_bot_decision_seconds: how long a bot takes to choose a move (in a worker or inline);
// - boneyard_bot_wait_seconds: from asking the bot pool to having the move (queue included);
// - boneyard_bot_queue_seconds: how long a decision waited for a worker (rooms are served in turn);
// - boneyard_bot_stale_total: decisions dropped because the room moved on while the bot thought;
// - boneyard_bot_workers: bot worker threads running (0 with BOT_WORKERS=0, or before the first bot move);
// - the client library's process metrics, event-loop delay (nodejs_eventloop_lag_*) included.
// The socket middleware that times acknowledgements also counts messages still being handled:
// the graceful drain (plugins/drain.ts) waits for that number to reach zero. Only the protocol's
// own message names count; an unknown one is answered at once (`unknown-message`).
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Server, Socket } from 'socket.io';
import {
  bearerAllowed,
  listenMetrics,
  UNAUTHORISED,
  type MetricsListener,
} from '../net/metrics-listener.ts';
import {
  botDecisionObservers,
  botQueueObservers,
  botStaleObservers,
  botWaitObservers,
} from '../observe.ts';
import { isClientMessageName } from '../socket/handlers.ts';
import { instrumentStore } from '../store/instrumented.ts';
import type { GameStore } from '../store/types.ts';

/** Seconds; socket acks are milliseconds on one machine, store calls sub-millisecond. */
const ACK_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const STORE_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5];
const BOT_BUCKETS = [
  0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1,
];
/** Socket.IO's per-token channel of a room (socket/rooms.ts): one per seat token with a socket here. */
const TOKEN_CHANNEL = /^r:([^:]+):t:/;

export class ServerMetrics {
  readonly registry = new Registry();
  /** Socket messages whose acknowledgement has not been sent yet. */
  inFlight = 0;
  private idle: (() => void)[] = [];
  private io: Server | null = null;
  private readonly moves = new Counter({
    name: 'boneyard_moves_total',
    help: 'Game actions acknowledged ok',
    registers: [this.registry],
  });
  private readonly errors = new Counter({
    name: 'boneyard_errors_total',
    help: 'Error acknowledgements by code',
    labelNames: ['code'],
    registers: [this.registry],
  });
  private readonly acks = new Histogram({
    name: 'boneyard_ack_seconds',
    help: 'Socket message to its acknowledgement',
    labelNames: ['event'],
    buckets: ACK_BUCKETS,
    registers: [this.registry],
  });
  readonly store = new Histogram({
    name: 'boneyard_store_seconds',
    help: 'Store calls (Redis: round trips) and their latency',
    labelNames: ['op'],
    buckets: STORE_BUCKETS,
    registers: [this.registry],
  });
  private readonly bots = new Histogram({
    name: 'boneyard_bot_decision_seconds',
    help: 'Time a bot takes to choose a move',
    buckets: BOT_BUCKETS,
    registers: [this.registry],
  });
  readonly observeBot = (seconds: number) => this.bots.observe(seconds);
  private readonly botWaits = new Histogram({
    name: 'boneyard_bot_wait_seconds',
    help: 'From asking the bot pool for a move to having it',
    buckets: BOT_BUCKETS,
    registers: [this.registry],
  });
  readonly observeBotWait = (seconds: number) => this.botWaits.observe(seconds);
  private readonly botQueue = new Histogram({
    name: 'boneyard_bot_queue_seconds',
    help: 'Time a bot decision waited for a worker',
    buckets: BOT_BUCKETS,
    registers: [this.registry],
  });
  readonly observeBotQueue = (seconds: number) => this.botQueue.observe(seconds);
  private readonly botStale = new Counter({
    name: 'boneyard_bot_stale_total',
    help: 'Bot decisions dropped because the room moved on meanwhile',
    registers: [this.registry],
  });
  readonly countBotStale = () => this.botStale.inc();
  /** Bot worker threads running (set by the plugin once the room service exists). */
  botWorkers: () => number = () => 0;

  constructor() {
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
    const socketsOf = () => this.io?.of('/').sockets.size ?? 0;
    const botWorkersOf = () => this.botWorkers();
    new Gauge({
      name: 'boneyard_bot_workers',
      help: 'Bot worker threads running',
      registers: [this.registry],
      collect() {
        this.set(botWorkersOf());
      },
    });
    const channelsOf = () => this.io?.of('/').adapter.rooms.keys() ?? [];
    new Gauge({
      name: 'boneyard_sockets',
      help: 'Connected sockets on this process',
      registers: [this.registry],
      collect() {
        this.set(socketsOf());
      },
    });
    new Gauge({
      name: 'boneyard_rooms',
      help: 'Rooms with at least one socket on this process',
      registers: [this.registry],
      collect() {
        const codes = new Set<string>();
        for (const name of channelsOf()) {
          const code = TOKEN_CHANNEL.exec(name)?.[1];
          if (code !== undefined) codes.add(code);
        }
        this.set(codes.size);
      },
    });
  }

  instrumentStore(store: GameStore): GameStore {
    return instrumentStore(store, (op, seconds) => this.store.observe({ op }, seconds));
  }

  /** Times every acknowledged message of every socket (installed before the first connection). */
  attach(io: Server): void {
    this.io = io;
    io.on('connection', (socket: Socket) => {
      // Messages of this socket not answered yet: a message the handlers drop without answering
      // must not hold a drain forever, so a disconnect settles them.
      const unanswered = new Set<() => void>();
      socket.once('disconnect', () => {
        for (const settle of [...unanswered]) settle();
      });
      socket.use((packet, next) => {
        const last = packet.length - 1;
        const ack = packet[last] as unknown;
        if (last < 1 || typeof ack !== 'function') return next();
        // An unknown name was answered before any middleware ran (socket/handlers.ts): it is never
        // in flight, or one stray message would hold every graceful drain to its timeout.
        if (!isClientMessageName(packet[0])) {
          this.errors.inc({ code: 'unknown-message' });
          return next();
        }
        const event = packet[0];
        const started = process.hrtime.bigint();
        const settle = () => {
          if (unanswered.delete(settle)) this.settle();
        };
        unanswered.add(settle);
        this.inFlight++;
        packet[last] = (reply: unknown, ...rest: unknown[]) => {
          if (unanswered.has(settle)) {
            settle();
            this.acks.observe({ event }, Number(process.hrtime.bigint() - started) / 1e9);
            this.count(event, reply);
          }
          (ack as (...args: unknown[]) => void)(reply, ...rest);
        };
        next();
      });
    });
  }

  private count(event: string, reply: unknown): void {
    if (typeof reply !== 'object' || reply === null || !('ok' in reply)) return;
    if (reply.ok === true && event === 'game:action') this.moves.inc();
    if (reply.ok === false && 'error' in reply) {
      const error = reply.error as { code?: unknown } | null;
      this.errors.inc({ code: typeof error?.code === 'string' ? error.code : 'unknown' });
    }
  }

  private settle(): void {
    this.inFlight--;
    if (this.inFlight === 0) for (const resolve of this.idle.splice(0)) resolve();
  }

  /** Resolves once no message is being handled (at once when none is). */
  whenIdle(): Promise<void> {
    return this.inFlight === 0
      ? Promise.resolve()
      : new Promise((resolve) => this.idle.push(resolve));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ServerMetrics;
    /** Where the metrics listener answers once the app is ready (null with METRICS=false). */
    readonly metricsUrl: string | null;
  }
}

export default fp(
  async (app) => {
    const metrics = new ServerMetrics();
    app.decorate('metrics', metrics);
    botDecisionObservers.add(metrics.observeBot);
    botWaitObservers.add(metrics.observeBotWait);
    botQueueObservers.add(metrics.observeBotQueue);
    botStaleObservers.add(metrics.countBotStale);
    app.addHook('onClose', async () => {
      botDecisionObservers.delete(metrics.observeBot);
      botWaitObservers.delete(metrics.observeBotWait);
      botQueueObservers.delete(metrics.observeBotQueue);
      botStaleObservers.delete(metrics.countBotStale);
    });
    app.addHook('onReady', async () => {
      if (app.hasDecorator('io')) metrics.attach(app.io);
      if (app.hasDecorator('rooms')) metrics.botWorkers = () => app.rooms.bots.workers;
    });
    let listener: MetricsListener | null = null;
    app.decorate('metricsUrl', { getter: () => listener?.url ?? null });
    if (!app.config.metrics) return;
    const { metricsPort: port, metricsHost: host, metricsToken: token } = app.config;
    const exposition = async () => ({
      text: await metrics.registry.metrics(),
      contentType: metrics.registry.contentType,
    });
    // Off the public port (net/metrics-listener.ts); started with the app, so a port in use fails start-up.
    app.addHook('onReady', async () => {
      listener = await listenMetrics(exposition, { port, host, token });
    });
    app.addHook('onClose', async () => listener?.close());
    // On the public port only when asked for, and then only with the token (config.ts insists).
    if (!app.config.metricsPublic) return;
    app.get('/metrics', async (request, reply) => {
      if (!bearerAllowed(request.headers.authorization, token))
        return reply
          .status(UNAUTHORISED.status)
          .headers(UNAUTHORISED.headers)
          .send(UNAUTHORISED.body);
      const { text, contentType } = await exposition();
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'no-store')
        .send(text);
    });
  },
  { name: 'metrics', dependencies: ['config'] },
);
