// The active language as rune state: every component reads `i18n.t(...)`, so switching the
// language re-renders the whole app. The choice is remembered in localStorage.
import { en, type MessageKey } from './en.ts';
import { ru } from './ru.ts';
import { format, LANGS, type Lang } from './format.ts';

const STORAGE_KEY = 'boneyard:lang';
const catalogues: Record<Lang, Record<MessageKey, string>> = { en, ru };

function initialLang(): Lang {
  if (typeof localStorage === 'undefined') return 'en';
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved && (LANGS as readonly string[]).includes(saved)) return saved as Lang;
  return typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('ru')
    ? 'ru'
    : 'en';
}

class I18n {
  lang = $state<Lang>(initialLang());

  set(lang: Lang): void {
    this.lang = lang;
    localStorage.setItem(STORAGE_KEY, lang);
    document.documentElement.lang = lang;
  }

  t = (key: MessageKey, params: Record<string, string | number> = {}): string =>
    format(catalogues[this.lang][key] ?? key, params);
}

export const i18n = new I18n();
export const t = i18n.t;
export type { MessageKey, Lang };
