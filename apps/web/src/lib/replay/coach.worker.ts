// The coach runs here, off the main thread: at each decision it asks the Expert (a search of
// thousands of playouts) and values two moves, which would freeze the page. A record and a seat
// in; each decision as it is made, then "done", out. Cancelling is terminating the worker.
import { coach, countDecisions, replayRecord } from '@boneyard/protocol/replay';
import type { CoachMessage } from './coach-message.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ record: unknown; seat: number }>) => void) | null;
  postMessage(message: CoachMessage): void;
};

scope.onmessage = (event) => {
  try {
    const replay = replayRecord(event.data.record);
    if (!replay.ok) return scope.postMessage({ type: 'error', error: replay.error });
    const total = countDecisions(replay, event.data.seat);
    scope.postMessage({ type: 'start', total });
    for (const decision of coach(replay, event.data.seat))
      scope.postMessage({ type: 'decision', decision });
    scope.postMessage({ type: 'done' });
  } catch (error) {
    scope.postMessage({ type: 'error', error: (error as Error).message });
  }
};
