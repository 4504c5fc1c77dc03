// `pnpm --silent deal …`: recompute one deal of boneyard/deal/v1 from its public inputs and print
// {commitment, deck, hands, boneyard} as JSON, so anyone can check a hand after the server
// revealed its seed.
import {
  DEAL_ALGORITHM,
  MAX_SEATS,
  MIN_SEATS,
  TILE_COUNT,
  dealHands,
  hexToBytes,
  type DealOutcome,
} from '@boneyard/fair';
import {
  EXIT_OK,
  defineCommand,
  finish,
  isMainModule,
  parseArgs,
  usageFailure,
  type CliOutcome,
} from './args.ts';

const MAX_U32 = 0xffff_ffff;

export const DEAL_COMMAND = defineCommand({
  name: 'deal',
  summary: `Deal one attempt of one hand with ${DEAL_ALGORITHM} and print {commitment, deck, hands, boneyard} as JSON.`,
  flags: {
    'server-seed': {
      kind: 'string',
      required: true,
      placeholder: 'HEX',
      help: 'the 32-byte server seed revealed after the hand',
    },
    room: { kind: 'string', required: true, placeholder: 'CODE', help: 'room code' },
    hand: {
      kind: 'integer',
      required: true,
      min: 1,
      max: MAX_U32,
      placeholder: 'N',
      help: 'hand number in the match, from 1',
    },
    attempt: {
      kind: 'integer',
      required: true,
      min: 0,
      max: MAX_U32,
      placeholder: 'K',
      help: 'redeal within the hand, from 0',
    },
    seats: {
      kind: 'integer',
      required: true,
      min: MIN_SEATS,
      max: MAX_SEATS,
      placeholder: 'N',
      help: 'players at the table',
    },
    'tiles-each': {
      kind: 'integer',
      required: true,
      min: 1,
      max: TILE_COUNT,
      placeholder: 'H',
      help: 'tiles dealt to each seat',
    },
    'client-seed': {
      kind: 'string',
      repeated: true,
      placeholder: 'HEX',
      help: 'one per seat in seat order, "" for a seat that sent none; omit all for no client seeds',
    },
  },
  examples: [
    'pnpm --silent deal --server-seed 0000000000000000000000000000000000000000000000000000000000000001 --room ABCD23 --hand 1 --attempt 0 --seats 2 --tiles-each 7 --client-seed "" --client-seed ""',
  ],
});

/** Pretty but compact JSON: one line per key, tile lists kept on one line each. */
export function formatDeal(outcome: DealOutcome): string {
  const hands = outcome.hands.map((hand) => `    ${JSON.stringify(hand)}`).join(',\n');
  return [
    '{',
    `  "commitment": ${JSON.stringify(outcome.commitment)},`,
    `  "deck": ${JSON.stringify(outcome.deck)},`,
    `  "hands": [\n${hands}\n  ],`,
    `  "boneyard": ${JSON.stringify(outcome.boneyard)}`,
    '}',
    '',
  ].join('\n');
}

export function runDeal(argv: readonly string[]): CliOutcome {
  const parsed = parseArgs(DEAL_COMMAND, argv);
  if (!parsed.ok) return parsed.outcome;
  const { flags } = parsed.value;

  const serverSeed = hexToBytes(flags['server-seed']);
  if (!serverSeed.ok) return usageFailure(DEAL_COMMAND, `--server-seed: ${serverSeed.message}`);

  const given = flags['client-seed'];
  if (given.length > 0 && given.length !== flags.seats) {
    return usageFailure(
      DEAL_COMMAND,
      `give one --client-seed per seat (${flags.seats}, "" for none) or none at all; got ${given.length}`,
    );
  }
  const clientSeeds: Uint8Array[] = [];
  for (const [seat, hex] of given.entries()) {
    const seed = hexToBytes(hex);
    if (!seed.ok)
      return usageFailure(DEAL_COMMAND, `--client-seed for seat ${seat}: ${seed.message}`);
    clientSeeds.push(seed.value);
  }
  while (clientSeeds.length < flags.seats) clientSeeds.push(new Uint8Array());

  const dealt = dealHands({
    serverSeed: serverSeed.value,
    room: flags.room,
    hand: flags.hand,
    attempt: flags.attempt,
    seats: flags.seats,
    tilesEach: flags['tiles-each'],
    clientSeeds,
  });
  if (!dealt.ok) return usageFailure(DEAL_COMMAND, `${dealt.error}: ${dealt.message}`);
  return { code: EXIT_OK, stdout: formatDeal(dealt.value), stderr: '' };
}

if (isMainModule(import.meta.url)) finish(runDeal(process.argv.slice(2)));
