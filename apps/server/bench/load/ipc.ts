// The benchmark's swarm processes: forked with the TypeScript loader, driven by typed IPC messages.
import { fork, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));

export function forkWorker(file: string): ChildProcess {
  return fork(resolve(HERE, file), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** Resolves with the worker's next message of `type` (rejects if it exits first). */
export function reply<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((done, fail) => {
    const onMessage = (message: { type: string }) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      done(message as T);
    };
    const onExit = (code: number | null) =>
      fail(new Error(`worker exited (${code}) before ${type}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
