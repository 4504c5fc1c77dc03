// The words of /verify in the language chosen now (re-rendered when it changes).
import { i18n } from './i18n.svelte.ts';
import { verifyText, type VerifyKey } from './verify.ts';

export function tv(key: VerifyKey, params: Record<string, string | number> = {}): string {
  return verifyText(i18n.lang, key, params);
}
