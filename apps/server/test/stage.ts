// What one multi-process test starts — players, server processes, a private Redis or cluster, the
// keys it wrote — registered as it goes and stopped after the test in that order, whether it
// passed or not, so a failed run never leaves a process or keys behind for the next test.
import type { ChildProcess } from 'node:child_process';
import { afterEach } from 'vitest';
import { stopChildren } from './children.ts';

interface Stoppable {
  stop(): Promise<void>;
}

interface Closable {
  close(): void;
}

export interface Stage {
  /** The test's server processes (push each as it starts; waited for when stopped). */
  readonly children: ChildProcess[];
  /** Takes a list of players on and returns it: players pushed onto it later are closed too. */
  seat<P extends Closable>(players: readonly P[]): P[];
  /** Takes a backend (a private Redis, a cluster, a cluster) on and returns it. */
  own<T extends Stoppable>(backend: T): T;
}

/**
 * Registers the after-each teardown of the calling describe block; `afterEvery` (e.g. deleting the
 * block's Redis keys) runs last, after every test.
 */
export function stage(afterEvery?: () => Promise<void>): Stage {
  const seated: Closable[][] = [];
  const children: ChildProcess[] = [];
  const backends: Stoppable[] = [];
  afterEach(async () => {
    for (const list of seated.splice(0)) for (const player of list) player.close();
    await stopChildren(children);
    for (const backend of backends.splice(0)) await backend.stop();
    await afterEvery?.();
  }, 60_000);
  return {
    children,
    seat<P extends Closable>(players: readonly P[]): P[] {
      const list = players.slice();
      seated.push(list);
      return list;
    },
    own(backend) {
      backends.push(backend);
      return backend;
    },
  };
}
