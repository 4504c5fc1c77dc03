// The bot worker thread: decides one task at a time and answers with the move and the time it
// took. Bundled as dist/bot-worker.js (build.mjs); under tsx (tests, dev) worker-tsx.mjs loads it.
import { parentPort } from 'node:worker_threads';
import { decide } from './decide.ts';
import { waitForHold } from './hold.ts';
import type { BotAnswer, BotTask } from './messages.ts';

const port = parentPort;
if (port === null) throw new Error('bots-pool/worker.ts runs as a worker thread only');
port.on('message', (task: BotTask) => {
  let answer: BotAnswer;
  try {
    if (task.hold !== undefined) waitForHold(task.hold);
    const decision = decide(task);
    answer = { id: task.id, ok: true, action: decision.action, seconds: decision.seconds };
  } catch (error) {
    answer = { id: task.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
