// Host controls: host:bot, host:start, host:rematch, host:kick, host:readmit; and rematch:vote,
// any seated person's (issue 48: a rematch starts when everyone at the table accepted). Only the room's
// creator (by seat token) may use them; the removed person's sockets are moved out of the seat by
// the delivery of the kick itself (socket/rooms.ts), on every process, before its frames.
// Starting a match with bot seats counts against the starting address's bot rooms (room/caps.ts),
// and a rematch counts against its room creation limit: a finished table of bots restarted is as
// good as a new room.
import {
  commands,
  fail,
  ok,
  rematchStartsWith,
  seatOfToken,
  voteRematch,
  type Outcome,
  type RoomChange,
  type RoomState,
} from '@boneyard/table';
import { addressHash } from '../room/caps.ts';
import { joinedRoom, type SocketContext } from './context.ts';

type StartCommand = (room: RoomState, now: number) => Outcome<RoomChange | null>;

type Done = Outcome<Record<string, never>>;

export function registerHostHandlers(context: SocketContext): void {
  const { config } = context;
  context.handle('host:bot', ({ seat, level }) =>
    asHost(context, (room) => commands.setBot(room, seat, level)),
  );
  context.handle('host:start', () =>
    startCounted(context, (room, now) => commands.start(room, now, config)),
  );
  context.handle('host:rematch', () => vote(context, null, true));
  context.handle('rematch:vote', ({ match }) => vote(context, match, false));
  context.handle('host:kick', ({ seat }) => asHost(context, (room) => commands.kick(room, seat)));
  context.handle('host:readmit', ({ name }) =>
    asHost(context, (room) => commands.readmit(room, name)),
  );
}

/** Runs `command` if this socket's token is the host's (checked on the latest room). */
async function asHost(context: SocketContext, command: StartCommand): Promise<Done> {
  const me = joinedRoom(context.data);
  if (!me.ok) return me;
  const done = await context.service.mutate(me.value.code, (room, now) =>
    room.hostTokenHash === me.value.tokenHash
      ? command(room, now)
      : fail('not-host', 'only the host can do that'),
  );
  return done.ok ? ok({}) : done;
}

/** Runs `command` for any seated or watching person of the room (the command checks the seat). */
async function asPlayer(context: SocketContext, command: StartCommand): Promise<Done> {
  const me = joinedRoom(context.data);
  if (!me.ok) return me;
  const done = await context.service.mutate(me.value.code, command);
  return done.ok ? ok({}) : done;
}

/**
 * Starts a match (`begin`: start or rematch) once the room's bot seats have a place among this
 * address's bot rooms; the place is given back when the match did not start after all.
 */
async function startCounted(
  context: SocketContext,
  begin: StartCommand,
  hostOnly = true,
): Promise<Done> {
  const { data, service, ip } = context;
  const me = joinedRoom(data);
  if (!me.ok) return me;
  const stored = await service.load(me.value.code);
  if (stored === null) return fail('not-found', 'no such room (it may have expired)');
  if (hostOnly && stored.room.hostTokenHash !== me.value.tokenHash)
    return fail('not-host', 'only the host can do that');
  const run = (command: StartCommand) =>
    hostOnly ? asHost(context, command) : asPlayer(context, command);
  // A match in play already holds its place (a second start is refused below without one).
  if (stored.room.status === 'playing') return run(begin);
  const by = addressHash(ip);
  const admitted = await service.caps.admitBots(stored.room, by, Date.now());
  if (!admitted.ok) return admitted;
  const started = await run((room, now) => {
    const begun = begin(room, now);
    return begun.ok && begun.value !== null
      ? ok({ ...begun.value, room: service.caps.startedBots(begun.value.room, by, now) })
      : begun;
  });
  // Given back unless the match is playing after all (another tab's start won the race).
  if (!started.ok && (await service.load(me.value.code))?.room.status !== 'playing')
    await service.caps.releaseBots(stored.room, by);
  return started;
}

/**
 * A seated person's vote for a rematch of `match` (null: the finished match shown). The vote that
 * starts it counts like a new room (room creation limit, bot rooms), as the host's start did.
 */
async function vote(
  context: SocketContext,
  match: number | null,
  hostOnly: boolean,
): Promise<Done> {
  const { data, service, config, limits, ip } = context;
  const me = joinedRoom(data);
  if (!me.ok) return me;
  const stored = await service.load(me.value.code);
  if (stored === null) return fail('not-found', 'no such room (it may have expired)');
  const { tokenHash } = me.value;
  if (hostOnly && stored.room.hostTokenHash !== tokenHash)
    return fail('not-host', 'only the host can do that');
  const shown = match ?? stored.room.match;
  const command: StartCommand = (room, now) => {
    const seat = seatOfToken(room, tokenHash);
    return seat === null
      ? fail('not-seated', 'only seated players vote on a rematch')
      : voteRematch(room, seat, shown, now, config);
  };
  if (!rematchStartsWith(stored.room, tokenHash)) return asPlayer(context, command);
  if (!limits.create.take(ip))
    return fail(
      'rate-limited',
      'too many rooms created from this address (a rematch counts as a new room)',
    );
  return startCounted(context, command, false);
}
