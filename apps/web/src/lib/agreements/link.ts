// A rule set in a link: `?set=` (the preset, what differs from its default set, the set's name)
// or the older `?rules=` (the whole set). Opening a link parses the result with the engine's own
// schema, so a link can never smuggle in an unplayable set.
import { PRESET_IDS, type PresetId, type Rules } from '@boneyard/engine';
import { parseRules } from '@boneyard/protocol/rules';
import { ABSENT, LINK_PARAM, linkBase, SET_PARAM } from './link-encode.ts';

export { LINK_PARAM, SET_PARAM, encodeRules, encodeSet, linkFor, setQuery } from './link-encode.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const padded =
    text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

function jsonOf(encoded: string): unknown {
  const bytes = fromBase64Url(encoded);
  if (bytes === null) return undefined;
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

/** `base` with the differences `d` laid over it (the inverse of link-encode's `difference`). */
function patched(base: unknown, d: unknown): unknown {
  if (!isObject(d) || !isObject(base)) return d;
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(d)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (value === ABSENT) delete out[key];
    else out[key] = patched(base[key], value);
  }
  return out;
}

/** `name`: the set's name, when the link carries one (`?set=` links). */
export type Decoded = { ok: true; rules: Rules; name?: string } | { ok: false; message: string };

const NOT_A_LINK = { ok: false, message: 'not a rule-set link' } as const;

function checked(json: unknown, name?: string): Decoded {
  const parsed = parseRules(json);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  return name ? { ok: true, rules: parsed.value, name } : { ok: true, rules: parsed.value };
}

/** The rule set in an old `rules` parameter, checked by `RulesSchema` (contradictions included). */
export function decodeRules(encoded: string): Decoded {
  const json = jsonOf(encoded);
  return json === undefined ? NOT_A_LINK : checked(json);
}

/** The rule set and its name in a `set` parameter, checked as decodeRules checks. */
export function decodeSet(encoded: string): Decoded {
  const json = jsonOf(encoded);
  if (!isObject(json) || !PRESET_IDS.includes(json.p as PresetId)) return NOT_A_LINK;
  const base = linkBase(json.p as PresetId, json.c, json.t);
  if (!base) return NOT_A_LINK;
  const name = typeof json.n === 'string' ? json.n.slice(0, 40) : '';
  return checked(json.d === undefined ? base : patched(base, json.d), name);
}

/** Whichever rule-set parameter a page's query carries (null: none). */
export function decodeLink(params: URLSearchParams): Decoded | null {
  const set = params.get(SET_PARAM);
  if (set !== null) return decodeSet(set);
  const rules = params.get(LINK_PARAM);
  return rules === null ? null : decodeRules(rules);
}
