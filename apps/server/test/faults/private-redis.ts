// A private redis-server for the scenarios that kill Redis: its own free port and directory, AOF on,
// killed with SIGKILL and restarted on the same port and data, torn down after. `appendfsync
// always` by default: with `everysec` Redis may postpone its AOF write for up to two seconds while
// a background fsync lags and still answer, so a crash can lose changes it already acknowledged,
// and "no false acknowledgement" is then not the server's to keep.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '../children.ts';

export class PrivateRedis {
  private process: ChildProcess | null = null;
  private constructor(
    readonly port: number,
    readonly dir: string,
    readonly fsync: 'always' | 'everysec',
  ) {}

  static async start(fsync: 'always' | 'everysec' = 'always'): Promise<PrivateRedis> {
    const redis = new PrivateRedis(
      await freePort(),
      mkdtempSync(join(tmpdir(), 'boneyard-faults-redis-')),
      fsync,
    );
    await redis.up();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts (or restarts) the server on the same port and data directory; resolves once it answers PING. */
  async up(): Promise<void> {
    const args = [
      '--port',
      String(this.port),
      '--bind',
      '127.0.0.1',
      '--dir',
      this.dir,
      '--appendonly',
      'yes',
      '--appendfsync',
      this.fsync,
      '--save',
      '',
    ];
    const child = spawn('redis-server', args, { stdio: 'ignore' });
    this.process = child;
    const started = Date.now();
    for (;;) {
      const client = new Redis(this.url, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      client.on('error', () => undefined); // refused until it listens: expected
      const answered = await client
        .connect()
        .then(
          () => client.ping(),
          () => null,
        )
        .catch(() => null);
      client.disconnect();
      if (answered === 'PONG') {
        const loading = await this.info('persistence');
        if (!/loading:1/.test(loading)) return;
      }
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
      if (Date.now() - started > 20_000) throw new Error('private redis-server did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async info(section: string): Promise<string> {
    const client = new Redis(this.url, { maxRetriesPerRequest: 1 });
    try {
      return await client.info(section);
    } finally {
      client.disconnect();
    }
  }

  /** SIGKILL: no shutdown save, the AOF is all that survives. */
  async kill(): Promise<void> {
    const child = this.process;
    if (child === null || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
