// One swarm process of `pnpm bench:load`: opens its share of the rooms (four real socket.io clients
// each), plays whole matches at the offered rate, and reports ack and fan-out latency histograms.
// Driven by main.ts over IPC: 'setup' → 'ready', 'measure' (start counting), 'stop' → 'result'.
import {
  liveAfter,
  liveOfSnapshot,
  type LiveState,
  type Snapshot,
  type UpdateFrame,
} from '@boneyard/protocol';
import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { Arrivals } from './arrivals.ts';
import { Histogram } from './histogram.ts';
import type { Result } from '@boneyard/result';

export interface SetupMessage {
  readonly type: 'setup';
  /** Server URLs: where each socket connects depends on `placement`. */
  readonly urls: readonly string[];
  /**
   * 'seat': seat i of every room connects to urls[i % urls.length] (a balancer without room
   * stickiness: every room spans the processes). 'room': all four seats of a room connect to one
   * process, rooms spread over the processes (a balancer hashing the `room` query parameter).
   */
  readonly placement: 'seat' | 'room';
  /** This worker's first room's index among all rooms (spreads rooms evenly under 'room'). */
  readonly firstRoom: number;
  readonly rooms: number;
  /** Moves per second offered by this worker's rooms together. */
  readonly movesPerSecond: number;
}
export interface WorkerResult {
  readonly type: 'result';
  readonly moves: number;
  readonly ack: [number, number][];
  readonly fanout: [number, number][];
  readonly errors: Record<string, number>;
  readonly sockets: number;
}

type Ack<T> = Result<T, { error: { code: string } }>;
type State = Pick<LiveState, 'view' | 'fair'> & {
  version: number;
  status: string | undefined;
  match: number;
};

const ackHistogram = new Histogram();
const fanoutHistogram = new Histogram();
const errors: Record<string, number> = {};
let measuring = false;
let stopped = false;
let moves = 0;

function countError(code: string): void {
  if (measuring) errors[code] = (errors[code] ?? 0) + 1;
}

/** One room: four clients, and the pacing that spaces its moves at the offered per-room rate. */
class Room {
  readonly clients: Client[] = [];
  /** When the room's next move is sent. */
  readonly arrivals: Arrivals;
  /** version → (send time, mover, seats that have the frame); resolved when all three others do. */
  readonly inFlight = new Map<number, { sent: number; seat: number; seen: Set<number> }>();
  constructor(
    readonly code: string,
    intervalMs: number,
  ) {
    this.arrivals = new Arrivals(intervalMs);
  }

  arrived(version: number, seat: number, at: number): void {
    const entry = this.inFlight.get(version);
    if (entry === undefined || seat === entry.seat) return;
    entry.seen.add(seat);
    if (entry.seen.size === 3) {
      if (measuring) fanoutHistogram.recordMs(at - entry.sent);
      this.inFlight.delete(version);
    }
  }
}

class Client {
  private rematchVoted = 0;
  readonly socket: Socket;
  state: State | null = null;
  /** What update frames patch (protocol frames.ts). */
  private live: LiveState | null = null;
  private acted = -1;
  private seeded = '';
  private n = 0;

