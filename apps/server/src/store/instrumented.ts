// Times every call of a GameStore (each is one Redis round trip on the Redis store, or a few
// pipelined ones) without changing what it answers. A Proxy, so `instanceof RedisStore` and its
// extra members (client, layout, target) stay visible to the plugins that need them.
import type { GameStore } from './types.ts';

const TIMED = new Set<string>([
  'create',
  'load',
  'commit',
  'actionResult',
  'eventsSince',
  'dueRooms',
  'dropDeadline',
  'expire',
  'lease',
  'keepAlive',
  'deadProcesses',
  'roomsHeldBy',
  'forgetRoomHeldBy',
  'forgetProcess',
  'claimSlot',
  'releaseSlot',
  'putRecord',
  'getRecord',
  'ping',
] satisfies (keyof GameStore)[]);

export function instrumentStore<S extends GameStore>(
  store: S,
  observe: (op: string, seconds: number) => void,
): S {
  return new Proxy(store, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !TIMED.has(property) || typeof value !== 'function')
        return value;
      return (...args: unknown[]) => {
        const started = process.hrtime.bigint();
        const done = () => observe(property, Number(process.hrtime.bigint() - started) / 1e9);
        const result = (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        result.then(done, done);
        return result;
      };
    },
  });
}
