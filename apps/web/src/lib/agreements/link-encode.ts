// Writing a rule set into a link. A set is sent as its preset and only what differs from that
// preset's default set, with the set's name: `?set=` + base64url(JSON {p, d, n}). The whole set
// as JSON (the old `?rules=` links, still read by link.ts) made ~600-character links that lost
// the set's name (issue 47). Apart from the reading side (link.ts), which checks the set with the
// engine's schema and validator: a rule card's link only writes, so a table page does not load
// that checker.
import { presetRules, type Rules } from '@boneyard/engine';

/** The old parameter: the whole set as JSON. Still read, no longer written. */
export const LINK_PARAM = 'rules';
/** The compact parameter: preset, differences, name. */
export const SET_PARAM = 'set';
/** In a difference: "this key is absent here" (no rule value is this string). */
export const ABSENT = '~';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The whole set as JSON: the old `?rules=` form (read by link.ts; kept for links already out). */
export function encodeRules(rules: Rules): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(rules)));
}

/** What `next` changes in `base`, key by key (nested objects recursively); undefined: nothing. */
export function difference(base: unknown, next: unknown): unknown {
  if (isObject(base) && isObject(next)) {
    const out: Json = {};
    for (const key of new Set([...Object.keys(base), ...Object.keys(next)])) {
      if (!(key in next)) out[key] = ABSENT;
      else if (!(key in base)) out[key] = next[key];
      else {
        const d = difference(base[key], next[key]);
        if (d !== undefined) out[key] = d;
      }
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return JSON.stringify(base) === JSON.stringify(next) ? undefined : next;
}

/**
 * The preset's own set for this many players, in pairs or not (else its plain default): what a
 * link's differences are taken from, so the size of the table alone changes nothing else.
 */
export function linkBase(
  preset: Rules['preset'],
  players?: unknown,
  pairs?: unknown,
): Rules | null {
  const sized =
    typeof players === 'number' ? presetRules(preset, { players, pairs: pairs === 1 }) : null;
  if (sized?.ok) return sized.value;
  const plain = presetRules(preset);
  return plain.ok ? plain.value : null;
}

export function encodeSet(rules: Rules, name = ''): string {
  const pairs = rules.teams === 'pairs' ? 1 : 0;
  const d = difference(linkBase(rules.preset, rules.players, pairs), rules);
  const payload = {
    p: rules.preset,
    c: rules.players,
    t: pairs,
    ...(d === undefined ? {} : { d }),
    ...(name.trim() ? { n: name.trim() } : {}),
  };
  return toBase64Url(new TextEncoder().encode(JSON.stringify(payload)));
}

/** The query (without "?") that carries a set and its name. */
export function setQuery(rules: Rules, name = ''): string {
  return `${SET_PARAM}=${encodeSet(rules, name)}`;
}

/** A link to `path` (e.g. /agreements) carrying the rule set and its name. */
export function linkFor(origin: string, path: string, rules: Rules, name = ''): string {
  return `${origin}${path}?${setQuery(rules, name)}`;
}
