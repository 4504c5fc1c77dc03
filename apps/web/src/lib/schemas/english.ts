// zod's English messages, as `zod` gives them by default, for the zod/mini schemas (./zod.ts):
// imported for its effect by every module whose refusals are shown or passed on, so they read
// the same as the server's.
import { config, core } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

if (!core.globalConfig.localeError) config(en());
