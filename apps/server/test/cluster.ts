// A private local Redis Cluster for tests: three masters (no replicas) on free ports, each in its
// own temp dir, created with `redis-cli --cluster create`, torn down (and the dirs removed) by
// stop(). Used by cluster.test.ts; other suites may start their own.
//
//   const cluster = await startCluster();          // waits until every node says cluster_state:ok
//   cluster.env      // { REDIS_CLUSTER: '127.0.0.1:P1,127.0.0.1:P2,127.0.0.1:P3' } for a server
//   cluster.nodes    // [{ host, port }] (the masters)
//   cluster.masterOf(slot)   // the node owning a slot (from CLUSTER SLOTS, read at start)
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
  readonly nodes: readonly ClusterNode[];
  readonly env: { readonly REDIS_CLUSTER: string };
  masterOf(slot: number): ClusterNode;
  /** Stops one node (SIGKILL) without tearing the rest down (fault tests). */
  kill(node: ClusterNode): void;
  stop(): Promise<void>;
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
  const { stdout } = await run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], { timeout: 30_000 });
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
    if (Date.now() - started > READY_TIMEOUT_MS) throw new Error(`local cluster: ${what} not reached in ${READY_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts the cluster; tried up to three times, since a port found free may be taken by another
 * program before redis-server binds it (the node then exits at once and the attempt is retried).
 */
export async function startCluster(masters = 3): Promise<LocalCluster> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(masters);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function startOnce(masters: number): Promise<LocalCluster> {
  const ports: number[] = [];
  const dirs: string[] = [];
  const servers: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      ports.map(async (port, index) => {
        await cli(port, 'shutdown', 'nosave').catch(() => undefined);
        const server = servers[index];
        if (server !== undefined && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      }),
    );
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  };
  try {
    for (let i = 0; i < masters; i++) {
      const port = await freeClusterPort(ports);
      ports.push(port);
      const dir = await mkdtemp(join(tmpdir(), `boneyard-cluster-${port}-`));
      dirs.push(dir);
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--cluster-enabled', 'yes', '--cluster-config-file', `nodes-${port}.conf`];
      servers.push(spawn('redis-server', [...args, '--dir', dir, '--save', '', '--appendonly', 'no'], { stdio: 'ignore' }));
    }
    for (const [index, port] of ports.entries()) {
      await waitFor(`PING on ${port}`, async () => {
        const server = servers[index]!;
        if (server.exitCode !== null || server.signalCode !== null) throw new Error(`redis-server on ${port} exited`);
        return (await cli(port, 'ping')).trim() === 'PONG';
      });
    }
    const addresses = ports.map((port) => `127.0.0.1:${port}`);
    await run('redis-cli', ['--cluster', 'create', ...addresses, '--cluster-replicas', '0', '--cluster-yes'], { timeout: 60_000 });
    // Every node must know every slot's owner before a client may rely on its answers.
    for (const port of ports) {
      await waitFor(`cluster_state:ok on ${port}`, async () => {
        const info = await cli(port, 'cluster', 'info');
        return info.includes('cluster_state:ok') && info.includes('cluster_slots_assigned:16384') && info.includes(`cluster_known_nodes:${masters}`);
      });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const nodes = ports.map((port): ClusterNode => ({ host: '127.0.0.1', port }));
  const owners = await slotOwners(ports[0]!);
  return {
    nodes,
    env: { REDIS_CLUSTER: ports.map((port) => `127.0.0.1:${port}`).join(',') },
    masterOf(slot) {
      const owner = owners.find((range) => slot >= range.from && slot <= range.to);
      if (owner === undefined) throw new Error(`slot ${slot} has no owner`);
      return nodes.find((node) => node.port === owner.port)!;
    },
    kill(node) {
      servers[ports.indexOf(node.port)]?.kill('SIGKILL');
    },
    stop,
  };
}

/** Slot ranges and their master's port, from `CLUSTER SHARDS`-independent `CLUSTER NODES`. */
async function slotOwners(port: number): Promise<{ from: number; to: number; port: number }[]> {
  const text = await cli(port, 'cluster', 'nodes');
  return text
    .trim()
    .split('\n')
    .flatMap((line) => {
      const fields = line.split(' ');
      const nodePort = Number(/:(\d+)@/.exec(fields[1] ?? '')?.[1]);
      return fields.slice(8).flatMap((range) => {
        if (range.startsWith('[')) return []; // a slot being migrated
        const [from, to] = range.split('-').map(Number);
        return [{ from: from!, to: to ?? from!, port: nodePort }];
      });
    });
}
