// Reading and writing one switch of a rule set by its dotted path, returning new plain JSON (the
// engine's rule sets are never mutated). Unset agreements are removed, not left as `undefined` or
// empty objects, so an untouched switch reads exactly as the preset wrote it.
import type { Rules } from '@boneyard/engine';
import type { Field, FieldValue } from './fields.ts';

type Json = Record<string, unknown>;

export function getPath(rules: Rules, path: string): unknown {
  let node: unknown = rules;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Json)[key];
  }
  return node;
}

function clone(rules: Rules): Json {
  return structuredClone(rules) as unknown as Json;
}

/** Sets (or with `undefined`, deletes) one key; creates the objects on the way. */
function put(root: Json, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = root;
  for (const key of keys) {
    const next = node[key];
    if (next === null || typeof next !== 'object') node[key] = {};
    node = node[key] as Json;
  }
  if (value === undefined) delete node[last];
  else node[last] = value;
}

/** Empty objects under `agreements` mean nothing: drop them (and `agreements` itself if empty). */
function prune(node: Json, top = true): void {
  for (const [key, value] of Object.entries(node)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      prune(value as Json, false);
      if (Object.keys(value).length === 0 && (!top || key === 'agreements')) delete node[key];
    }
  }
}

/**
 * The rule set with `field` set to `value`; `null` means "unset" (null or removed, as the field
 * says). A field with an owner object creates it with its companions, and unsetting removes it.
 */
export function setField(rules: Rules, field: Field, value: FieldValue | null): Rules {
  const next = clone(rules);
  // An optional on/off agreement set to what its absence means is simply not agreed.
  if (field.kind === 'bool' && field.unset === 'absent' && value === (field.absentMeans ?? false))
    value = null;
  if (value === null) {
    if (field.owner?.unsetRemoves) put(next, field.owner.path, undefined);
    else put(next, field.path, field.unset === 'null' ? null : undefined);
  } else {
    if (field.owner && getPath(rules, field.owner.path) === undefined)
      for (const [path, companion] of Object.entries(field.owner.companions))
        put(next, path, companion);
    put(next, field.path, value);
  }
  prune(next);
  return next as unknown as Rules;
}

/** The value a field shows: null for unset, whether written as null or absent. */
export function fieldValue(rules: Rules, field: Field): FieldValue | null {
  const value = getPath(rules, field.path);
  return value === undefined || value === null ? null : (value as FieldValue);
}

/** The field takes its value from `base` again. */
export function resetField(rules: Rules, base: Rules, field: Field): Rules {
  // The whole object when the switch owns it, or when the base has no such object at all.
  const owner = field.owner;
  const path =
    owner && (owner.unsetRemoves || getPath(base, owner.path) === undefined)
      ? owner.path
      : field.path;
  const next = clone(rules);
  put(next, path, structuredClone(getPath(base, path)));
  prune(next);
  return next as unknown as Rules;
}

/** What a field's value does: an unset optional on/off agreement acts as its `absentMeans`. */
export function effective(field: Field, value: unknown): unknown {
  if (field.kind === 'bool' && field.unset === 'absent') return value ?? field.absentMeans ?? false;
  return value ?? null;
}

/** Whether two values of a field are the same agreement. */
export function sameValue(field: Field, a: unknown, b: unknown): boolean {
  return JSON.stringify(effective(field, a)) === JSON.stringify(effective(field, b));
}
