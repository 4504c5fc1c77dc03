// What the engine says about a rule set, in the words of the current language: contradictions
// (the set cannot be used), inert rules (no effect here), and anything else the schema refuses.
// The engine's sentences are English; Russian ones are looked up by the rules they name, and a
// sentence with no translation yet is shown in English rather than hidden.
import { RulesSchema, validateRules, type Rules } from '@boneyard/engine';
import type { Field } from './fields.ts';

export interface Problem {
  /** The rule paths it names (two for a contradiction, one for an inert rule). */
  readonly rules: readonly string[];
  readonly message: string;
}

export interface Verdict {
  readonly contradictions: readonly Problem[];
  readonly inert: readonly Problem[];
  /** Values out of range, deals that always misdeal: the schema's other refusals. */
  readonly other: readonly string[];
  /** The set may be saved, shared and played. */
  readonly usable: boolean;
}

const RU_CONTRADICTIONS: Readonly<Record<string, string>> = {
  'teams|players': 'Игра парами — только вчетвером.',
  'players|tilesEach': 'Столько игроков по столько костей — больше 28 костей набора.',
  'drawing|boneyard': 'Чтобы брать, нужен базар.',
  'handScoring|teams': 'Счёт Козла (проигравшая пара пишет свои очки) — только для двух пар.',
  'muggins|playScoring': 'Заявлять очки (маггинс) можно, только если очки набираются по ходу.',
  'crossAfter|board': 'Костей до открытия креста — только на поле-кресте.',
  'agreements.blockedRound|boneyard':
    'Пересдать рыбу можно, только если есть базар, иначе те же руки будут возвращаться вечно.',
  'agreements.cannotGo|drawing': 'Как брать, когда нечем ходить, — только если берут из базара.',
  'agreements.buyWithMove|agreements.cannotGo':
    'Брать при наличии хода можно, только если брать — по желанию игрока.',
  'agreements.semyorka.extraTurnAt|agreements.semyorka.drawTwoAt':
    'Одна и та же сумма концов не может и давать ход, и заставлять брать две.',
  'agreements.opening.rule|agreements.opening.double': 'Названный дубль должен быть дублем, например 1:1.',
  'agreements.opening.double|agreements.opening.rule': 'Дубль называют, только если заходит названный дубль.',
};

const RU_INERT: Readonly<Record<string, string>> = {
  'specials.eggs': 'Яйца бывают, только когда проигравшие пишут свои очки, и не при пересдаче рыбы.',
  'specials.loneBlank': 'Победитель забирает очки как есть, особый счёт руки не применяется.',
  'specials.loneBoar': 'Победитель забирает очки как есть, особый счёт руки не применяется.',
  'specials.blankAndBoar': 'Победитель забирает очки как есть, особый счёт руки не применяется.',
  'agreements.lastTileDrawable': 'В этой игре из базара не берут.',
  firstLead: 'Кто заходит, решает договорённость о заходе.',
  laterLead: 'Кто заходит, решает договорённость о заходе.',
  'agreements.opening.fallback': 'Это правило решает всегда, запасное не нужно.',
  'target.score': 'Партия — это число сдач, а не игра до счёта.',
  'agreements.roundTo': 'Этот счёт уже округляется до 5.',
  'agreements.semyorka.drawTwoAt': 'В этой игре не берут, «взять две» неоткуда.',
  'agreements.ceremonies.admiral': 'Набравший счёт выигрывает — козла, которого переименовать, нет.',
  'agreements.ceremonies.snottyGoat': 'Набравший счёт выигрывает — козла, которого переименовать, нет.',
  'agreements.ceremonies.winnerToZero': 'Победитель обнуляется только после церемонии, а ни одна не включена.',
};

function translate(table: Readonly<Record<string, string>>, key: string, english: string, lang: string) {
  return lang === 'ru' ? (table[key] ?? english) : english;
}

export function verdictOf(rules: Rules, lang: 'en' | 'ru'): Verdict {
  const found = validateRules(rules);
  const contradictions = found.contradictions.map((c) => ({
    rules: c.rules,
    message: translate(RU_CONTRADICTIONS, c.rules.join('|'), c.message, lang),
  }));
  const inert = found.inert.map((i) => ({
    rules: [i.rule],
    message: translate(RU_INERT, i.rule, i.reason, lang),
  }));
  const parsed = RulesSchema.safeParse(rules);
  // Contradictions come back from the schema as path-less custom issues: already listed above.
  const other = parsed.success
    ? []
    : parsed.error.issues
        .filter((issue) => !(issue.code === 'custom' && issue.path.length === 0))
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  return { contradictions, inert, other, usable: parsed.success };
}

/** A problem names a field when it names its path, an object around it, or a part of it. */
export function names(problem: Problem, field: Field): boolean {
  return problem.rules.some(
    (rule) => rule === field.path || field.path.startsWith(`${rule}.`) || rule.startsWith(`${field.path}.`),
  );
}
