// The words for each choice of a switch, keyed `path:value` (or `*:value` for a word shared by
// several switches). A value with no row here shows as the engine writes it, so a new engine
// choice is usable before anyone names it.
import type { Text } from './text.ts';

export const OPTION_LABELS: Readonly<Record<string, Text>> = {
  'teams:none': { en: 'every player for themselves', ru: 'каждый сам за себя' },
  'teams:pairs': { en: 'two pairs', ru: 'две пары' },
  // Openings (the agreement, its fallback, and the presets' own lead rules share words)
  '*:lowest-double': { en: 'the lowest double (0:0 up)', ru: 'младший дубль (от 0:0)' },
  '*:highest-double': { en: 'the highest double', ru: 'старший дубль' },
  '*:named-double': { en: 'a named double', ru: 'названный дубль' },
  '*:heaviest-tile': { en: 'the heaviest tile', ru: 'самая тяжёлая кость' },
  '*:any-tile': { en: 'any tile, in turn', ru: 'любая кость, по очереди' },
  '*:previous-winner': { en: 'the previous round’s winner', ru: 'победитель прошлого кона' },
  '*:weekday': { en: 'a rotation by the day of the week', ru: 'по дню недели' },
  'firstLead:one-one': { en: '1:1', ru: '1:1' },
  'firstLead:one-one-else-lowest-double': {
    en: '1:1, else the lowest double',
    ru: '1:1, иначе младший дубль',
  },
  'firstLead:two-three': { en: '2:3, else the lowest double', ru: '2:3, иначе младший дубль' },
  'laterLead:hand-winner': { en: 'the previous round’s winner', ru: 'победитель прошлого кона' },
  'laterLead:last-player': { en: 'who played the last tile', ru: 'кто выложил последнюю кость' },
  'laterLead:rotate': { en: 'the next player in turn', ru: 'следующий по кругу' },
  'laterLead:first-lead-rule': { en: 'the same as the first round', ru: 'как в первом коне' },
  'drawing:none': { en: 'no drawing: pass', ru: 'не брать: пропуск' },
  'drawing:until-playable': { en: 'draw from the boneyard', ru: 'брать из базара' },
  'agreements.cannotGo:draw-until-playable': {
    en: 'draw until you can play',
    ru: 'брать, пока не найдётся ход',
  },
  'agreements.cannotGo:draw-one-then-pass': {
    en: 'draw one tile, then pass',
    ru: 'взять одну и пропустить',
  },
  'agreements.cannotGo:draw-voluntary': {
    en: 'drawing is up to the player',
    ru: 'брать — по желанию',
  },
  'agreements.blockedRound:counts': { en: 'counts', ru: 'считается' },
  'agreements.blockedRound:redeal': { en: 'thrown away and dealt again', ru: 'пересдаётся' },
  'handScoring:winner-takes-pips': {
    en: 'the winner collects the others’ pips',
    ru: 'победитель забирает очки соперников',
  },
  'handScoring:losers-write-count': {
    en: 'the losing pair writes its count (Kozel)',
    ru: 'проигравшая пара пишет свои очки (Козёл)',
  },
  'handScoring:losers-write-own': {
    en: 'losers take their own pips; fish: fewest pips collects',
    ru: 'проигравшие пишут свои очки; рыба: у кого меньше, тот забирает',
  },
  'handScoring:winner-takes-pips-rounded': {
    en: 'the winner collects, rounded to 5',
    ru: 'победитель забирает, округлённо до 5',
  },
  'agreements.recording:losers-own': {
    en: 'losers take their own pips',
    ru: 'проигравшие пишут свои очки',
  },
  'agreements.recording:worst-hand': {
    en: 'only the worst hand records',
    ru: 'пишет только худшая рука',
  },
  'agreements.recording:leader-collects': {
    en: 'the leader (the round’s winner) collects',
    ru: 'лидер (победитель кона) забирает',
  },
  'agreements.recording:free-ends-fives': {
    en: 'free ends in multiples of five',
    ru: 'свободные концы, кратные пяти',
  },
  'agreements.recording:tile-pips': { en: 'pips of the tile played', ru: 'очки выложенной кости' },
  'agreements.blockedScoring:fewest-collects': {
    en: 'fewest pips collects',
    ru: 'у кого меньше, тот забирает',
  },
  'agreements.blockedScoring:difference': { en: 'the difference', ru: 'разница' },
  'agreements.blockedScoring:total-to-loser': {
    en: 'the whole total to the loser',
    ru: 'всё проигравшему',
  },
  'playScoring:none': { en: 'none', ru: 'нет' },
  'playScoring:fives': { en: 'ends in multiples of five', ru: 'концы, кратные пяти' },
  'playScoring:fives-lead-five-five': {
    en: 'multiples of five (lead scores only as 5:5)',
    ru: 'кратные пяти (заход — только 5:5)',
  },
  'muggins.mode:lenient': { en: 'lenient (scored automatically)', ru: 'мягко (очки сами)' },
  'muggins.mode:strict': { en: 'strict (claim in time)', ru: 'строго (заявить вовремя)' },
  'muggins.mode:stealing': {
    en: 'stealing (others may claim)',
    ru: 'с кражей (могут заявить другие)',
  },
  'target.reaching:wins': { en: 'wins', ru: 'выигрывает' },
  'target.reaching:loses': { en: 'loses (the goat)', ru: 'проигрывает (козёл)' },
  'board:line': { en: 'one line', ru: 'одна линия' },
  'board:spinner': { en: 'spinner', ru: 'спиннер' },
  'board:cross': { en: 'cross (Osyol)', ru: 'крест (Осёл)' },
  'board:house': { en: 'house', ru: 'домик' },
  'board:trains': { en: 'trains', ru: 'поезда' },
};
