import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vite';

const server = process.env.BONEYARD_SERVER ?? 'http://localhost:3000';

/**
 * What every page runs before anything else: Svelte's runtime, SvelteKit's client, Vite's preload
 * helper and the English catalogue. Left to automatic splitting they come as seven or eight
 * files, most under 1 kB; each file costs a request (about 330 bytes of headers and, on a phone,
 * a round trip), so they go out as one.
 */
const EVERY_PAGE = [
  /node_modules[\\/]svelte[\\/]src[\\/](internal|index-client|legacy|store|version)/,
  /node_modules[\\/]@sveltejs[\\/]kit[\\/]src[\\/](runtime|utils)[\\/]/,
  /vite[\\/]preload-helper/,
  /src[\\/]lib[\\/]i18n[\\/](en|format|i18n\.svelte|boards)\.ts$/,
];

/**
 * Small modules the home page, the tables and the lobby all load (the preset table, the rule
 * card, tiles, storage and HTTP helpers). Apart they were ten requests of 0.4–1.7 kB each, which
 * a phone fetched in three waves of round trips (six connections) before the home form showed.
 */
const SHARED = [
  /packages[\\/]engine[\\/]src[\\/](types|types-rules|presets)\.ts$/,
  /src[\\/]lib[\\/](protocol|RuleCard\.svelte|i18n[\\/]boards\.svelte)\.ts$/,
  /src[\\/]lib[\\/]RuleCard\.svelte$/,
  /src[\\/]lib[\\/]tiles[\\/]Tile\.svelte$/,
  /src[\\/]lib[\\/]game[\\/]local-config\.ts$/,
  /src[\\/]lib[\\/]online[\\/](storage|api|name-limit)\.ts$/,
  /src[\\/]lib[\\/]NameLimit\.svelte$/,
  /src[\\/]lib[\\/]agreements[\\/](preset-sets|name\.svelte)\.ts$/,
  // Tiles and boards (both tables), the refusal texts (home and the online table) and the bot
  // table's player names (home and the local table): four more files of 0.2–1.7 kB otherwise.
  /packages[\\/]engine[\\/]src[\\/](tiles|board|board-hub|board-trains|board-count)\.ts$/,
  /src[\\/]lib[\\/]online[\\/]refusals\.ts$/,
  /src[\\/]lib[\\/]game[\\/]HotseatNames\.svelte$/,
];

/**
 * What the bot table and /replay both draw and replay with: the line board and the engine's play.
 * Left to automatic splitting, /replay sharing them cut them out of the table's files into four
 * more (2.4 kB more on the table's first load, e2e first-load.test.ts); together they are one.
 */
const TABLE_AND_REPLAY = [
  /src[\\/]lib[\\/]table[\\/](Board\.svelte|ClosedMark\.svelte|EndsCount\.svelte|line-ends\.ts|layout\.ts)$/,
  /packages[\\/]engine[\\/]src[\\/](sides|caps|doubles|semyorka|muggins|ceremonies|scoring|hand-end|play|match|deal-attempts|view|opening|recording)\.ts$/,
  /packages[\\/]engine[\\/]src[\\/]random\.ts$/,
  /packages[\\/]protocol[\\/]src[\\/]record[\\/]deal\.ts$/,
];

export default defineConfig({
  plugins: [sveltekit()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', test: (id: string) => EVERY_PAGE.some((pattern) => pattern.test(id)) },
            { name: 'shared', test: (id: string) => SHARED.some((pattern) => pattern.test(id)) },
            {
              name: 'table',
              test: (id: string) => TABLE_AND_REPLAY.some((pattern) => pattern.test(id)),
            },
          ],
        },
      },
    },
  },
  server: {
    // docs/rules/*.md live at the repository root and are imported with ?raw.
    fs: { allow: ['../..'] },
    // Host passes through unchanged (no changeOrigin, which the string shorthand would turn on): the
    // server takes requests from its own pages only, judged by Origin against Host (apps/server
    // src/net/origin.ts), and here the page's origin is this dev server's.
    proxy: {
      '/api': { target: server },
      '/socket.io': { target: server, ws: true },
    },
  },
});
