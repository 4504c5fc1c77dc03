// A single-page app: everything renders in the browser (the server only serves files and the API).
import { i18n } from '$lib/i18n/i18n.svelte.ts';

export const ssr = false;
export const prerender = false;

/** The first page waits for its language (Russian is fetched on demand), never English first. */
export async function load(): Promise<void> {
  await i18n.ready;
}
