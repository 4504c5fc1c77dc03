// The settings of pnpm bench:load (main.ts), from environment variables (../settings.ts checks
// them and answers --help), and the configurations it can run.
import { readSettings } from '../settings.ts';

export const NAMES: Record<string, string> = {
  memory: 'one process, memory',
  lmdb: 'one process, LMDB',
  redis: 'one process, Redis',
  'redis-2': 'two processes, one Redis',
  'cluster-2': 'two processes, 3-master Redis Cluster',
  'redis-2r': 'two processes, one Redis, rooms kept on one process',
  'cluster-2r': 'two processes, 3-master Redis Cluster, rooms kept on one process',
};

export const SETTINGS = readSettings(
  'bench:load',
  'A swarm of socket.io client processes plays whole matches against each configuration; then idle capacity.',
  {
    ROOMS: { fallback: 200, min: 1, help: 'rooms of four seats playing' },
    RATE: { fallback: 1000, min: 1, help: 'moves/s offered, over all rooms' },
    SECONDS: { fallback: 15, min: 1, help: 'measured seconds per configuration' },
    WORKERS: { fallback: 4, min: 1, help: 'swarm processes' },
    CONFIGS: {
      fallback: 'memory,lmdb,redis,redis-2,cluster-2',
      choices: Object.keys(NAMES),
      list: true,
      help: 'configurations in order (empty: the idle part alone)',
    },
    IDLE_ROOMS: {
      fallback: 5000,
      min: 0,
      help: 'idle rooms of four sockets for the idle part (0 skips it)',
    },
    ARRIVALS: {
      fallback: 'even',
      choices: ['even', 'poisson'],
      help: 'how a room spaces its moves',
    },
    JSON_OUT: { fallback: '', help: 'also write the results to this file as JSON' },
    SERVER_NODE_ARGS: {
      fallback: '',
      help: 'extra node arguments for the servers, e.g. --cpu-prof',
    },
    BENCH_SERVER_DIR: {
      fallback: '',
      help: "another checkout's apps/server to run instead of this one (empty: this one)",
    },
    OPEN_FILES: {
      fallback: 65536,
      min: 256,
      help: 'ulimit -n asked for the server, Redis and the swarm',
    },
    REDIS_APPENDFSYNC: {
      fallback: 'everysec',
      choices: ['everysec', 'always', 'off'],
      help: "the private Redis's AOF fsync policy (off: no AOF)",
    },
  },
);
export const { ROOMS, RATE, SECONDS, WORKERS, IDLE_ROOMS } = SETTINGS;
export const CONFIGS = SETTINGS.CONFIGS.split(',').filter((name) => name !== '');
