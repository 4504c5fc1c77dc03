// The words of /verify, in both languages: kept out of the main catalogue, which every page
// loads (the table's budget, `pnpm size`), as the boards' and the home page's words are. The two
// seat labels /verify shares with the record's seats stay there (fair/seat-label.ts).
import { format, type Lang } from './format.ts';

const en = {
  'verify.title': 'Verify a deal',
  'verify.intro':
    'Everything here is recomputed in your browser from the record: nothing is taken on trust from the server.',
  'verify.paste': 'Paste a match or hand record (JSON)',
  'verify.upload': 'Or upload a record file',
  'verify.chooseFile': 'Choose a file…',
  'verify.run': 'Verify',
  'verify.loaded': 'Record of room {room}, {hands} {hands|hand|hands}',
  'verify.badJson': 'This is not valid JSON.',
  'verify.badRecord': 'This is not a Boneyard match record: {error}',
  'verify.allGood': 'Every check passed.',
  'verify.someBad': 'A check failed — see below.',
  'verify.handN': 'Hand {number}',
  'verify.check.commitment': 'Commitment matches the server seed',
  'verify.check.commitment.why':
    'SHA-256 of the revealed server seed equals the commitment shown before the deal.',
  'verify.check.clientSeed': 'Your client seed is the one your browser sent',
  'verify.check.clientSeed.why':
    'The seed in the record for your seat equals the seed this browser generated.',
  'verify.check.clientSeed.unknown':
    'This browser did not play this hand, so it cannot compare its seed.',
  'verify.check.deal': 'The deal follows from the seeds',
  'verify.check.deal.why':
    'Shuffling with boneyard/deal/v1 gives exactly the tiles the record says were dealt.',
  'verify.check.yourTiles': 'You were dealt exactly these tiles',
  'verify.check.yourTiles.why':
    'The recomputed hand for your seat equals the tiles this browser saw.',
  'verify.check.draws': 'Every draw came from the boneyard in order',
  'verify.check.draws.why':
    'Each drawn tile is the next one at the front of the recomputed boneyard.',
  'verify.check.play': 'Every move was legal and every score right',
  'verify.check.play.why': 'The rules engine replays the whole match from the record.',
  'verify.check.commitment.failed':
    'Changed: the server seed revealed after the hand does not hash to the commitment shown before the deal, so the seed (or this record) was changed after dealing.',
  'verify.check.clientSeed.failed':
    'Changed: the record holds another seed for your seat than the one this browser sent, so your seed was replaced on its way or the record was edited.',
  'verify.check.deal.failed':
    'Changed: shuffling with the recorded seeds gives other hands than the ones the record says were dealt.',
  'verify.check.yourTiles.failed':
    'Changed: the seeds give your seat other tiles than the ones this browser was dealt.',
  'verify.check.draws.failed':
    'Changed: a drawn tile is not the next one at the front of the recomputed boneyard.',
  'verify.check.play.failed': 'Replaying the record meets an illegal move or a wrong score.',
  'verify.skipped': 'not applicable',
  'verify.recomputed': 'Recomputed deal',
  'verify.boneyard': 'Boneyard',
  'verify.raw': 'Raw values',
  'verify.serverSeed': 'Server seed',
  'verify.clientSeeds': 'Client seeds',
  'verify.commitment': 'Commitment',
  'verify.attempt': 'Attempt',
  'verify.none': '(none)',
  'verify.bots.title': 'Bots played honestly',
  'verify.bots.running': 'Re-deriving every bot move… hand {done} of {total}',
  'verify.bots.none': 'No bots played in this match.',
  'verify.bots.pass':
    'All {moves} bot {moves|move is|moves are} exactly what the published bots choose from their own seat.',
  'verify.bots.fail': 'Not every bot move checks out:',
  'verify.bots.skipped': 'Not checked: the record itself fails a check above.',
  'verify.bots.why':
    'Each bot move is recomputed from what that seat could see and dice drawn from the revealed server seed (boneyard/bot/v1): a bot that peeked at your tiles would not match.',
};

export type VerifyKey = keyof typeof en;

