// Display names: the one schema the browser and the server both parse a person's name with, and
// the key that decides whether two names would look the same at a table.
//
// A name is what other people see next to a seat, so it must not be able to hide text (zero-width
// characters), reverse or reorder text (bidi overrides and isolates), break lines, or pass for
// another player's name. The limit counts what a person sees (grapheme clusters), not UTF-16 units.
import type { Result } from '@boneyard/result';
import { z } from 'zod';

/** Longest name, in grapheme clusters (what a reader counts as characters). */
export const MAX_NAME_GRAPHEMES = 24;
/** Longest input accepted at all, in UTF-16 units, before any work is done on it. */
export const MAX_NAME_INPUT_UNITS = 512;
/**
 * Code points in one grapheme. A family emoji with skin tones is about 10; more is a stack of
 * combining marks drawn over neighbouring text ("Zalgo"), which the grapheme count alone allows.
 */
export const MAX_CODE_POINTS_PER_GRAPHEME = 10;

const ZWJ = '\u200d';
/**
 * Refused outright: controls (C0, DEL, C1), format characters (bidi embeddings, overrides and
 * isolates U+202A–202E / U+2066–2069, zero-width U+200B–200F, BOM, tags…), line and paragraph
 * separators, lone surrogates (not text at all), and other default-ignorable code points that
 * render as nothing (U+3164, U+115F…).
 * Variation selectors are let through (emoji need U+FE0F), and so is a zero-width joiner between
 * two emoji (checked separately).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
const VARIATION_SELECTOR = /[\uFE00-\uFE0F]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const EMOJI_TAIL = /^(?:\uFE0F|\p{Emoji_Modifier})$/u; // presentation selector, skin tones
const SPACES = /\p{Zs}+/gu;

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

export type NameCheck = Result<string, { message: string }>;

function hex(ch: string): string {
  return `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** A joiner is part of an emoji sequence when an emoji (maybe with its tail) stands on both sides. */
function joinsEmoji(chars: readonly string[], at: number): boolean {
  let before = at - 1;
  while (before >= 0 && EMOJI_TAIL.test(chars[before]!)) before--;
  const after = chars[at + 1];
  return (
    before >= 0 && PICTOGRAPH.test(chars[before]!) && after !== undefined && PICTOGRAPH.test(after)
  );
}

function firstInvisible(name: string): string | null {
  const chars = [...name];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (!INVISIBLE.test(ch) || VARIATION_SELECTOR.test(ch)) continue;
    if (ch === ZWJ && joinsEmoji(chars, i)) continue;
    return ch;
  }
  return null;
}

/**
 * Checks and normalises a line of text people show each other (a name, a chat message): NFC,
 * every run of spaces made one ordinary space, trimmed; refused (with a message saying why, about
 * `what`) when it is empty, longer than `maxGraphemes` graphemes, or holds an invisible or control
 * character.
 */
export function checkShownText(input: string, maxGraphemes: number, what: string): NameCheck {
  const maxUnits = Math.max(MAX_NAME_INPUT_UNITS, maxGraphemes * 8);
  if (input.length > maxUnits)
    return { ok: false, message: `${what} is longer than ${maxGraphemes} characters` };
  const normalised = input.normalize('NFC');
  // Checked before trimming: String.trim would quietly drop a BOM at either end.
  const hidden = firstInvisible(normalised);
  if (hidden !== null)
    return { ok: false, message: `${what} has an invisible or control character (${hex(hidden)})` };
  const text = normalised.replace(SPACES, ' ').trim();
  if (text === '') return { ok: false, message: `${what} is empty` };
  let graphemes = 0;
  for (const { segment } of segmenter.segment(text)) {
    graphemes++;
    if ([...segment].length > MAX_CODE_POINTS_PER_GRAPHEME)
      return { ok: false, message: `${what} has a character with too many marks` };
  }
  if (graphemes > maxGraphemes)
    return { ok: false, message: `${what} is longer than ${maxGraphemes} characters` };
  return { ok: true, value: text };
}

/** Checks and normalises a display name (checkShownText, at most MAX_NAME_GRAPHEMES). */
export function checkPlayerName(input: string): NameCheck {
  return checkShownText(input, MAX_NAME_GRAPHEMES, 'name');
}

/** A person's display name at a table (see checkPlayerName). Parses to the normalised name. */
export const PlayerNameSchema = z.string().transform((input, ctx) => {
  const checked = checkPlayerName(input);
  if (checked.ok) return checked.value;
  ctx.issues.push({ code: 'custom', message: checked.message, input });
  return z.NEVER;
});

/** Capital Cyrillic and Greek letters that look like Latin capitals (before lower-casing: Ν is N, ν is v). */
const CAPITAL_LOOK_ALIKES: Record<string, string> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  Ԁ: 'D',
  Ԛ: 'Q',
  Ԝ: 'W',
  Ӏ: 'I',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
};

/**
 * Small letters that look like Latin ones in common fonts (Cyrillic and Greek), folded to the Latin
 * letter. Not all of Unicode's confusables: the alphabets a player is
 * likely to type or paste, so "Ноst" (Cyrillic Н, о) cannot pass for "Host".
 */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  з: '3',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ь: 'b',
  ӏ: 'l',
  г: 'r',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ζ: 'z',
  γ: 'y',
  μ: 'u',
  // Digits and letters that stand in for each other in most fonts
  '0': 'o',
  '1': 'l',
  i: 'l',
  '|': 'l',
};

/**
 * The key two names are compared by: equal keys mean the names would pass for each other at a
 * table. Case-insensitive, compatibility-normalised (NFKC: full-width and styled letters become
 * plain ones), accents dropped, Cyrillic/Greek look-alikes folded to Latin, spaces ignored.
 */
export function nameKey(name: string): string {
  const folded = [...name.normalize('NFKC')]
    .map((ch) => CAPITAL_LOOK_ALIKES[ch] ?? ch)
    .join('')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[\p{Z}\s]/gu, '');
  let key = '';
  for (const ch of folded) {
    const once = LOOK_ALIKES[ch] ?? ch;
    key += LOOK_ALIKES[once] ?? once; // Cyrillic і → i → l, like Latin i
  }
  // "rn" reads as "m" at table font sizes.
  return key.replace(/rn/g, 'm');
}
