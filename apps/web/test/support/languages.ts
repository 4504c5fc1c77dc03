// For tests that switch the page's language: i18n.set remembers the choice in localStorage, which
// Node lacks, so the file gets an in-memory one; English is shown again when the file is done.
import { afterAll, beforeAll, vi } from 'vitest';
import { i18n } from '../../src/lib/i18n/i18n.svelte.ts';

export function switchingLanguages(): void {
  beforeAll(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    });
  });
  afterAll(async () => {
    await i18n.set('en');
    vi.unstubAllGlobals();
  });
}
