// The /verify bot check runs here, off the main thread: re-deriving every bot move replays the
// whole match and asks each bot again (a hard bot plays hundreds of playouts per move), which
// would freeze the page. One record in, progress messages and the outcome out.
import { checkBots, type BotCheckMessage } from './verify.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ record: unknown }>) => void) | null;
  postMessage(message: BotCheckMessage): void;
};

scope.onmessage = (event) => checkBots(event.data.record, (message) => scope.postMessage(message));
