// Which preset a rule set is, or how it differs from the one it was based on, switch by switch:
// the rule card lists the changes and the editor marks them from this. It carries every field's
// table, so pages load it only when a set is not exactly one of its preset's own (preset-sets.ts).
import type { Rules } from '@boneyard/engine';
import { FIELDS, type Field } from './fields.ts';
import { baseOf } from './preset-sets.ts';
import { getPath, sameValue } from './rules-path.ts';

export { baseOf, defaultsOf } from './preset-sets.ts';

/** The switches whose value in `rules` is not the one in `base`. */
export function differences(rules: Rules, base: Rules): readonly Field[] {
  return FIELDS.filter((f) => !sameValue(f, getPath(rules, f.path), getPath(base, f.path)));
}

/** True when the rule set is exactly one of the preset's own (with its offered options). */
export function isPresetSet(rules: Rules): boolean {
  return differences(rules, baseOf(rules)).length === 0;
}
