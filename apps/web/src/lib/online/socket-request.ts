// One client message and its acknowledgement, as a promise that always settles: a server that
// does not answer within ACK_TIMEOUT_MS is an 'internal' error, never a hang.
import type {
  Ack,
  ClientMessage,
  ClientMessageName,
  ClientReply,
  ClientToServerEvents,
  ServerToClientEvents,
} from '@boneyard/protocol';
import type { Socket } from 'socket.io-client';

export type RoomSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const ACK_TIMEOUT_MS = 8000;

/** `onReply` runs in the ack callback itself, before any later message on the socket is handled. */
export function request<N extends ClientMessageName>(
  socket: RoomSocket,
  name: N,
  payload: ClientMessage<N>,
  onReply?: (reply: Ack<ClientReply<N>>) => void,
): Promise<Ack<ClientReply<N>>> {
  return new Promise((resolve) => {
    const timed = socket.timeout(ACK_TIMEOUT_MS);
    // The typed emit cannot name a message by a generic N: called through a plain signature.
    const emit = timed.emit as unknown as (
      event: N,
      body: ClientMessage<N>,
      ack: (err: Error | null, reply: Ack<ClientReply<N>>) => void,
    ) => void;
    emit.call(timed, name, payload, (err, reply) => {
      if (err)
        resolve({ ok: false, error: { code: 'internal', message: 'no answer from the server' } });
      else {
        onReply?.(reply);
        resolve(reply);
      }
    });
  });
}
