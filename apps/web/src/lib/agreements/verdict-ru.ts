// Russian for the engine's validator sentences, keyed by the English sentence itself (patterns
// for the ones carrying numbers): a sentence the engine rewords, or a new one, falls back to
// English instead of showing a stale translation.
const EXACT: Readonly<Record<string, string>> = {
  'Playing in pairs needs exactly four players.': 'Игра парами — только вчетвером.',
  'Drawing needs a boneyard to draw from.': 'Чтобы брать, нужен базар.',
  'Kozel counting (the losing pair writes its count) is for two pairs.':
    'Счёт Козла (проигравшая пара пишет свои очки) — только для двух пар.',
  'Claiming scores (muggins) needs points scored during play.':
    'Заявлять очки (маггинс) можно, только если очки набираются по ходу.',
  'Tiles before the cross opens only mean something on the cross board.':
    'Костей до открытия креста — только на поле-кресте.',
  'A blocked round can only be dealt again when there is a boneyard, or the same hands would come back forever.':
    'Пересдать рыбу можно, только если есть базар, иначе те же руки будут возвращаться вечно.',
  'How to draw when you cannot go needs drawing from a boneyard.':
    'Как брать, когда нечем ходить, — только если берут из базара.',
  'Buying while holding a legal move needs drawing to be up to the player, since otherwise you only draw when you cannot go.':
    'Брать при наличии хода можно, только если брать — по желанию игрока: иначе берут, только когда нечем ходить.',
  'The same sum of the ends cannot both give another turn and make the next player draw two.':
    'Одна и та же сумма концов не может и давать ход, и заставлять брать две.',
  'A named double must name a double, such as 1-1.':
    'Названный дубль должен быть дублем, например 1:1.',
  'A double is named only when the named double opens.':
    'Дубль называют, только если заходит названный дубль.',
  'A play scores either the pips of the tile laid or the open ends, not both.':
    'Ход приносит либо очки выложенной кости, либо сумму концов — не то и другое.',
  'The leader collects, so nobody writes points against the loser of a blocked round.':
    'Очки забирает лидер — против проигравшего рыбу никто не пишет.',
  // Inert rules
  'Only games where the losers write their count lay eggs on a tied fish.':
    'Яйца при равной рыбе бывают, только когда проигравшие пишут свои очки.',
  'The winner collects raw pips, so a special count for a hand is never used.':
    'Победитель забирает очки как есть, особый счёт руки не применяется.',
  'Points come only during play, so what is left in a hand is never counted.':
    'Очки идут только по ходу игры: оставшееся на руках не считается.',
  'Nobody draws in this game, so the tiles left over stay out of play, boneyard or not.':
    'В этой игре из базара не берут: оставшиеся кости не участвуют, есть базар или нет.',
  'Nobody draws in this game, so no last tile is ever taken.': 'В этой игре из базара не берут.',
  'The opening agreement decides who opens every hand.':
    'Кто заходит, решает договорённость о заходе.',
  'This scoring already rounds to the nearest 5.': 'Этот счёт уже округляется до 5.',
  'Nobody draws in this game, so "draw two" has nothing to draw from.':
    'В этой игре не берут, «взять две» неоткуда.',
  'Reaching the target wins in this game, so nobody loses as a goat to be renamed.':
    'Набравший счёт выигрывает — козла, которого можно переименовать, нет.',
  'The winner goes back to zero only after a ceremony, and none is on.':
    'Победитель обнуляется только после церемонии, а ни одна не включена.',
  'A blocked round is dealt again, so no tied fish lays eggs.':
    'Рыба пересдаётся, так что яиц не бывает.',
  'Who records what decides what every hand writes.':
    'Что пишет каждый кон, решает «кто что записывает».',
  "This game's own scoring decides blocked rounds; choose who records what to use this rule.":
    'Рыбу считает собственный счёт игры; выберите «кто что записывает», чтобы это правило действовало.',
  'A blocked round is dealt again, so nothing is written for it.':
    'Рыба пересдаётся, за неё ничего не пишут.',
  'Points come only during play: the end of a hand writes nothing.':
    'Очки идут только по ходу игры: в конце кона ничего не пишут.',
  'Points come only during play: the end of a hand writes nothing to round.':
    'Очки идут только по ходу игры: в конце кона нечего округлять.',
  'A side collects its points here, so there is no first count of a loser for a minimum to hold back.':
    'Здесь сторона забирает очки, так что минимуму нечего придерживать.',
  'Every train grows from the opening tile whatever it is; no other double opens anything.':
    'Все поезда растут от заходной кости, другие дубли ничего не открывают.',
  'Doubles are laid in line, so the cross never opens.':
    'Дубли кладутся вдоль, так что крест не открывается.',
};

const PATTERNS: readonly (readonly [RegExp, (m: RegExpMatchArray) => string])[] = [
  [
    /^(\d+) players with (\d+) tiles each need more than the 28 tiles of the set\.$/,
    (m) => `${m[1]} игрока по ${m[2]} кости — больше 28 костей набора.`,
  ],
  [
    /^Nothing under (\d+) is written while a side is on 0, and one hand can write at most (\d+): no side ever scores, so the match could never end\.$/,
    (m) =>
      `Пока у стороны 0, меньше ${m[1]} не записывают, а одна партия даёт не больше ${m[2]}: никто не откроет счёт, и игра не кончится никогда.`,
  ],
  [
    /^The match is (\d+) deals, not a race to a score\.$/,
    (m) => `Партия — ${m[1]} сдач, а не игра до счёта.`,
  ],
  [
    /^"(.+)" always decides, so its fallback is never needed\.$/,
    () => 'Это правило решает всегда, запасное не нужно.',
  ],
];

/** The Russian for one of the engine's sentences, or the English when there is none yet. */
export function inRussian(english: string): string {
  const exact = EXACT[english];
  if (exact) return exact;
  for (const [pattern, say] of PATTERNS) {
    const m = english.match(pattern);
    if (m) return say(m);
  }
  return english;
}
