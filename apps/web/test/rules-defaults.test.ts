// Every rules page shows each switch of its game beside its default (issue 47), and the values
// are the engine's: the section in docs/rules/<preset>.md (and ru/) must be exactly what the
// engine's preset gives now. After changing a preset: pnpm exec tsx apps/web/scripts/rules-defaults.ts
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PRESET_IDS, type PresetId } from '@boneyard/engine';
import { describe, expect, it } from 'vitest';
import {
  defaultRows,
  defaultsMarkdown,
  defaultsSectionOf,
  type Lang,
} from '../src/lib/agreements/defaults-table.ts';
import { renderMarkdown } from '../src/lib/markdown.ts';

const RULES = resolve(import.meta.dirname, '../../../docs/rules');
const page = (preset: PresetId, lang: Lang) =>
  readFileSync(join(RULES, lang === 'en' ? '' : lang, `${preset}.md`), 'utf8');

describe('each rules page lists its switches with the engine’s defaults', () => {
  const pages = (['en', 'ru'] as const).flatMap((lang) =>
    PRESET_IDS.map((preset) => [lang, preset] as const),
  );
  it.each(pages)('%s %s', (lang, preset) => {
    expect(existsSync(join(RULES, lang === 'en' ? '' : lang, `${preset}.md`))).toBe(true);
    expect(defaultsSectionOf(page(preset, lang), lang)).toBe(defaultsMarkdown(preset, lang));
  });
});

describe('the rows say what the preset sets', () => {
  const row = (preset: PresetId, lang: Lang, label: string) =>
    defaultRows(preset, lang).find((r) => r.label === label)?.value;

  it('names values in each language', () => {
    expect(row('osyol', 'en', 'Tiles before the cross opens')).toBe('1');
    expect(row('kozel', 'en', 'Minimum to start recording')).toBe('13');
    expect(row('kozel', 'en', 'Target score')).toBe('101');
    expect(row('all-fives', 'en', 'Claim window (ms)')).toBe('10000');
    expect(row('telephone', 'ru', 'Счёт матча')).toBe('121');
    expect(row('semyorka', 'en', 'Extra turn when the ends add up to')).toBe('7');
    expect(row('semyorka', 'en', 'Draw two when the ends add up to')).toBe('12');
  });

  it('leaves out agreements a preset does not set, and says when a boneyard gets no tile', () => {
    expect(row('kozel', 'en', 'Muggins')).toBeUndefined();
    expect(row('osyol', 'en', 'Who opens')).toBeUndefined();
    expect(row('kozyol-table', 'en', 'Who opens')).toBe('the lowest double (0:0 up)');
    expect(row('telephone', 'en', 'Boneyard')).toBe('yes (empty: every tile is dealt)');
  });

  it('renders as a table linking to the Agreements page', () => {
    const html = renderMarkdown(defaultsMarkdown('osyol', 'en'));
    expect(html).toContain('<a href="/agreements">Agreements</a>');
    expect(html).toContain('<td>Tiles before the cross opens</td><td>1</td>');
  });
});

describe('no rules page sends players to a command-line tool', () => {
  it.each(PRESET_IDS)('%s', (preset) => {
    for (const lang of ['en', 'ru'] as const)
      expect(page(preset, lang)).not.toMatch(/pnpm|--rules/);
  });
});
