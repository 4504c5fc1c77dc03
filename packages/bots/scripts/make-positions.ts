// Writes test/positions.json: the positions whose decisions pin the published bots (see
// test/published.test.ts). Run once when a version is added at a release, from the repository root:
//   pnpm --filter @boneyard/bots exec tsx scripts/make-positions.ts
// Positions come from random games of every table (the seat to move holds two or more plays), and in
// 2-player games where a stranded seat draws, also from games against a heavy-tile shedder, early,
// late and after a draw: where expert's reading changes what it searches against.
import { writeFileSync } from 'node:fs';
import { Sfc32, viewFor, type MatchState, type Rules, type SeatView } from '@boneyard/engine';
import { everyTable } from '../src/fast/simulate.ts';
import { decisionPositions } from '../src/honesty.test-helper.ts';
import {
  afterDrawAgainstRandom,
  afterDrawAgainstShedder,
  againstShedder,
  drawingForTwo,
  earlyAgainstShedder,
  lateAgainstRandom,
} from '../src/two-drawing.test-helper.ts';
import { seedFrom } from '../src/series.ts';
import { botAction } from '../src/index.ts';

const LEVELS = ['easy', 'normal', 'hard', 'expert'] as const;
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

function expertOnly(rules: Rules, seed: number): MatchState[] {
  if (!drawingForTwo(rules)) return [];
  return [
    ...againstShedder(rules, 2, seed),
    ...afterDrawAgainstShedder(rules, 2, seed + 1),
    ...earlyAgainstShedder(rules, 2, seed + 2),
    ...lateAgainstRandom(rules, 1, seed + 3),
    ...afterDrawAgainstRandom(rules, 1, seed + 4),
  ];
}

const tables = everyTable();
const positions: {
  table: number;
  level: string;
  seed: string;
  view: Omit<SeatView, 'rules'>;
  action: unknown;
}[] = [];
for (const [t, table] of tables.entries()) {
  const rng = new Sfc32(4600, t);
  const add = (state: MatchState, level: (typeof LEVELS)[number]) => {
    const seed = seedFrom(rng);
    const view = viewFor(state, state.hand!.turn);
    const { rules: _rules, ...rest } = view;
    positions.push({
      table: t,
      level,
      seed: hex(seed),
      view: rest,
      action: botAction(view, level, seed),
    });
  };
  for (const state of decisionPositions(table.rules, 3, 4600 + t))
    for (const level of LEVELS) add(state, level);
  for (const state of expertOnly(table.rules, 4700 + 10 * t)) add(state, 'expert');
}
const file = {
  tables: tables.map((table) => ({
    name: `${table.preset}/${table.players}${table.pairs ? '/pairs' : ''}`,
    rules: table.rules,
  })),
  positions,
};
// One table and one position a line: a changed decision shows as a changed line.
const lines = (rows: readonly unknown[]) =>
  rows.map((row) => '    ' + JSON.stringify(row)).join(',\n');
writeFileSync(
  new URL('../test/positions.json', import.meta.url),
  `{\n  "tables": [\n${lines(file.tables)}\n  ],\n  "positions": [\n${lines(file.positions)}\n  ]\n}\n`,
);
console.log(`${positions.length} positions over ${tables.length} tables`);