const ru: Record<VerifyKey, string> = {
  'verify.title': 'Проверка раздачи',
  'verify.intro':
    'Всё пересчитывается в вашем браузере по записи: серверу ничего не приходится доверять.',
  'verify.paste': 'Вставьте запись партии или игры (JSON)',
  'verify.upload': 'Или загрузите файл записи',
  'verify.chooseFile': 'Выбрать файл…',
  'verify.run': 'Проверить',
  'verify.loaded': 'Запись стола {room}, партий: {hands}',
  'verify.badJson': 'Это не JSON.',
  'verify.badRecord': 'Это не запись Boneyard: {error}',
  'verify.allGood': 'Все проверки пройдены.',
  'verify.someBad': 'Проверка не пройдена — см. ниже.',
  'verify.handN': 'Партия {number}',
  'verify.check.commitment': 'Обязательство совпадает с зерном сервера',
  'verify.check.commitment.why':
    'SHA-256 раскрытого зерна сервера равен обязательству, показанному до раздачи.',
  'verify.check.clientSeed': 'Ваше зерно — то, что отправил ваш браузер',
  'verify.check.clientSeed.why':
    'Зерно вашего места в записи равно зерну, созданному этим браузером.',
  'verify.check.clientSeed.unknown': 'Этот браузер не играл эту партию, сравнить зерно нельзя.',
  'verify.check.deal': 'Раздача следует из зёрен',
  'verify.check.deal.why':
    'Перемешивание boneyard/deal/v1 даёт ровно те кости, что записаны в раздаче.',
  'verify.check.yourTiles': 'Вам раздали именно эти кости',
  'verify.check.yourTiles.why':
    'Пересчитанная рука вашего места равна костям, которые видел этот браузер.',
  'verify.check.draws': 'Каждая кость из базара взята по порядку',
  'verify.check.draws.why': 'Каждая взятая кость — следующая с начала пересчитанного базара.',
  'verify.check.play': 'Каждый ход по правилам, каждый счёт верен',
  'verify.check.play.why': 'Движок правил переигрывает всю игру по записи.',
  'verify.check.commitment.failed':
    'Изменено: хеш серверного зерна, раскрытого после партии, не совпадает с обязательством, показанным до раздачи, — зерно (или эту запись) изменили после раздачи.',
  'verify.check.clientSeed.failed':
    'Изменено: в записи для вашего места другое зерно, чем то, что отправил этот браузер, — ваше зерно подменили по дороге или запись изменили.',
  'verify.check.deal.failed':
    'Изменено: перемешивание с записанными зёрнами даёт другие руки, чем указано в записи.',
  'verify.check.yourTiles.failed':
    'Изменено: зёрна дают вашему месту другие кости, чем те, что получил этот браузер.',
  'verify.check.draws.failed': 'Изменено: взятая кость — не следующая в пересчитанном базаре.',
  'verify.check.play.failed': 'При повторе записи встречается недопустимый ход или неверный счёт.',
  'verify.skipped': 'неприменимо',
  'verify.recomputed': 'Пересчитанная раздача',
  'verify.boneyard': 'Базар',
  'verify.raw': 'Исходные значения',
  'verify.serverSeed': 'Зерно сервера',
  'verify.clientSeeds': 'Зёрна игроков',
  'verify.commitment': 'Обязательство',
  'verify.attempt': 'Попытка',
  'verify.none': '(нет)',
  'verify.bots.title': 'Боты играли честно',
  'verify.bots.running': 'Пересчитываем каждый ход ботов… партия {done} из {total}',
  'verify.bots.none': 'В этом матче ботов не было.',
  'verify.bots.pass':
    'Все {moves} {moves|ход|хода|ходов} ботов — ровно те, что выбирают опубликованные боты ' +
    'со своего места.',
  'verify.bots.fail': 'Не все ходы ботов подтверждаются:',
  'verify.bots.skipped': 'Не проверено: сама запись не прошла проверку выше.',
  'verify.bots.why':
    'Каждый ход бота пересчитывается по тому, что видело его место, и по жребию из раскрытого серверного зерна (boneyard/bot/v1): бот, подсмотревший ваши кости, не совпал бы.',
};

export const VERIFY_TEXT: Record<Lang, Record<VerifyKey, string>> = { en, ru };

export function verifyText(
  lang: Lang,
  key: VerifyKey,
  params: Record<string, string | number> = {},
): string {
  return format(VERIFY_TEXT[lang][key], params);
}
