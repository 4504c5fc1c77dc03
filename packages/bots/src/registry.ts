// The published bot versions: one row per release, each a plan (plain JSON, plans/*.json) and the
// digest of its decisions over test/positions.json (test/published.test.ts checks both). A new
// version is a new row, added only at a release, with one CHANGELOG line; experiments run as
// `pnpm bench:bots --plan FILE`, never as rows. Release ids are `bots-YEAR.MONTH` (`.N` for a later release in the month), never to be
// confused with `boneyard/bot/v1`, the label of how a bot's seed is derived (packages/fair).
import type { Plan } from './plan.ts';
import BOTS_2026_12 from './plans/bots-2026.12.json' with { type: 'json' };
import BOTS_2026_12_1 from './plans/bots-2026.12.1.json' with { type: 'json' };

export interface Release {
  readonly id: string;
  readonly plan: Plan;
  /** SHA-256 of the JSON of the release's decisions at test/positions.json's rows, in order. */
  readonly digest: string;
}

export const RELEASES = [
  {
    id: 'bots-2026.12',
    plan: BOTS_2026_12 as Plan,
    digest: 'ba59bc03f314956a7ddec92b45c166e25083490de669675fff141d83f0774d95',
  },
  {
    // bots-2026.12 with each mirror play weighed and searched once (mirrors.ts).
    id: 'bots-2026.12.1',
    plan: BOTS_2026_12_1 as Plan,
    digest: '5b5e0f65963476ac0044646b1b9af61b34e97ed4c4cd2b841cdb1c97989b06b5',
  },
] as const satisfies readonly Release[];

/**
 * Names that play as a release: boneyard/bot/v18 was bots-2026.12's behaviour, decision for
 * decision, before versions were data (records saved then keep verifying).
 */
const ALIASES: Readonly<Record<string, BotAlgorithm>> = { 'boneyard/bot/v18': 'bots-2026.12' };

/** Versions that were frozen code before the first release and are no longer re-derived. */
export const RETIRED_ALGORITHMS: readonly string[] = Array.from(
  { length: 17 },
  (_, i) => `boneyard/bot/v${i + 1}`,
);

export type BotAlgorithm = (typeof RELEASES)[number]['id'];

/** The release new games play; records name it per bot seat. */
export const BOT_ALGORITHM: BotAlgorithm = 'bots-2026.12.1';

/** Every name this code re-derives: the releases, oldest first, then their aliases. */
export const BOT_ALGORITHMS: readonly string[] = [
  ...RELEASES.map((release) => release.id),
  ...Object.keys(ALIASES),
];

export function isBotAlgorithm(name: unknown): name is BotAlgorithm {
  return typeof name === 'string' && BOT_ALGORITHMS.includes(name);
}

export function isRetiredAlgorithm(name: unknown): boolean {
  return typeof name === 'string' && RETIRED_ALGORITHMS.includes(name);
}

export function releaseOf(name: string): Release | undefined {
  const id = ALIASES[name] ?? name;
  return RELEASES.find((release) => release.id === id);
}

/** Why a name cannot be re-derived, in one plain sentence (null: it can). */
export function unknownAlgorithmReason(name: string | undefined): string | null {
  if (name !== undefined && releaseOf(name) !== undefined) return null;
  const known = BOT_ALGORITHMS.join(', ');
  if (name === undefined)
    return `names no bot version (records before versions were named played boneyard/bot/v1, which is retired); this verifier re-derives ${known}`;
  if (isRetiredAlgorithm(name))
    return `names bot version "${name}", which is retired (only released versions are re-derived: ${known})`;
  return `names bot version "${name}", which is unknown (this verifier re-derives ${known})`;
}
