// `pnpm --silent simulate --preset ID --players N --matches M --seed TEXT --records DIR
//  [--level L] [--pairs]`: bots play whole matches and each match is written as a real
// commit-reveal record (boneyard-match-v1). Every seed derives from --seed, so the same command
// writes byte-identical records.
import { createHash, createHmac } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as engine from '@boneyard/engine';
import {
  BOT_LEVELS,
  PRESET_IDS,
  apply,
  createMatch,
  deal,
  legalActions,
  presetRules,
  type Action,
  type BotLevel,
  type MatchState,
  type PresetId,
  type Rules,
} from '@boneyard/engine';
import { commitment, concatBytes, dealHands, enc, u32 } from '@boneyard/fair';
import { buildMatchRecord, recordToJson, type DealSeeds, type MatchRecord } from '@boneyard/protocol';

/** A match that has not ended after this many hands means an engine bug, not a long match. */
const MAX_HANDS = 1000;
const MAX_ATTEMPTS = 1000;

function sha256(...parts: Uint8Array[]): Uint8Array {
  return new Uint8Array(createHash('sha256').update(concatBytes(...parts)).digest());
}

/** serverSeed = SHA-256( enc("boneyard/sim/server") ‖ enc(seed) ‖ u32(match) ‖ u32(hand) ). */
export function simulatedServerSeed(seed: string, match: number, hand: number): Uint8Array {
  return sha256(enc('boneyard/sim/server'), enc(seed), u32(match), u32(hand));
}

/** clientSeed = HMAC-SHA256( key = SHA-256(enc(seed)), enc("boneyard/sim/client") ‖ u32(match) ‖ u32(hand) ‖ u32(seat) ). */
export function simulatedClientSeed(seed: string, match: number, hand: number, seat: number): Uint8Array {
  const key = sha256(enc(seed));
  const message = concatBytes(enc('boneyard/sim/client'), u32(match), u32(hand), u32(seat));
  return new Uint8Array(createHmac('sha256', key).update(message).digest());
}

/** sfc32 seeded from SHA-256(enc("boneyard/sim/bots") ‖ enc(seed) ‖ u32(match)): the bots' dice. */
export function simulatedRandom(seed: string, match: number): () => number {
  const words = new DataView(sha256(enc('boneyard/sim/bots'), enc(seed), u32(match)).buffer);
  let a = words.getUint32(0);
  let b = words.getUint32(4);
  let c = words.getUint32(8);
  let d = words.getUint32(12);
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

type BotFn = (state: MatchState, seat: number, level: BotLevel, random: () => number) => engine.Action;

/** The engine's bot once it is exported; until then a uniformly random legal action. */
function chooseAction(state: MatchState, seat: number, level: BotLevel, random: () => number): Action {
  const bot = (engine as unknown as { botAction?: BotFn }).botAction;
  if (bot !== undefined) return bot(state, seat, level, random);
  const actions = legalActions(state, seat);
  const chosen = actions[Math.floor(random() * actions.length)];
  if (chosen === undefined) throw new Error(`seat ${seat} is to move but has no legal action`);
  return chosen;
}

function orThrow<T>(result: { ok: true; value: T } | { ok: false; error: string; message: string }, what: string): T {
  if (!result.ok) throw new Error(`${what}: ${result.error}: ${result.message}`);
  return result.value;
}

export interface SimulateMatchOptions {
  readonly rules: Rules;
  readonly seed: string;
  /** 1-based match number within the run (part of every derived seed). */
  readonly match: number;
  readonly level: BotLevel;
}

/** Room code of a simulated match: "SIM" and the match number, so records say where they came from. */
export function simulatedRoom(match: number): string {
  return `SIM${String(match).padStart(4, '0')}`;
}

/** Deals hand state.next.number from the derived seeds, redealing misdeals; returns the seeds used. */
function dealNextHand(state: MatchState, options: SimulateMatchOptions, room: string): { state: MatchState; seeds: DealSeeds } {
  const { rules, seed, match } = options;
  const number = state.next.number;
  const serverSeed = simulatedServerSeed(seed, match, number);
  const clientSeeds = Array.from({ length: rules.players }, (_, seat) => simulatedClientSeed(seed, match, number, seat));
  let current = state;
  for (let tries = 0; tries < MAX_ATTEMPTS; tries++) {
    const attempt = current.next.attempt;
    const input = { serverSeed, room, hand: number, attempt, seats: rules.players, tilesEach: rules.tilesEach, clientSeeds };
    const outcome = orThrow(dealHands(input), `deal hand ${number}`);
    const step = orThrow(deal(current, outcome.deck), `engine deal hand ${number}`);
    current = step.state;
    if (current.phase !== 'dealing') {
      return { state: current, seeds: { number, commitment: commitment(serverSeed, room, number), serverSeed, clientSeeds, attempt } };
    }
  }
  throw new Error(`hand ${number} misdealt ${MAX_ATTEMPTS} times`);
}

/** Bots play one whole match; the result is its record. */
export function simulateMatch(options: SimulateMatchOptions): MatchRecord {
  const { rules, match, level } = options;
  const room = simulatedRoom(match);
  const random = simulatedRandom(options.seed, match);
  let state = createMatch(rules);
  const deals: DealSeeds[] = [];
  while (state.phase !== 'match-over') {
    if (deals.length >= MAX_HANDS) throw new Error(`match ${match} did not end within ${MAX_HANDS} hands`);
    const dealt = dealNextHand(state, options, room);
    state = dealt.state;
    deals.push(dealt.seeds);
    while (state.phase === 'playing') {
      const seat = state.hand!.turn;
      const action = chooseAction(state, seat, level, random);
      state = orThrow(apply(state, seat, action), `bot move in hand ${dealt.seeds.number}`).state;
    }
  }
  const seats = Array.from({ length: rules.players }, (_, seat) => ({ name: `Bot ${seat + 1}`, bot: true, level }));
  return buildMatchRecord({ state, room, seats, deals });
}

export interface SimulateArgs {
  readonly preset: PresetId;
  readonly players: number;
  readonly pairs: boolean | undefined;
  readonly matches: number;
  readonly seed: string;
  readonly records: string;
  readonly level: BotLevel;
}

const USAGE =
  'usage: simulate --preset ID --players N --matches M --seed TEXT --records DIR [--level easy|normal|hard] [--pairs]';

function positiveInt(text: string | undefined, name: string): number | string {
  const value = Number(text);
  return text !== undefined && /^\d+$/.test(text) && value >= 1 ? value : `--${name} must be a positive integer, got ${JSON.stringify(text ?? '')}`;
}

/** Parses argv (without node and script); a string is the error to print with the usage line. */
export function parseSimulateArgs(argv: readonly string[]): SimulateArgs | string {
  const values = new Map<string, string>();
  let pairs: boolean | undefined;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (flag === '--pairs') {
      pairs = true;
      continue;
    }
    const name = flag.startsWith('--') ? flag.slice(2) : '';
    if (!['preset', 'players', 'matches', 'seed', 'records', 'level'].includes(name)) return `unknown argument ${JSON.stringify(flag)}`;
    const value = argv[++i];
    if (value === undefined) return `${flag} needs a value`;
    if (values.has(name)) return `${flag} given twice`;
    values.set(name, value);
  }
  for (const name of ['preset', 'players', 'matches', 'seed', 'records']) {
    if (!values.has(name)) return `--${name} is required`;
  }
  const preset = values.get('preset')!;
  if (!(PRESET_IDS as readonly string[]).includes(preset)) return `--preset must be one of ${PRESET_IDS.join(', ')}, got ${JSON.stringify(preset)}`;
  const level = values.get('level') ?? 'normal';
  if (!(BOT_LEVELS as readonly string[]).includes(level)) return `--level must be one of ${BOT_LEVELS.join(', ')}, got ${JSON.stringify(level)}`;
  const players = positiveInt(values.get('players'), 'players');
  if (typeof players === 'string') return players;
  const matches = positiveInt(values.get('matches'), 'matches');
  if (typeof matches === 'string') return matches;
  return { preset: preset as PresetId, players, pairs, matches, seed: values.get('seed')!, records: values.get('records')!, level: level as BotLevel };
}

