// A private local Redis Cluster for tests: three masters (and optionally a replica of each) on free
// ports, each node in its own temp dir, created with `redis-cli --cluster create`, torn down (and
// the dirs removed) by stop(). Used by cluster.slow.test.ts and the fault suite's failover scenario.
//
//   const cluster = await startCluster();          // waits until every node says cluster_state:ok
//   const cluster = await startCluster(3, { replicas: 1, nodeTimeoutMs: 2000 });  // six nodes
//   cluster.env      // { REDIS_CLUSTER: '127.0.0.1:P1,127.0.0.1:P2,127.0.0.1:P3' } for a server
//   cluster.nodes    // [{ host, port }] (the masters at start)
//   cluster.masterOf(slot)   // the node owning a slot (from CLUSTER NODES, read at start)
//   cluster.replicaOf(node)  // the replica of a master (with replicas)
//   await cluster.failedOver(replica)  // waits until the replica is a master and the cluster is ok
//   await cluster.stop()
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** Generous: a loaded machine may take many seconds to agree on a new cluster. */
const READY_TIMEOUT_MS = 60_000;
/** Redis Cluster talks between nodes on port + 10000. */
const BUS_OFFSET = 10_000;

export interface ClusterNode {
  readonly host: string;
  readonly port: number;
}

export interface LocalCluster {
  /** The masters at start. */
  readonly nodes: readonly ClusterNode[];
  readonly env: { readonly REDIS_CLUSTER: string };
  masterOf(slot: number): ClusterNode;
  /** The replica of a master at start (throws without replicas). */
  replicaOf(master: ClusterNode): ClusterNode;
  /** Stops one node (SIGKILL) without tearing the rest down (fault tests). */
  kill(node: ClusterNode): void;
  /**
   * Waits until `replica` has been promoted (the cluster's own failover after `nodeTimeoutMs`) and
   * every live node reports cluster_state:ok. If the cluster has not promoted it after
   * `forceAfterMs`, asks the replica itself (`CLUSTER FAILOVER FORCE`), as an operator would.
   */
  failedOver(replica: ClusterNode, forceAfterMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** Replicas per master (0: none). */
  readonly replicas?: number;
  /** `cluster-node-timeout`: how long a node may be unreachable before it is failed over. */
  readonly nodeTimeoutMs?: number;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/** A port whose cluster-bus port (port + 10000) is free too, not among `taken`. */
async function freeClusterPort(taken: readonly number[]): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 30_000);
    if (taken.includes(port) || taken.includes(port + BUS_OFFSET)) continue;
    if ((await portIsFree(port)) && (await portIsFree(port + BUS_OFFSET))) return port;
  }
  throw new Error('no free port pair for a cluster node');
}

async function cli(port: number, ...args: string[]): Promise<string> {
  const { stdout } = await run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], {
    timeout: 30_000,
  });
  return stdout;
}

