// Runs once when the app starts, before any page. Zod's default probes `new Function('')` to decide
// whether to compile fast parsers; under the Content-Security-Policy (no 'unsafe-eval', see
// svelte.config.js) that probe is blocked and logged as a violation on every page. Jitless mode
// skips the probe and parses the same way without generated code.
import { z } from 'zod';

z.config({ jitless: true });