  constructor(
    url: string,
    readonly room: Room,
    public token: string | undefined,
    readonly seat: number,
  ) {
    // A loaded machine can take many seconds to finish a handshake: wait for it (default: 20 s).
    this.socket = io(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      timeout: 120_000,
    });
    this.socket.on('update', (frame: UpdateFrame) => {
      this.room.arrived(frame.version, this.seat, performance.now());
      this.onUpdate(frame);
    });
    this.socket.on('snapshot', (snapshot: Snapshot) => this.onSnapshot(snapshot));
  }

  /** A move: its acknowledgement carries this seat's frame of the change, applied in the ack callback (before later frames). */
  act(payload: unknown): Promise<Ack<{ version: number; frame?: UpdateFrame }>> {
    return new Promise((resolve) => {
      this.socket
        .timeout(120_000)
        .emit(
          'game:action',
          payload,
          (error: Error | null, ack: Ack<{ version: number; frame?: UpdateFrame }>) => {
            if (error) return resolve({ ok: false, error: { code: 'timeout' } });
            if (ack.ok && ack.value.frame !== undefined) this.onUpdate(ack.value.frame);
            resolve(ack);
          },
        );
    });
  }

  async call<T>(name: string, payload: unknown): Promise<Ack<T>> {
    try {
      return (await this.socket.timeout(120_000).emitWithAck(name, payload)) as Ack<T>;
    } catch {
      return { ok: false, error: { code: 'timeout' } };
    }
  }

  async join(): Promise<void> {
    const ack = await this.call<{ token: string; snapshot: Snapshot }>('room:join', {
      code: this.room.code,
      token: this.token,
    });
    if (!ack.ok) throw new Error(`join: ${ack.error.code}`);
    this.token = ack.value.token;
    this.onSnapshot(ack.value.snapshot);
  }

  private onSnapshot(snapshot: Snapshot): void {
    if (this.state !== null && snapshot.version < this.state.version) return;
    this.live = liveOfSnapshot(snapshot);
    this.apply({
      ...this.live,
      version: snapshot.version,
      status: snapshot.room.status,
      match: snapshot.room.match,
    });
  }

  /** Like a browser: the next version is applied (a patch to the state held), a gap resyncs. */
  private onUpdate(frame: UpdateFrame): void {
    const held = this.state?.version ?? -1;
    if (held < 0 || frame.version <= held) return;
    try {
      if (frame.version !== held + 1) throw new Error('gap');
      this.live = liveAfter(this.live, frame);
    } catch {
      countError('resync');
      void this.call<Snapshot>('sync:request', {}).then(
        (ack) => ack.ok && this.onSnapshot(ack.value),
      );
      return;
    }
    this.apply({
      ...this.live,
      version: frame.version,
      status: frame.room?.status ?? this.state?.status,
      match: frame.room?.match ?? this.state?.match ?? 1,
    });
  }

  private apply(state: State): void {
    if (stopped || (this.state !== null && state.version < this.state.version)) return;
    this.state = state;
    const fair = state.fair;
    if (
      fair &&
      fair.stage === 'collecting' &&
      !fair.seedsFrom.includes(this.seat) &&
      this.seeded !== fair.commitment
    ) {
      this.seeded = fair.commitment;
      const answer = {
        match: state.match,
        hand: fair.hand,
        commitment: fair.commitment,
        seed: randomBytes(32).toString('hex'),
      };
      void this.call('seed:submit', answer).then(
        (ack) => !ack.ok && countError(`seed:${ack.error.code}`),
      );
    }
    // Every seat accepts the rematch (it starts once every connected seated person has).
    if (state.status === 'ended' && this.rematchVoted !== state.match) {
      this.rematchVoted = state.match;
      void this.call('rematch:vote', { match: state.match });
    }
    if ((state.view?.hand?.legal.length ?? 0) > 0 && this.acted !== state.version) {
      this.acted = state.version;
      setTimeout(() => this.move(state), this.room.arrivals.waitMs());
    }
  }

  private move(state: State): void {
    if (stopped || this.state?.version !== state.version) return;
    const legal = state.view?.hand?.legal ?? [];
    const action = legal[Math.floor(Math.random() * legal.length)];
    const sent = performance.now();
    this.room.inFlight.set(state.version + 1, { sent, seat: this.seat, seen: new Set() });
    void this.act({ id: `m${++this.n}`, version: state.version, action }).then((ack) => {
      if (!ack.ok) return countError(`action:${ack.error.code}`);
      if (!measuring) return;
      ackHistogram.recordMs(performance.now() - sent);
      moves += 1;
    });
  }
}

async function createRoom(url: string): Promise<{ code: string; token: string }> {
  const response = await fetch(`${url}/api/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Host', rules: { preset: 'kozel' } }),
  });
  if (response.status !== 201)
    throw new Error(`create: ${response.status} ${await response.text()}`);
  return (await response.json()) as { code: string; token: string };
}

const rooms: Room[] = [];

async function setup(message: SetupMessage): Promise<void> {
  const intervalMs = (1000 * message.rooms) / message.movesPerSecond;
  // Rooms are opened a few at a time: a burst of thousands of handshakes is not what is measured.
  const batch = 5;
  let opened = 0;
  for (let first = 0; first < message.rooms; first += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, message.rooms - first) }, async () => {
        const index = message.firstRoom + opened++;
        const urlOf = (seat: number) =>
          message.urls[(message.placement === 'room' ? index : seat) % message.urls.length]!;
        const created = await createRoom(urlOf(0));
        const room = new Room(created.code, intervalMs);
        const clients = [0, 1, 2, 3].map(
          (seat) => new Client(urlOf(seat), room, seat === 0 ? created.token : undefined, seat),
        );
        room.clients.push(...clients);
        await Promise.all(clients.map((client) => client.join()));
        for (const seat of [1, 2, 3]) {
          const taken = await clients[seat]!.call('seat:take', { seat, name: `P${seat}` });
          if (!taken.ok) throw new Error(`seat:take: ${taken.error.code}`);
        }
        rooms.push(room);
      }),
    );
  }
  // Every room starts after all are open, so the offered rate holds from the first second.
  await Promise.all(rooms.map((room) => room.clients[0]!.call('host:start', {})));
}

process.on('message', (message: SetupMessage | { type: 'measure' } | { type: 'stop' }) => {
  if (message.type === 'setup') {
    setup(message).then(
      () => process.send!({ type: 'ready' }),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  } else if (message.type === 'measure') {
    measuring = true;
  } else {
    measuring = false;
    stopped = true;
    const result: WorkerResult = {
      type: 'result',
      moves,
      ack: ackHistogram.toJSON(),
      fanout: fanoutHistogram.toJSON(),
      errors,
      sockets: rooms.length * 4,
    };
    process.send!(result, () => {
      for (const room of rooms) for (const client of room.clients) client.socket.disconnect();
      setTimeout(() => process.exit(0), 200);
    });
  }
});
