// The active language as rune state: every component reads `i18n.t(...)`, so switching the
// language re-renders the whole app. The choice is remembered in localStorage.
//
// English is bundled; Russian is fetched only by a browser that shows it (about 6 kB brotli that
// an English page, the table's first load included, does not carry — README, "Served like a
// production site"). The root layout's load waits for the first language (`i18n.ready`), and
// `set` switches once the catalogue is there, so a page never shows a half-translated frame.
import { en, type MessageKey } from './en.ts';
import { format, LANGS, type Lang } from './format.ts';

const STORAGE_KEY = 'boneyard:lang';
type Catalogue = Record<MessageKey, string>;

function initialLang(): Lang {
  if (typeof localStorage === 'undefined') return 'en';
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved && (LANGS as readonly string[]).includes(saved)) return saved as Lang;
  return typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('ru')
    ? 'ru'
    : 'en';
}

const catalogues: Partial<Record<Lang, Catalogue>> = { en };

async function loadCatalogue(lang: Lang): Promise<Catalogue> {
  const known = catalogues[lang];
  if (known) return known;
  // Only 'ru' is not bundled; a failed fetch leaves the page in English rather than broken.
  const loaded = await import('./ru.ts').then(
    (m) => m.ru,
    () => en,
  );
  catalogues[lang] = loaded;
  return loaded;
}

class I18n {
  /** The language shown; changes only once its catalogue is loaded. */
  lang = $state<Lang>('en');
  /** Settles when the first language is ready (awaited by the root layout's load). */
  readonly ready: Promise<void>;

  constructor() {
    const wanted = initialLang();
    this.ready = wanted === 'en' ? Promise.resolve() : this.show(wanted);
  }

  private async show(lang: Lang): Promise<void> {
    await loadCatalogue(lang);
    this.lang = lang;
    if (typeof document !== 'undefined') document.documentElement.lang = lang;
  }

  set(lang: Lang): Promise<void> {
    localStorage.setItem(STORAGE_KEY, lang);
    return this.show(lang);
  }

  t = (key: MessageKey, params: Record<string, string | number> = {}): string =>
    format((catalogues[this.lang] ?? en)[key] ?? key, params);
}

export const i18n = new I18n();
export const t = i18n.t;
export type { MessageKey, Lang };
