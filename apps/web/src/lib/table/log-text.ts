// A log line in the current language (end ids such as "left" are translated when shown).
import type { LogEntry } from '../game/log.ts';
import type { MessageKey } from '../i18n/en.ts';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function logText(t: Translate, entry: LogEntry): string {
  const params = entry.endParam
    ? { ...entry.params, end: t(`end.${entry.endParam}`) }
    : entry.params;
  return t(entry.key, params);
}
