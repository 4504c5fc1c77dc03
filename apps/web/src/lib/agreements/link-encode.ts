// Writing a rule set into a link: JSON, UTF-8, base64url, in the `rules` query parameter. Apart
// from the reading side (link.ts), which checks the set with the engine's schema and validator:
// a rule card's link only writes, so a table page does not load that checker.
import type { Rules } from '@boneyard/engine';

export const LINK_PARAM = 'rules';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function encodeRules(rules: Rules): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(rules)));
}

/** A link to `path` (e.g. /agreements) carrying the rule set. */
export function linkFor(origin: string, path: string, rules: Rules): string {
  return `${origin}${path}?${LINK_PARAM}=${encodeRules(rules)}`;
}
