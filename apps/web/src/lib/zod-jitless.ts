// Zod's default probes `new Function('')` to decide whether to compile fast parsers; under the
// Content-Security-Policy (no 'unsafe-eval', see svelte.config.js) that probe is blocked and logged
// as a violation. Jitless mode skips the probe and parses the same way without generated code.
//
// Zod decides at schema construction (module evaluation), so this must run before any module that
// builds a schema: it is the first import of the modules that bring zod into a page
// (lib/protocol-parts.ts, routes/verify/+page.svelte), rather than in hooks.client.ts: that runs on
// every page, and a bot table, which parses nothing, should not load any of zod (README, "Served
// like a production site"). `config` comes from zod's core, a few lines.
import { config } from 'zod/v4/core';

config({ jitless: true });