export interface SimulateSummary {
  readonly preset: PresetId;
  readonly players: number;
  readonly matches: number;
  readonly hands: number;
  readonly averageHandsPerMatch: number;
  /** Matches won per side (a shared free-for-all win counts for each winner). */
  readonly winsPerSide: readonly number[];
  readonly ms: number;
}

/** Runs a whole simulation, writing match-0001.json … into args.records. */
export function runSimulation(args: SimulateArgs): SimulateSummary | string {
  const rules = presetRules(args.preset, { players: args.players, pairs: args.pairs });
  if (!rules.ok) return rules.message;
  const started = performance.now();
  try {
    mkdirSync(args.records, { recursive: true });
  } catch (error) {
    return `cannot create --records ${JSON.stringify(args.records)}: ${(error as Error).message}`;
  }
  const winsPerSide = createMatch(rules.value).sides.map(() => 0);
  let hands = 0;
  for (let match = 1; match <= args.matches; match++) {
    const record = simulateMatch({ rules: rules.value, seed: args.seed, match, level: args.level });
    writeFileSync(join(args.records, `match-${String(match).padStart(4, '0')}.json`), recordToJson(record));
    hands += record.hands.length;
    for (const side of record.result?.winners ?? []) winsPerSide[side] = (winsPerSide[side] ?? 0) + 1;
  }
  return {
    preset: args.preset,
    players: args.players,
    matches: args.matches,
    hands,
    averageHandsPerMatch: Math.round((hands / args.matches) * 100) / 100,
    winsPerSide,
    ms: Math.round(performance.now() - started),
  };
}

function main(argv: readonly string[]): number {
  const args = parseSimulateArgs(argv);
  if (typeof args === 'string') {
    process.stderr.write(`simulate: ${args}\n${USAGE}\n`);
    return 2;
  }
  const summary = runSimulation(args);
  if (typeof summary === 'string') {
    process.stderr.write(`simulate: ${summary}\n${USAGE}\n`);
    return 2;
  }
  process.stdout.write(`${JSON.stringify(summary)}\n`);
  return 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}

