// A rule set's own preset sets, and an exact test for "this is one of them", with nothing but the
// engine's preset table (no field table, no schema). The table bar, the lobby and the rule card
// name a preset game from this at once; only a set that is not byte-for-byte one of its preset's
// own needs the switch-by-switch comparison (compare.ts), which is then loaded on demand.
import { PRESETS, presetRules, type PresetOptions, type Rules } from '@boneyard/engine';

/** The preset options a rule set would have been built with, where the preset offers them. */
function optionsOf(rules: Rules): PresetOptions {
  const info = PRESETS[rules.preset];
  const target = rules.target.reaching === 'loses' ? rules.target.score - 1 : rules.target.score;
  const offers = (o: string) => (info.options as readonly string[]).includes(o);
  return {
    ...(info.players.includes(rules.players) ? { players: rules.players } : {}),
    ...(info.pairs === 'optional' && rules.players === 4 ? { pairs: rules.teams === 'pairs' } : {}),
    ...(info.targets.includes(target) ? { target } : {}),
    ...(offers('minimumToOpen') ? { minimumToOpen: rules.specials.minimumToOpen === 13 } : {}),
    ...(offers('baldFinish') ? { baldFinish: rules.specials.baldFinish } : {}),
    ...(offers('muggins') && rules.muggins
      ? { muggins: rules.muggins.mode, mugginsWindowMs: rules.muggins.windowMs }
      : {}),
  };
}

/** The preset's own rule set closest to `rules` (same players, target and options if it has them). */
export function baseOf(rules: Rules): Rules {
  const near = presetRules(rules.preset, optionsOf(rules));
  if (near.ok) return near.value;
  const plain = presetRules(rules.preset);
  if (plain.ok) return plain.value;
  return rules;
}

/**
 * The preset's default set at this table size (same players and sides, the preset's own target
 * and options): what a rule card lists the changes from, so options like Kozyol's 13 show too.
 */
export function defaultsOf(rules: Rules): Rules {
  const info = PRESETS[rules.preset];
  const near = presetRules(rules.preset, {
    ...(info.players.includes(rules.players) ? { players: rules.players } : {}),
    ...(info.pairs === 'optional' && rules.players === 4 ? { pairs: rules.teams === 'pairs' } : {}),
  });
  return near.ok ? near.value : baseOf(rules);
}

/** JSON with every object's keys sorted, so two sets written in a different key order compare equal. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, node: unknown) =>
    node !== null && typeof node === 'object' && !Array.isArray(node)
      ? Object.fromEntries(Object.entries(node).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : node,
  );
}

/**
 * Exactly the same rule set (key order aside). When true, no switch differs; when false, a switch
 * may still read the same (an optional agreement written out as its default): compare.ts decides.
 */
export function identicalSets(a: Rules, b: Rules): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
