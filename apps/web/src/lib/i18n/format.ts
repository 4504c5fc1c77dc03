export const LANGS = ['en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * The Russian form for a count: one (1, 21, 101 — «ход»), few (2–4, 22–24 — «хода») or many
 * (0, 5–20, 11–14, 25 — «ходов»). The teens take "many" whatever their last digit.
 */
export function russianPluralForm(count: number): 'one' | 'few' | 'many' {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return 'many';
  if (last === 1) return 'one';
  if (last >= 2 && last <= 4) return 'few';
  return 'many';
}

/**
 * Fills `{name}` placeholders, and a word that agrees with the number `name`:
 * `{name|one|other}` for English (one for 1, other for the rest: "1 pip", "2 pips";
 * "Winner" / "Winners"), `{name|one|few|many}` for Russian's three forms chosen by
 * `russianPluralForm` («1 ход», «4 хода», «5 ходов»). An unknown placeholder stays visible so a
 * test can catch it.
 */
export function format(template: string, params: Record<string, string | number>): string {
  return template.replace(
    /\{(\w+)((?:\|[^|{}]*){2,3})?\}/g,
    (whole, name: string, forms?: string) => {
      if (!(name in params)) return whole;
      if (forms === undefined) return String(params[name]);
      const count = Number(params[name]);
      const [one, second, many] = forms.slice(1).split('|') as [string, string, string?];
      if (many === undefined) return count === 1 ? one : second;
      const form = russianPluralForm(count);
      return form === 'one' ? one : form === 'few' ? second : many;
    },
  );
}
