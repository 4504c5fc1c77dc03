// Self time by function from a V8 `.cpuprofile` (what `SERVER_NODE_ARGS=--cpu-prof` writes when a
// bench server stops), and the same grouped by package, as percentages of the busy samples (idle
// and the program's own bookkeeping left out).
//
//   node --import tsx bench/load/profile-summary.ts /tmp/prof/CPU.….cpuprofile [TOP]
import { readFileSync } from 'node:fs';

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
}
interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const NOT_BUSY = new Set(['(idle)', '(program)']);

/** `node_modules/.pnpm/socket.io@4.8.4/node_modules/socket.io/…` → socket.io; our bundle → dist/main.js. */
function packageOf(url: string): string {
  if (url === '') return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return 'node:*';
  return url.split('/').slice(-2).join('/');
}

function main(): void {
  const [file, topText] = process.argv.slice(2);
  if (file === undefined) throw new Error('usage: profile-summary.ts FILE.cpuprofile [TOP]');
  const top = Number(topText ?? 30);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfByFunction = new Map<string, number>();
  const selfByPackage = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)!.callFrame;
    const micros = profile.timeDeltas[index] ?? 0;
    if (NOT_BUSY.has(frame.functionName)) return;
    busy += micros;
    const where = `${frame.functionName || '(anonymous)'} ${packageOf(frame.url)}:${frame.lineNumber + 1}`;
    selfByFunction.set(where, (selfByFunction.get(where) ?? 0) + micros);
    const pkg = frame.url === '' ? frame.functionName : packageOf(frame.url);
    selfByPackage.set(pkg, (selfByPackage.get(pkg) ?? 0) + micros);
  });
  const print = (title: string, map: Map<string, number>) => {
    console.log(`\n${title} (busy ${(busy / 1000).toFixed(0)} ms)`);
    for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${name}`);
    }
  };
  print('self time by function', selfByFunction);
  print('self time by package', selfByPackage);
}

main();
