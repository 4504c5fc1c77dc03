// A log line in the language shown now: the seat's name as it reads now (a default name such as
// "Bot 2" follows the language), end ids ("left") and arms ("up", "Anna's train") translated.
// Lines are stored as data (game/log.ts), so a language switch re-renders old lines too.
import type { LogEntry } from '../game/log.ts';
import { ontoArmIn } from '../i18n/boards.ts';
import type { MessageKey } from '../i18n/en.ts';
import type { Lang } from '../i18n/format.ts';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function logText(
  t: Translate,
  entry: LogEntry,
  names: readonly string[],
  lang: Lang,
  /** The seat at the bottom of the screen: its train is "your train". */
  me: number | null = null,
): string {
  const params: Record<string, string | number> = { ...entry.params };
  if (entry.seat !== undefined) params.name = names[entry.seat] ?? `#${entry.seat + 1}`;
  if (entry.endParam) params.end = t(`end.${entry.endParam}`);
  if (entry.onto) params.onto = ontoArmIn(lang, entry.onto, names, me);
  return t(entry.key, params);
}
