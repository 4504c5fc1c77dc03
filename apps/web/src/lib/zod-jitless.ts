// Zod's default probes `new Function('')` to decide whether to compile fast parsers; under the
// Content-Security-Policy (no 'unsafe-eval', see svelte.config.js) that probe is blocked and logged
// as a violation. Jitless mode skips the probe and parses the same way without generated code.
//
// Imported for its effect by the modules that bring zod schemas into the page (lib/protocol-parts.ts,
// lib/fair/verify.ts), before anything can parse, rather than from hooks.client.ts: that runs on
// every page, and a bot table, which parses nothing, should not load any of zod (README, "Served
// like a production site"). `config` comes from zod's core, a few lines.
import { config } from 'zod/v4/core';

config({ jitless: true });
