// `pnpm --silent coach FILE --seat N` replays a finished match and, for one seat, asks the Expert
// at every decision that seat made what it would have played (from that seat's view, with the
// bot seed of that move, so anyone re-derives it) and how many points the move played gave up by
// the values of the Expert's deciding search, ± their standard error. `--bench` times the coach on a
// simulated 4-player Kozel match (docs/replay.md). Exit 0: done; 1: the record does not replay;
// 2: bad arguments or an unreadable file.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { presetRules } from '@boneyard/engine';
import {
  coach,
  moveText,
  replayRecord,
  summarize,
  withinNoise,
  type CoachDecision,
  type CoachHand,
} from '@boneyard/protocol/replay';
import {
  EXIT_FAILURE,
  EXIT_OK,
  EXIT_USAGE,
  defineCommand,
  finish,
  isMainModule,
  parseArgs,
  type CliOutcome,
} from './args.ts';
import { simulateMatch } from './simulate-match.ts';

export const COACH_COMMAND = defineCommand({
  name: 'coach',
  summary:
    "For one seat of a finished match: the Expert's move at each of its decisions and the points the move played gave up by the values of the Expert's deciding search (± standard error).",
  flags: {
    seat: {
      kind: 'integer',
      min: 0,
      max: 3,
      placeholder: 'N',
      help: 'the seat to coach (0-based, as the record lists seats)',
    },
    bench: {
      kind: 'boolean',
      help: 'time the coach on a simulated 4-player Kozel match of normal bots, every seat; prints ms per decision',
    },
    json: { kind: 'boolean', help: 'one JSON line per decision instead of the table' },
  },
  positionals: [{ name: 'FILE', help: 'a match record (boneyard-match-v1)' }],
  examples: ['pnpm --silent coach records/match-0001.json --seat 0', 'pnpm --silent coach --bench'],
});

function lossText(decision: CoachDecision): string {
  if (decision.same) return '';
  const loss = decision.loss;
  if (loss === null) return 'no estimate';
  const noise = withinNoise(loss) ? ', within noise' : '';
  return `${loss.points.toFixed(1)} ± ${loss.error.toFixed(1)} (${loss.from}${noise})`;
}

/** What the points are and where they come from, under a table with a differing decision. */
const UNITS =
  "points: the Expert's objective (the hand's point margin, +12 for winning the hand, +30 in the tree against players who think ahead, ±150 for deciding the match), by the search that decided (flat, endgame, lookahead, exact, tree); estimate: that search never valued the move played, both valued on 2,048 common deals instead";

/** "3 decisions differed; the largest: hand 2, move 7, about 6 points" (move: 1-based, as a person counts). */
export function handSummaryText(hand: CoachHand): string {
  const head = `hand ${hand.hand}: ${hand.decisions} decisions, ${hand.differed} differed`;
  const largest = hand.largest;
  if (largest === null) return head;
  const points = largest.loss === null ? null : Math.round(largest.loss.points);
  const about = points === null ? '' : `, about ${points} point${points === 1 ? '' : 's'}`;
  return `${head}; the largest: hand ${largest.hand}, move ${largest.move + 1}${about}`;
}

export function coachTable(decisions: readonly CoachDecision[]): string {
  const rows = [['hand', 'move', 'options', 'played', 'expert', 'points given up ± se']];
  for (const d of decisions)
    rows.push([
      String(d.hand),
      String(d.move + 1),
      String(d.legal),
      moveText(d.played),
      d.same ? '=' : moveText(d.expert),
      lossText(d),
    ]);
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  const lines = rows.map((row) =>
    row
      .map((cell, c) => cell.padEnd(widths[c]!))
      .join('  ')
      .trimEnd(),
  );
  const summary = summarize(decisions).map(handSummaryText);
  const units = decisions.some((d) => d.loss !== null) ? ['', UNITS] : [];
  return [...lines, '', ...summary, ...units].join('\n') + '\n';
}

function bench(): CliOutcome {
  const rules = presetRules('kozel', { players: 4, pairs: true });
  if (!rules.ok) throw new Error(rules.message);
  const record = simulateMatch({
    rules: rules.value,
    seed: 'coach-bench',
    match: 1,
    level: 'normal',
  });
  const started = performance.now();
  const replay = replayRecord(record);
  if (!replay.ok) throw new Error(replay.error);
  const replayed = performance.now() - started;
  const lines = [
    `kozel 4 pairs, ${record.hands.length} hands, ${record.hands.reduce((n, h) => n + h.moves.length, 0)} moves; replay ${replayed.toFixed(0)} ms`,
  ];
  let all = 0;
  let allCpu = 0;
  let count = 0;
  for (let seat = 0; seat < 4; seat++) {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const decisions = [...coach(replay, seat)];
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    all += ms;
    allCpu += cpuMs;
    count += decisions.length;
    const differed = decisions.filter((d) => !d.same).length;
    lines.push(
      `seat ${seat}: ${decisions.length} decisions (${differed} differed) in ${(ms / 1000).toFixed(2)} s (CPU ${(cpuMs / 1000).toFixed(2)} s), ${(cpuMs / Math.max(1, decisions.length)).toFixed(1)} ms CPU per decision`,
    );
  }
  lines.push(
    `every seat: ${count} decisions in ${(all / 1000).toFixed(2)} s (CPU ${(allCpu / 1000).toFixed(2)} s), ${(allCpu / Math.max(1, count)).toFixed(1)} ms CPU per decision; goal: one 4-player Kozel match in ≤ 30 s`,
  );
  return { code: EXIT_OK, stdout: lines.join('\n') + '\n', stderr: '' };
}

export function runCoach(argv: readonly string[]): CliOutcome {
  const parsed = parseArgs(COACH_COMMAND, argv);
  if (!parsed.ok) return parsed.outcome;
  const { flags, positionals } = parsed.value;
  if (flags.bench) return bench();
  const file = positionals[0];
  if (file === undefined || flags.seat === undefined)
    return {
      code: EXIT_USAGE,
      stdout: '',
      stderr: 'coach: give a record FILE and --seat N (or --bench)\n',
    };
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return {
      code: EXIT_USAGE,
      stdout: '',
      stderr: `coach: cannot read ${JSON.stringify(file)}: ${(error as Error).message}\n`,
    };
  }
  const replay = replayRecord(value);
  if (!replay.ok)
    return { code: EXIT_FAILURE, stdout: '', stderr: `coach: ${file}: ${replay.error}\n` };
  if (flags.seat >= replay.record.seats.length)
    return {
      code: EXIT_USAGE,
      stdout: '',
      stderr: `coach: the match has ${replay.record.seats.length} seats (0–${replay.record.seats.length - 1})\n`,
    };
  const decisions = [...coach(replay, flags.seat)];
  const stdout = flags.json
    ? decisions.map((d) => JSON.stringify(d)).join('\n') + '\n'
    : coachTable(decisions);
  const failed = replay.verified.ok
    ? ''
    : `coach: ${file}: the record does not verify (${replay.verified.error}); coached up to there\n`;
  return { code: replay.verified.ok ? EXIT_OK : EXIT_FAILURE, stdout, stderr: failed };
}

if (isMainModule(import.meta.url)) finish(runCoach(process.argv.slice(2)));
