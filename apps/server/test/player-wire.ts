// What a scripted test client sends and keeps, apart from the player itself (player.ts): the
// socket it opens, acknowledged sends, whole frames from patches, and a pending move.
import type { Action } from '@boneyard/engine';
import type {
  Ack,
  ClientMessage,
  ClientMessageName,
  ClientReply,
  LiveState,
  Snapshot,
  UpdateFrame,
} from '@boneyard/protocol';
import { io, type Socket } from 'socket.io-client';

export function connect(url: string): Socket {
  return io(url, {
    transports: ['websocket'],
    reconnectionDelay: 100,
    reconnectionDelayMax: 300,
    forceNew: true,
  });
}

export function send<N extends ClientMessageName>(
  socket: Socket,
  name: N,
  payload: ClientMessage<N> | unknown,
): Promise<Ack<ClientReply<N>>> {
  return socket.timeout(10_000).emitWithAck(name, payload) as Promise<Ack<ClientReply<N>>>;
}

/** An update frame with its live state whole (a patch frame as the client saw it after applying it). */
export function expandFrame(frame: UpdateFrame, live: LiveState): UpdateFrame {
  const { patch: _patch, ...rest } = frame;
  return { ...rest, view: live.view, fair: live.fair, nextHand: live.nextHand };
}

export interface Received {
  kind: 'update' | 'snapshot' | 'ack';
  /** As the client showed it: an applied patch frame is expanded to the whole state (expandFrame). */
  payload: UpdateFrame | Snapshot | unknown;
  /** A patch frame as it was sent, applied or not (what a hostile client reads; leak-check.ts). */
  sent?: UpdateFrame;
}

/** An action whose ack has not arrived; resent with the same id after a reconnect. */
export interface PendingMove {
  readonly id: string;
  readonly version: number;
  readonly action: Action;
  readonly match: number;
  readonly hand: number;
}

/** Refusals a client should simply retry (the server could not reach its store, or was racing). */
export const TRY_AGAIN_CODES = ['internal', 'busy'];
