// Which preset a rule set is, or how it differs from the one it was based on: the lobby, the
// table and the rule card name the game ("Kozyol", or "custom: based on Kozyol") from this.
import { PRESETS, presetRules, type PresetOptions, type Rules } from '@boneyard/engine';
import { FIELDS, type Field } from './fields.ts';
import { getPath, sameValue } from './rules-path.ts';

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

/** The switches whose value in `rules` is not the one in `base`. */
export function differences(rules: Rules, base: Rules): readonly Field[] {
  return FIELDS.filter((f) => !sameValue(f, getPath(rules, f.path), getPath(base, f.path)));
}

/** True when the rule set is exactly one of the preset's own (with its offered options). */
export function isPresetSet(rules: Rules): boolean {
  return differences(rules, baseOf(rules)).length === 0;
}
