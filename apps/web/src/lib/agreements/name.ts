// The game's name as a table says it: the preset's name, or "custom: based on <preset>".
import type { Rules } from '@boneyard/engine';
import type { MessageKey } from '../i18n/en.ts';
import { isPresetSet } from './compare.ts';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function gameName(rules: Rules, t: Translate): string {
  const preset = t(`preset.${rules.preset}`);
  return isPresetSet(rules) ? preset : t('agreements.custom', { game: preset });
}
