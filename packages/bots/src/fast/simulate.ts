// Helpers to drive the public engine with seeded randomness: shuffled decks (with Kozel's
// redeals), and the list of table set-ups every preset allows. Used by the fast path's
// agreement tests, the bot series and `pnpm bench`.
import {
  deal,
  PRESETS,
  presetRules,
  type MatchState,
  type PresetId,
  type Rules,
  type Step,
  type Tile,
  PRESET_IDS,
  Sfc32,
} from '@boneyard/engine';
import { fastApplies } from './config.ts';
import { TILE_NAMES } from './tables.ts';

export interface Table {
  readonly preset: PresetId;
  readonly players: number;
  readonly pairs: boolean;
  readonly rules: Rules;
}

/** Every table the fast path plays (line boards without scoring during play). */
export function allTables(): Table[] {
  return everyTable().filter((table) => fastApplies(table.rules));
}

/** Every preset × allowed player count, with pairs and free-for-all where both are allowed. */
export function everyTable(): Table[] {
  const tables: Table[] = [];
  for (const preset of PRESET_IDS) {
    const info = PRESETS[preset];
    for (const players of info.players) {
      const modes =
        info.pairs === 'always'
          ? [true]
          : info.pairs === 'optional' && players === 4
            ? [true, false]
            : [false];
      for (const pairs of modes) {
        const rules = presetRules(preset, { players, pairs });
        if (!rules.ok) throw new Error(`${preset}/${players}: ${rules.message}`);
        tables.push({ preset, players, pairs, rules: rules.value });
      }
    }
  }
  return tables;
}

export function shuffledDeck(rng: Sfc32): Tile[] {
  const deck = [...TILE_NAMES];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

/** Deals the next hand, redealing through misdeals, with decks from `rng`. */
export function dealRandom(state: MatchState, rng: Sfc32): Step {
  for (;;) {
    const step = deal(state, shuffledDeck(rng));
    if (!step.ok) throw new Error(`deal: ${step.error} ${step.message}`);
    if (step.value.state.phase !== 'dealing') return step.value;
    state = step.value.state;
  }
}
