// zod's English messages, as `zod` sets them when it loads: the zod/mini schemas (rules.ts,
// room-info.ts) import this for its effect, so their refusals read the same whether or not
// anything loaded `zod` (a browser page that checks a rule set loads only zod/mini). The one
// module of the package with a side effect (package.json "sideEffects").
import { config, core } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

if (!core.globalConfig.localeError) config(en());
