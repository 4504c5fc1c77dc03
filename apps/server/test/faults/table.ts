// Tables for the fault suite: four FaultPlayers seated in one room, and waiting for a match's end
// with a description of every player when it does not come.
import { send, until } from '../helpers.ts';
import { FaultPlayer } from './player.ts';

/** Four players in seats 0–3 of `code` (the host holds `token`); `urls[i]` is seat i's server. */
export async function seatFour(
  url: string | readonly string[],
  code: string,
  token: string,
): Promise<FaultPlayer[]> {
  const urls = typeof url === 'string' ? [url, url, url, url] : url;
  const players = [0, 1, 2, 3].map(
    (seat) => new FaultPlayer(urls[seat]!, code, seat === 0 ? token : undefined, `p${seat}`),
  );
  await until(() => players.every((p) => p.joined), 20_000, 'joins');
  for (let seat = 1; seat < 4; seat++) {
    const ack = await send(players[seat]!.socket, 'seat:take', { seat, name: `P${seat}` });
    if (!ack.ok) throw new Error(`seat:take ${seat}: ${ack.error.code}`);
  }
  await until(() => players.every((p, seat) => p.seat === seat), 20_000, 'seats');
  return players;
}

/** Waits until every player saw the match end (generous: the machine is shared). */
export async function playersToEnd(
  players: readonly FaultPlayer[],
  timeoutMs = 90_000,
): Promise<void> {
  await until(() => players.every((p) => p.status === 'ended'), timeoutMs, 'match end').catch(
    (error: Error) => {
      const states = players.map((p) => ({
        name: p.name,
        seat: p.seat,
        version: p.version,
        connected: p.socket.connected,
        status: p.status,
        turn: p.last?.view?.hand?.turn,
        legal: p.last?.legal.length,
        fair: p.last?.fair?.stage,
        refusals: p.refusals.slice(-5),
        pending: p.pending,
        unanswered: p.unanswered,
        acked: p.acked.slice(-2).map((m) => `${m.id}@${m.version}`),
        errors: p.errors.slice(-3),
      }));
      throw new Error(`${error.message}: ${JSON.stringify(states)}`);
    },
  );
  // Clients that resynced late converge on the final state.
  await until(
    () => new Set(players.map((p) => p.version)).size === 1,
    20_000,
    'clients on one version',
  );
}
