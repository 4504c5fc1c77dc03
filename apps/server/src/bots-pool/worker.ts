// The bot worker thread: decides one task at a time and answers with the move and the time it
// took. Bundled as dist/bot-worker.js (build.mjs); under tsx (tests, dev) worker-tsx.mjs loads it.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { decide } from './decide.ts';
import { waitForHold } from './hold.ts';
import type { BotAnswer, BotTask, WorkerReady } from './messages.ts';

/** Niceness of this thread: when the cores are contended, the event loop (acks, frames) goes first. */
const WORKER_NICE = 10;

/**
 * Lowers this thread's CPU priority. On Linux a thread has its own id and nice value
 * (/proc/thread-self names it), and raising one's own niceness needs no privilege; elsewhere this
 * is skipped — the pool still keeps decisions off the event loop, only without the priority.
 */
function lowerPriority(): void {
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(thread) && thread > 0 && thread !== process.pid)
      setPriority(thread, WORKER_NICE);
  } catch {
    // not Linux, or not allowed: run at the process's priority
  }
}

lowerPriority();
const port = parentPort;
if (port === null) throw new Error('bots-pool/worker.ts runs as a worker thread only');
port.on('message', (task: BotTask) => {
  let answer: BotAnswer;
  try {
    if (task.hold !== undefined) waitForHold(task.hold);
    const decision = decide(task);
    answer = { id: task.id, ok: true, action: decision.action, seconds: decision.seconds };
  } catch (error) {
    answer = {
      id: task.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  port.postMessage(answer);
});
const ready: WorkerReady = { ready: true };
port.postMessage(ready);
