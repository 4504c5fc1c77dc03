// What the engine says about a rule set, in the words of the current language: contradictions
// (the set cannot be used), inert rules (no effect here), and anything else the schema refuses.
// The engine's sentences are English; verdict-ru.ts has their Russian, and a sentence with no
// translation yet is shown in English rather than hidden.
import { validateRules, type Rules } from '@boneyard/engine';
import { RulesSchema } from '@boneyard/protocol/rules';
import type { Field } from './fields.ts';
import { inRussian } from './verdict-ru.ts';

export interface Problem {
  /** The rule paths it names (two for a contradiction, one for an inert rule). */
  readonly rules: readonly string[];
  readonly message: string;
}

export interface Verdict {
  readonly contradictions: readonly Problem[];
  readonly inert: readonly Problem[];
  /** Values out of range, deals that always misdeal: the schema's other refusals. */
  readonly other: readonly string[];
  /** The set may be saved, shared and played. */
  readonly usable: boolean;
}

export function verdictOf(rules: Rules, lang: 'en' | 'ru'): Verdict {
  const found = validateRules(rules);
  const contradictions = found.contradictions.map((c) => ({
    rules: c.rules,
    message: lang === 'ru' ? inRussian(c.message) : c.message,
  }));
  const inert = found.inert.map((i) => ({
    rules: [i.rule],
    message: lang === 'ru' ? inRussian(i.reason) : i.reason,
  }));
  const parsed = RulesSchema.safeParse(rules);
  // Contradictions come back from the schema as path-less custom issues: already listed above.
  const other = parsed.success
    ? []
    : parsed.error.issues
        .filter((issue) => !(issue.code === 'custom' && issue.path.length === 0))
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  return { contradictions, inert, other, usable: parsed.success };
}

/** A problem names a field when it names its path, an object around it, or a part of it. */
export function names(problem: Problem, field: Field): boolean {
  return problem.rules.some(
    (rule) =>
      rule === field.path || field.path.startsWith(`${rule}.`) || rule.startsWith(`${field.path}.`),
  );
}
