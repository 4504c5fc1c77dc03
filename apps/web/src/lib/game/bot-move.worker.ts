// A local game's bot moves are decided here, off the main thread: a hard or expert bot plays out
// hundreds of deals per move, which would freeze the table meanwhile. The question is the driver's
// (@boneyard/table's DueBotMove: the seat's view, the level, the bot seed at this move), and the
// answer is the engine bot the server's workers run, so records re-derive with `verify --bots`.
import { newGameBotAction } from '@boneyard/bots';
import type { Action } from '@boneyard/engine';
import type { BotRequest } from '@boneyard/table';

export interface BotQuestion {
  readonly key: string;
  readonly request: BotRequest;
}

export interface BotAnswer {
  readonly key: string;
  readonly action: Action;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<BotQuestion>) => void) | null;
  postMessage(message: BotAnswer): void;
};

scope.onmessage = (event) => {
  const { key, request } = event.data;
  scope.postMessage({ key, action: newGameBotAction(request.view, request.level, request.seed) });
};
