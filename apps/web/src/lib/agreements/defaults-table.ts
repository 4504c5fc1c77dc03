// Each rules page (docs/rules/<preset>.md, and ru/) ends with its game's switches and their
// default values, named as the Agreements page names them. The section is written from the
// engine's preset by `pnpm exec tsx apps/web/scripts/rules-defaults.ts`, and
// test/rules-defaults.test.ts fails when a page and the engine disagree, so it stays accurate.
import { ALL_TILES, PRESETS, presetRules, type PresetId, type Rules } from '@boneyard/engine';
import { FIELDS, valueLabel, type Text } from './fields.ts';
import { effective, getPath } from './rules-path.ts';

export type Lang = 'en' | 'ru';

export const DEFAULTS_HEADING: Text = { en: '## Defaults', ru: '## Значения по умолчанию' };

export interface DefaultRow {
  readonly label: string;
  readonly value: string;
}

/** The preset's own rule set at its default table (the most players it allows). */
export function presetDefaults(preset: PresetId): Rules {
  const rules = presetRules(preset);
  if (!rules.ok) throw new Error(`${preset}: ${rules.message}`);
  return rules.value;
}

/** Every switch the preset's set writes (an agreement it leaves unset is not its switch). */
export function defaultRows(preset: PresetId, lang: Lang): readonly DefaultRow[] {
  const rules = presetDefaults(preset);
  // A boneyard that is on but gets no tile (Telephone at four) is said to be empty.
  const emptyPile = rules.boneyard && rules.tilesEach * rules.players >= ALL_TILES.length;
  const empty: Text = { en: ' (empty: every tile is dealt)', ru: ' (пустой: розданы все кости)' };
  return FIELDS.filter((field) => getPath(rules, field.path) !== undefined).map((field) => ({
    label: field.label[lang],
    value:
      valueLabel(field, effective(field, getPath(rules, field.path)), lang) +
      (field.path === 'boneyard' && emptyPile ? empty[lang] : ''),
  }));
}

function intro(preset: PresetId, players: number, lang: Lang): string {
  const fewer = PRESETS[preset].players.length > 1;
  if (lang === 'ru') {
    const note = fewer ? ' С меньшим числом игроков часть значений другая (см. «Раздача»).' : '';
    return `Каждый переключатель этой игры и его значение по умолчанию (за столом на ${players}), как их называет страница [Договорённости](/agreements); там же их можно поменять. Переключателей, которых нет в списке, игра не задаёт: действуют её правила выше.${note}`;
  }
  const note = fewer ? ' With fewer players some values differ (see Setup).' : '';
  return `Every switch this game sets, with its default value (at a table of ${players}), named as on the [Agreements](/agreements) page, where you can change them. Switches not listed are not set by this game: its rules above apply.${note}`;
}

/** The whole section, heading to last row, as the page carries it. */
export function defaultsMarkdown(preset: PresetId, lang: Lang): string {
  const header = lang === 'ru' ? '| Переключатель | По умолчанию |' : '| Switch | Default |';
  const rows = defaultRows(preset, lang).map((row) => `| ${row.label} | ${row.value} |`);
  const players = presetDefaults(preset).players;
  return [
    DEFAULTS_HEADING[lang],
    '',
    intro(preset, players, lang),
    '',
    header,
    '|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** The section as it stands in a page's text, or null when the page has none. */
export function defaultsSectionOf(doc: string, lang: Lang): string | null {
  const start = doc.indexOf(`\n${DEFAULTS_HEADING[lang]}\n`);
  if (start < 0) return null;
  const next = doc.indexOf('\n## ', start + 1);
  return doc.slice(start + 1, next < 0 ? undefined : next + 1);
}

/** The page's text with its defaults section written (replacing an old one, else at the end). */
export function withDefaults(doc: string, preset: PresetId, lang: Lang): string {
  const section = defaultsMarkdown(preset, lang);
  const old = defaultsSectionOf(doc, lang);
  if (old !== null) return doc.replace(old, section);
  return `${doc.trimEnd()}\n\n${section}`;
}
