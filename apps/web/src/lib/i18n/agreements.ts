// The agreements editor's words, in both languages: kept out of the main catalogue, which every
// page loads (the table's budget, `pnpm size`; a first visit's bytes, e2e first-load.test.ts),
// as /verify's are. The few the rules pages and the game's name use stay there.
import { format, type Lang } from './format.ts';

const en = {
  'agreements.title': 'Agreements',
  'agreements.intro':
    'Every table plays its own rules. Start from a game, change any switch, and play the set online, against bots or on this device.',
  'agreements.startFrom': 'Start from',
  'agreements.startButton': 'Start from this game',
  'agreements.startHint': 'Starting again throws away the changes below.',
  'agreements.players': 'Players',
  'agreements.changed': 'changed',
  'agreements.reset': 'Reset',
  'agreements.resetLabel': 'Reset “{label}” to {value}',
  'agreements.noEffect': 'No effect: {reason}',
  'agreements.clash': 'Contradiction: {reason}',
  'agreements.ok': 'The rules hold together.',
  'agreements.contradictions':
    '{count} {count|contradiction|contradictions}: this set cannot be saved or played until fixed.',
  'agreements.inertCount':
    '{count} {count|rule has|rules have} no effect in this game (greyed below).',
  'agreements.other': 'Not playable: {reason}',
  'agreements.unset': 'empty: off',
  'agreements.use': 'Save, share and play',
  'agreements.setName': 'Name of this set',
  'agreements.save': 'Save on this device',
  'agreements.savedAs': 'Saved as “{name}”.',
  'agreements.nameNeeded': 'Give the set a name first.',
  'agreements.share': 'Copy link to this set',
  'agreements.copied': 'Link copied.',
  'agreements.yourName': 'Your name',
  'agreements.fillBots': 'Bots fill the other seats',
  'agreements.botLevel': 'Bot level',
  'agreements.create': 'Create online room',
  'agreements.vsBots': 'Play against bots',
  'agreements.hotseat': 'Hot-seat on this device',
  'agreements.disabled': 'Fix the contradictions above first.',
  'agreements.savedSets': 'Saved on this device',
  'agreements.noSaved': 'No saved sets yet.',
  'agreements.open': 'Open',
  'agreements.delete': 'Delete',
  'agreements.deleteLabel': 'Delete “{name}”',
  'agreements.openLabel': 'Open “{name}” in the editor',
  'agreements.playLabel': 'Play “{name}” against bots',
  'agreements.badLink': 'This link does not hold a rule set that can be played: {reason}',
  'agreements.fromLink': 'Opened a rule set from a link.',
  'agreements.fromLinkNamed': 'Opened “{name}” from a link.',
  'agreements.cardChanged': 'Changed from the usual {game}:',
  'agreements.cardUsual': 'The usual {game}',
  'agreements.summary': 'The set',
};

export type AgreementsKey = keyof typeof en;

const ru: Record<AgreementsKey, string> = {
  'agreements.title': 'Договорённости',
  'agreements.intro':
    'Каждый стол играет по своим правилам. Начните с игры, поменяйте любой переключатель и играйте по этим правилам по сети, с ботами или на этом устройстве.',
  'agreements.startFrom': 'Начать с',
  'agreements.startButton': 'Начать с этой игры',
  'agreements.startHint': 'Начать заново — изменения ниже пропадут.',
  'agreements.players': 'Игроков',
  'agreements.changed': 'изменено',
  'agreements.reset': 'Сбросить',
  'agreements.resetLabel': 'Сбросить «{label}» на {value}',
  'agreements.noEffect': 'Не действует: {reason}',
  'agreements.clash': 'Противоречие: {reason}',
  'agreements.ok': 'Правила не противоречат друг другу.',
  'agreements.contradictions':
    'Противоречий: {count}. Пока их не исправить, набор нельзя сохранить и сыграть.',
  'agreements.inertCount': 'Правил без действия в этой игре: {count} (серые ниже).',
  'agreements.other': 'Так играть нельзя: {reason}',
  'agreements.unset': 'пусто: нет',
  'agreements.use': 'Сохранить, поделиться, сыграть',
  'agreements.setName': 'Название набора',
  'agreements.save': 'Сохранить на устройстве',
  'agreements.savedAs': 'Сохранено как «{name}».',
  'agreements.nameNeeded': 'Сначала назовите набор.',
  'agreements.share': 'Скопировать ссылку на набор',
  'agreements.copied': 'Ссылка скопирована.',
  'agreements.yourName': 'Ваше имя',
  'agreements.fillBots': 'Боты занимают остальные места',
  'agreements.botLevel': 'Уровень ботов',
  'agreements.create': 'Создать комнату',
  'agreements.vsBots': 'Играть с ботами',
  'agreements.hotseat': 'По очереди на одном устройстве',
  'agreements.disabled': 'Сначала исправьте противоречия выше.',
  'agreements.savedSets': 'Сохранено на устройстве',
  'agreements.noSaved': 'Сохранённых наборов пока нет.',
  'agreements.open': 'Открыть',
  'agreements.delete': 'Удалить',
  'agreements.deleteLabel': 'Удалить «{name}»',
  'agreements.openLabel': 'Открыть «{name}» в редакторе',
  'agreements.playLabel': 'Сыграть «{name}» с ботами',
  'agreements.badLink': 'По этой ссылке нет набора правил, по которому можно играть: {reason}',
  'agreements.fromLink': 'Набор правил открыт по ссылке.',
  'agreements.fromLinkNamed': 'Набор «{name}» открыт по ссылке.',
  'agreements.cardChanged': 'Отличия от обычной игры «{game}»:',
  'agreements.cardUsual': 'Обычная игра «{game}»',
  'agreements.summary': 'Набор',
};

export const AGREEMENTS_TEXT: Record<Lang, Record<AgreementsKey, string>> = { en, ru };

export function agreementsText(
  lang: Lang,
  key: AgreementsKey,
  params: Record<string, string | number> = {},
): string {
  return format(AGREEMENTS_TEXT[lang][key], params);
}
