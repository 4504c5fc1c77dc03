// Each game's one-line difference, in both languages: only the home page's game picker shows
// them, so they load with it and not with the main catalogue every page (the table too) loads.
import type { PresetId } from '@boneyard/engine';
import type { Lang } from './format.ts';

const en: Record<PresetId, string> = {
  draw: 'Stuck? Draw from the boneyard.',
  block: 'No boneyard: stuck means knock.',
  kozel: 'Four in two pairs; pips are penalties.',
  kozyol: 'Kozel for 2–4, pairs or each alone.',
  telephone: 'Ends adding to 5, 10… score; 2-3 leads.',
  'all-fives': 'Muggins: claim your fives or lose them.',
  osyol: 'A cross: four arms, two open later.',
  'kozyol-table': 'Kozel for 2–4; at 2–3 you draw from a boneyard.',
  semyorka: 'Ends adding to 7: go again; 12: draw two.',
  telefon: 'All four arms open off the first double.',
  trains: 'A train each and one for the table.',
};

const ru: Record<PresetId, string> = {
  draw: 'Нечем ходить — берите из базара.',
  block: 'Без базара: нечем ходить — стучите.',
  kozel: 'Четверо в двух парах; очки — штраф.',
  kozyol: 'Козёл на 2–4: парами или каждый за себя.',
  telephone: 'Концы в сумме 5, 10… — очки; заходит 2-3.',
  'all-fives': 'Маггинс: заявите свои пятёрки, не то заберут.',
  osyol: 'Крест: четыре конца, два открываются позже.',
  'kozyol-table': 'Козёл на 2–4; вдвоём и втроём — с базаром.',
  semyorka: 'Сумма концов 7 — ещё ход; 12 — следующий берёт две.',
  telefon: 'Все четыре конца сразу от первого дубля.',
  trains: 'У каждого свой поезд и один общий.',
};

export const GAME_TAGS: Record<Lang, Record<PresetId, string>> = { en, ru };
