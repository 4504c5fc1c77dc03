import { svelte } from '@sveltejs/vite-plugin-svelte';
import { mergeConfig } from 'vitest/config';
import { vitestConfig } from '../../vitest.shared.ts';

// Unit tests cover the plain TypeScript modules (layout, i18n, legal plays) and the rune classes
// in .svelte.ts files (compiled by the Svelte plugin: the announcer); the screens are exercised
// in a real browser by apps/e2e.
export default mergeConfig(vitestConfig('web'), { plugins: [svelte()] });
