export const LANGS = ['en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

/** Fills `{name}` placeholders; an unknown placeholder stays visible so a test can catch it. */
export function format(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
