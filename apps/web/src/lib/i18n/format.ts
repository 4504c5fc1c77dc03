export const LANGS = ['en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * Fills `{name}` placeholders, and `{name|one|other}` with the form that agrees with the number
 * `name`: one for 1, other for the rest (English "1 pip", "2 pips"; "Winner" / "Winners"). Russian
 * messages put a number after a label instead ("очков: 5"), so its three plural forms are never
 * needed; one-or-more words use the same two forms ("Победитель" / "Победители"). An unknown
 * placeholder stays visible so a test can catch it.
 */
export function format(template: string, params: Record<string, string | number>): string {
  return template.replace(
    /\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}/g,
    (whole, name: string, one?: string, other?: string) => {
      if (!(name in params)) return whole;
      if (one === undefined || other === undefined) return String(params[name]);
      return Number(params[name]) === 1 ? one : other;
    },
  );
}
