// Writes the "Defaults" section of every rules page (docs/rules/<preset>.md and ru/) from the
// engine's presets. Run from the repository root after changing a preset or a switch's words:
//   pnpm exec tsx apps/web/scripts/rules-defaults.ts
// test/rules-defaults.test.ts fails until the pages and the engine agree again.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PRESET_IDS } from '@boneyard/engine';
import { withDefaults, type Lang } from '../src/lib/agreements/defaults-table.ts';

const RULES = resolve(import.meta.dirname, '../../../docs/rules');

for (const lang of ['en', 'ru'] as const satisfies readonly Lang[]) {
  for (const preset of PRESET_IDS) {
    const file = join(RULES, lang === 'en' ? '' : lang, `${preset}.md`);
    if (!existsSync(file)) continue;
    const before = readFileSync(file, 'utf8');
    const after = withDefaults(before, preset, lang);
    if (after !== before) {
      writeFileSync(file, after);
      console.log(`wrote ${file}`);
    }
  }
}
