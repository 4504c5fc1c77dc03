// A rule set in a link: JSON, UTF-8, base64url, in the `rules` query parameter. Opening a link
// parses it with the engine's own schema, so a link can never smuggle in an unplayable set.
import { parseRules, type Rules } from '@boneyard/engine';

export { LINK_PARAM, encodeRules, linkFor } from './link-encode.ts';

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export type Decoded = { ok: true; rules: Rules } | { ok: false; message: string };

/** The rule set in an encoded parameter, checked by `RulesSchema` (contradictions included). */
export function decodeRules(encoded: string): Decoded {
  const bytes = fromBase64Url(encoded);
  if (bytes === null) return { ok: false, message: 'not a rule-set link' };
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, message: 'not a rule-set link' };
  }
  const parsed = parseRules(json);
  return parsed.ok ? { ok: true, rules: parsed.value } : { ok: false, message: parsed.message };
}
