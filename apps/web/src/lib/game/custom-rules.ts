// The protocol's schema check of a custom rule set handed to /play (a session entry is not
// trusted), the server's own RulesSchema in zod/mini. It brings zod and the validator, so /play
// loads this module only for a custom game: a preset game's first load stays without them
// (README, "Served like a production site").
import { parseRules } from '@boneyard/protocol/rules';
import type { LocalConfig } from './local-config.ts';

/** The set-up with its custom set as the schema returns it, or null when the set does not hold. */
export function checkedCustom(config: LocalConfig): LocalConfig | null {
  if (config.custom === undefined) return config;
  const parsed = parseRules(config.custom);
  return parsed.ok ? { ...config, custom: parsed.value } : null;
}
