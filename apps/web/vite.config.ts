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
  /packages[\\/]engine[\\/]src[\\/](types|types-rules|types-state|types-play|types-view|presets)\.ts$/,
  /src[\\/]lib[\\/](RuleCard\.svelte|i18n[\\/]boards\.svelte)\.ts$/,
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
 * The engine's opening, recording and shuffle: the rules validator (rules page, verify, a custom
 * set at the table) and the engine's play both need them. In the play's group they made the rules
 * page load the whole group (15 kB gzipped it never runs); apart, they are one small file.
 */
const ENGINE_BASE = [/packages[\\/]engine[\\/]src[\\/](opening|recording|random)\.ts$/];

/**
 * The line board both tables and /replay draw. Apart from the engine's play: the online table
 * draws the board but never plays a move itself (the server does), so it does not load the play.
 */
const BOARD = [
  /src[\\/]lib[\\/]table[\\/](Board\.svelte|ClosedMark\.svelte|EndsCount\.svelte|line-ends\.ts|layout\.ts|slide\.ts)$/,
];

/**
 * What the bot table and /replay both play with: the engine's play. Left to automatic splitting,
 * /replay sharing it cut it out of the table's files into more (2.4 kB more on the table's first
 * load, e2e first-load.test.ts); together it is one. With the deal (protocol record/deal.ts, the
 * fair package's deal and its hashes): the bot table deals, /replay and /verify deal again.
 */
const ENGINE_PLAY = [
  /packages[\\/]engine[\\/]src[\\/](sides|caps|doubles|semyorka|muggins|ceremonies|scoring|hand-end|play|turn-flow|match|deal-attempts|view)\.ts$/,
  /packages[\\/]protocol[\\/]src[\\/]record[\\/]deal\.ts$/,
  /packages[\\/]fair[\\/]src[\\/](deal|algorithm|tiles)\.ts$/,
];

/**
 * What both tables keep of a fair deal: the fair package's bytes helpers (the online table checks
 * its seeds with them), the seeds this browser remembers and the match record's builder. Apart
 * they were three files of 0.5–1.5 kB on the bot table's first load; out of the play's group
 * (which would take the helpers in as a dependency) since the online table deals nothing itself.
 */
const FAIR_KEEPING = [
  /packages[\\/]fair[\\/]src[\\/](bytes|result)\.ts$/,
  /node_modules[\\/]@noble[\\/]hashes[\\/]utils\.js$/,
  /src[\\/]lib[\\/]fair[\\/]memory\.ts$/,
  /packages[\\/]protocol[\\/]src[\\/]record[\\/](build|format)\.ts$/,
];

/** One codeSplitting group: every module one of `patterns` matches, and what it imports. */
const group = (name: string, patterns: RegExp[]) => ({
  name,
  test: (id: string) => patterns.some((pattern) => pattern.test(id)),
});

export default defineConfig({
  plugins: [sveltekit()],
  build: {
    rolldownOptions: {
      // zod's builders (`z.object(…)`, `z.string().regex(…)`, …) have no side effects: a schema no
      // page uses is left out with the module's other unused code. Without this the bundler keeps
      // every schema of a module it takes a constant or a function from, and zod with them.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            group('app', EVERY_PAGE),
            group('shared', SHARED),
            group('engine-base', ENGINE_BASE),
            group('board', BOARD),
            group('fair', FAIR_KEEPING),
            group('play', ENGINE_PLAY),
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