/** Polls `check` until true; a check that throws an Error saying "exited" ends the wait at once. */
async function waitFor(what: string, check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  for (;;) {
    const done = await check().catch((error: unknown) => {
      if (error instanceof Error && error.message.endsWith('exited')) throw error;
      return false;
    });
    if (done) return;
    if (Date.now() - started > READY_TIMEOUT_MS)
      throw new Error(`local cluster: ${what} not reached in ${READY_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts the cluster; tried up to three times, since a port found free may be taken by another
 * program before redis-server binds it (the node then exits at once and the attempt is retried).
 */
export async function startCluster(
  masters = 3,
  options: ClusterOptions = {},
): Promise<LocalCluster> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(masters, options);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function startOnce(masters: number, options: ClusterOptions): Promise<LocalCluster> {
  const replicas = options.replicas ?? 0;
  const total = masters * (1 + replicas);
  const ports: number[] = [];
  const dirs: string[] = [];
  const servers: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      ports.map(async (port, index) => {
        await cli(port, 'shutdown', 'nosave').catch(() => undefined);
        const server = servers[index];
        if (server !== undefined && server.exitCode === null && server.signalCode === null)
          server.kill('SIGKILL');
      }),
    );
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  };
  try {
    for (let i = 0; i < total; i++) {
      const port = await freeClusterPort(ports);
      ports.push(port);
      const dir = await mkdtemp(join(tmpdir(), `boneyard-cluster-${port}-`));
      dirs.push(dir);
      const args = [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        `nodes-${port}.conf`,
      ];
      if (options.nodeTimeoutMs !== undefined)
        args.push('--cluster-node-timeout', String(options.nodeTimeoutMs));
      servers.push(
        spawn('redis-server', [...args, '--dir', dir, '--save', '', '--appendonly', 'no'], {
          stdio: 'ignore',
        }),
      );
    }
    for (const [index, port] of ports.entries()) {
      await waitFor(`PING on ${port}`, async () => {
        const server = servers[index]!;
        if (server.exitCode !== null || server.signalCode !== null)
          throw new Error(`redis-server on ${port} exited`);
        return (await cli(port, 'ping')).trim() === 'PONG';
      });
    }
    const addresses = ports.map((port) => `127.0.0.1:${port}`);
    await run(
      'redis-cli',
      [
        '--cluster',
        'create',
        ...addresses,
        '--cluster-replicas',
        String(replicas),
        '--cluster-yes',
      ],
      { timeout: 60_000 },
    );
    // Every node must know every slot's owner before a client may rely on its answers.
    for (const port of ports) {
      await waitFor(`cluster_state:ok on ${port}`, async () => {
        const info = await cli(port, 'cluster', 'info');
        return (
          info.includes('cluster_state:ok') &&
          info.includes('cluster_slots_assigned:16384') &&
          info.includes(`cluster_known_nodes:${total}`)
        );
      });
    }
    // Every node must know which nodes replicate which master, and a replica that has not finished
    // its first sync cannot take over.
    for (const port of ports) {
      await waitFor(
        `replicas known on ${port}`,
        async () =>
          (await clusterNodes(port)).filter((entry) => entry.masterId !== null).length ===
          masters * replicas,
      );
    }
    for (const node of (await clusterNodes(ports[0]!)).filter((entry) => entry.masterId !== null)) {
      await waitFor(`replica ${node.port} in sync`, async () =>
        (await cli(node.port, 'info', 'replication')).includes('master_link_status:up'),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const table = await clusterNodes(ports[0]!);
  const node = (port: number): ClusterNode => ({ host: '127.0.0.1', port });
  const nodes = table.filter((entry) => entry.masterId === null).map((entry) => node(entry.port));
  const owners = table.flatMap((entry) =>
    entry.slots.map((range) => ({ ...range, port: entry.port })),
  );
  return {
    nodes,
    env: { REDIS_CLUSTER: nodes.map((master) => `127.0.0.1:${master.port}`).join(',') },
    masterOf(slot) {
      const owner = owners.find((range) => slot >= range.from && slot <= range.to);
      if (owner === undefined) throw new Error(`slot ${slot} has no owner`);
      return nodes.find((node) => node.port === owner.port)!;
    },
    replicaOf(master) {
      const id = table.find((entry) => entry.port === master.port)?.id;
      const replica = table.find((entry) => entry.masterId !== null && entry.masterId === id);
      if (replica === undefined) throw new Error(`no replica of ${master.port}`);
      return node(replica.port);
    },
    kill(target) {
      servers[ports.indexOf(target.port)]?.kill('SIGKILL');
    },
    async failedOver(replica, forceAfterMs = 15_000) {
      const started = Date.now();
      let forced = false;
      await waitFor(`replica ${replica.port} promoted`, async () => {
        if ((await cli(replica.port, 'role')).startsWith('master')) return true;
        if (!forced && Date.now() - started > forceAfterMs) {
          forced = true;
          await cli(replica.port, 'cluster', 'failover', 'force');
        }
        return false;
      });
      const alive = ports.filter(
        (_port, index) => servers[index]!.exitCode === null && servers[index]!.signalCode === null,
      );
      for (const port of alive) {
        await waitFor(`cluster_state:ok on ${port} after the failover`, async () =>
          (await cli(port, 'cluster', 'info')).includes('cluster_state:ok'),
        );
      }
    },
    stop,
  };
}

interface NodeEntry {
  readonly id: string;
  readonly port: number;
  /** The master this node replicates (null: a master). */
  readonly masterId: string | null;
  readonly slots: { from: number; to: number }[];
}

/** Every node with its role and slot ranges, from `CLUSTER NODES`. */
async function clusterNodes(port: number): Promise<NodeEntry[]> {
  const text = await cli(port, 'cluster', 'nodes');
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const fields = line.split(' ');
      const slots = fields.slice(8).flatMap((range) => {
        if (range.startsWith('[')) return []; // a slot being migrated
        const [from, to] = range.split('-').map(Number);
        return [{ from: from!, to: to ?? from! }];
      });
      return {
        id: fields[0]!,
        port: Number(/:(\d+)@/.exec(fields[1] ?? '')?.[1]),
        masterId: fields[2]!.includes('slave') ? fields[3]! : null,
        slots,
      };
    });
}
