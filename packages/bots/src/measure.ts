// Time per bot decision, per level: p50 and p99 over positions with a real choice (two or more
// legal plays) from random games of every table, each level run on the same positions and seeds.
// Wall clock and this process's CPU time: on a loaded machine the wall clock also counts time
// other processes held the core, the CPU time is what a decision costs on a core of its own.
// Usage: pnpm exec tsx packages/bots/src/measure.ts [positions per table, default 300]
import { BOT_LEVELS, viewFor, Sfc32 } from '@boneyard/engine';
import { fastApplies } from './fast/config.ts';
import { everyTable } from './fast/simulate.ts';
import { decisionPositions } from './honesty.test-helper.ts';
import { botAction } from './index.ts';
import { seedFrom } from './series.ts';

const perTable = Number(process.argv[2] ?? 300);
const tables = everyTable();
// Line tables are searched on the fast path; boards and scoring games use the public-API bot.
const groups = [true, false].map((fast) => {
  const positions = tables.flatMap((table, i) =>
    fastApplies(table.rules) === fast ? decisionPositions(table.rules, perTable, 100 + i) : [],
  );
  return {
    tables: fast ? 'line (fast path)' : 'boards and scoring',
    views: positions.map((state) => viewFor(state, state.hand!.turn)),
  };
});

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

for (const { tables: kind, views } of groups)
  for (const level of BOT_LEVELS) {
    const rng = new Sfc32(42);
    // Warm-up so the JIT has compiled the level before it is timed.
    for (const view of views.slice(0, 50)) botAction(view, level, seedFrom(rng));
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (const view of views) {
      const seed = seedFrom(rng);
      const cpu = process.cpuUsage();
      const start = performance.now();
      botAction(view, level, seed);
      times.push(performance.now() - start);
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    const ms = (value: number) => Math.round(value * 1000) / 1000;
    const wall = {
      p50ms: ms(percentile(times, 50)),
      p99ms: ms(percentile(times, 99)),
      maxms: ms(times.at(-1)!),
    };
    const cpu = {
      cpuP50ms: ms(percentile(cpuTimes, 50)),
      cpuP99ms: ms(percentile(cpuTimes, 99)),
      cpuMaxms: ms(cpuTimes.at(-1)!),
    };
    console.log(JSON.stringify({ tables: kind, level, decisions: times.length, ...wall, ...cpu }));
  }
