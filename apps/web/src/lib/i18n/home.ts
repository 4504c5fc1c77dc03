// "Your tables" on the home page, in both languages: loaded with that list alone (only on a
// device that sits at a table), not with the main catalogue every page loads.
import { format, type Lang } from './format.ts';

const en = {
  'home.myRooms': 'Your tables',
  'home.myRoom': 'Room {code} · {game}',
  'home.room.lobby': 'in the lobby',
  'home.room.playing': 'playing',
  'home.room.ended': 'match over',
};

export type HomeKey = keyof typeof en;

const ru: Record<HomeKey, string> = {
  'home.myRooms': 'Ваши столы',
  'home.myRoom': 'Стол {code} · {game}',
  'home.room.lobby': 'ждёт игроков',
  'home.room.playing': 'идёт игра',
  'home.room.ended': 'матч окончен',
};

export const HOME_TEXT: Record<Lang, Record<HomeKey, string>> = { en, ru };

export function homeText(
  lang: Lang,
  key: HomeKey,
  params: Record<string, string | number> = {},
): string {
  return format(HOME_TEXT[lang][key], params);
}
