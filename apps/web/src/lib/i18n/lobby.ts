// The lobby's words (and /r/CODE's before a table shows), in both languages: kept out of the
// main catalogue, which every page loads (a first visit's bytes, e2e first-load.test.ts), as
// /verify's and the editor's are. The few the table's seat badges use stay there.
import { format, type Lang } from './format.ts';

const en = {
  'lobby.title': 'Room {code}',
  'lobby.code': 'Room code',
  'lobby.copy': 'Copy link',
  'lobby.copied': 'Link copied',
  'lobby.share': 'Share this link or code with your friends.',
  'lobby.seats': 'Seats',
  'lobby.free': 'Free seat',
  'lobby.host': 'host',
  'lobby.addBot': 'Add bot',
  'lobby.removeBot': 'Remove bot',
  'lobby.start': 'Start the match',
  'lobby.waitSeats': 'Waiting for every seat to be filled.',
  'lobby.hostPassed': 'The host is away, so you are the host now: you start the match.',
  'lobby.waitHost': 'Waiting for the host to start.',
  'lobby.standIn':
    'If someone drops out mid-match, a bot ({level}) plays for them until they are back.',
  'lobby.ready': 'The table is ready.',
  'lobby.notFound': 'No room with code {code} — check the code or ask for a new link.',
  'lobby.full': 'Room {code} is full. You can watch as a spectator.',
  'lobby.gone': 'Room {code} has ended.',
  'lobby.taken': 'That seat was just taken.',
  'lobby.watch': 'Watch',
  'lobby.setName': 'Your name at the table',
  'lobby.side': 'Side {side}',
  'lobby.removed': 'The host removed you from your seat. You can watch, or sit in a free seat.',
  'lobby.lost':
    'Room {code} no longer exists: the game server restarted and this game was lost with it (your code was right). Start a new room from the home page.',
  'lobby.nameNeeded': 'Type your name first: the others see it at the table.',
  'lobby.nameInvalid': 'This name cannot be used: {reason}.',
  'lobby.required': 'required',
};

export type LobbyKey = keyof typeof en;

const ru: Record<LobbyKey, string> = {
  'lobby.title': 'Стол {code}',
  'lobby.code': 'Код стола',
  'lobby.copy': 'Копировать ссылку',
  'lobby.copied': 'Ссылка скопирована',
  'lobby.share': 'Отправьте эту ссылку или код друзьям.',
  'lobby.seats': 'Места',
  'lobby.free': 'Свободно',
  'lobby.host': 'хозяин',
  'lobby.addBot': 'Посадить бота',
  'lobby.removeBot': 'Убрать бота',
  'lobby.start': 'Начать игру',
  'lobby.waitSeats': 'Ждём, пока займут все места.',
  'lobby.hostPassed': 'Хозяин стола отошёл, теперь хозяин — вы: начинать игру вам.',
  'lobby.waitHost': 'Ждём, пока хозяин начнёт.',
  'lobby.standIn':
    'Если кто-то выпадет посреди игры, за него сыграет бот ({level}), пока он не вернётся.',
  'lobby.ready': 'Стол готов.',
  'lobby.notFound': 'Стола с кодом {code} нет — проверьте код или попросите новую ссылку.',
  'lobby.full': 'Стол {code} заполнен. Можно смотреть как зритель.',
  'lobby.gone': 'Игра за столом {code} закончилась.',
  'lobby.taken': 'Это место только что заняли.',
  'lobby.watch': 'Смотреть',
  'lobby.setName': 'Ваше имя за столом',
  'lobby.side': 'Сторона {side}',
  'lobby.removed': 'Хозяин убрал вас с места. Можно смотреть или сесть на свободное место.',
  'lobby.lost':
    'Комнаты {code} больше нет: игровой сервер перезапустился, и эта игра пропала вместе с ним (код был верный). Создайте новую комнату на главной.',
  'lobby.nameNeeded': 'Сначала введите имя: его увидят за столом.',
  'lobby.nameInvalid': 'Такое имя нельзя: {reason}.',
  'lobby.required': 'обязательно',
};

export const LOBBY_TEXT: Record<Lang, Record<LobbyKey, string>> = { en, ru };

export function lobbyText(
  lang: Lang,
  key: LobbyKey,
  params: Record<string, string | number> = {},
): string {
  return format(LOBBY_TEXT[lang][key], params);
}
