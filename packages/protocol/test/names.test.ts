import { describe, expect, it } from 'vitest';
import {
  checkPlayerName,
  ClientMessages,
  CreateRoomRequestSchema,
  MAX_NAME_GRAPHEMES,
  nameKey,
  PlayerNameSchema,
} from '../src/index.ts';

function refused(input: string): string {
  const checked = checkPlayerName(input);
  if (checked.ok)
    throw new Error(
      `expected ${JSON.stringify(input)} to be refused, got ${JSON.stringify(checked.value)}`,
    );
  return checked.message;
}

describe('display names: what is refused', () => {
  it.each([
    ['right-to-left override', 'tsoH\u202e'],
    ['left-to-right embedding', '\u202aHost'],
    ['pop directional formatting', 'Ann\u202c'],
    ['right-to-left isolate', '\u2067Ann\u2069'],
    ['first strong isolate', 'An\u2068n'],
    ['zero-width space', 'Ho\u200bst'],
    ['zero-width non-joiner', 'Ho\u200cst'],
    ['zero-width joiner between letters', 'Ho\u200dst'],
    ['left-to-right mark', 'Host\u200e'],
    ['right-to-left mark', '\u200fHost'],
    ['byte order mark', '\ufeffHost'],
    ['word joiner', 'Ho\u2060st'],
    ['soft hyphen', 'Ho\u00adst'],
    ['Hangul filler (renders blank)', 'Ho\u3164st'],
    ['tag characters', 'Host\u{e0041}'],
    ['line separator', 'Ann\u2028Host'],
    ['paragraph separator', 'Ann\u2029Host'],
    ['C0 bell', 'A\u0007nn'],
    ['NUL', 'Ann\u0000'],
    ['newline', 'Ann\nHost'],
    ['DEL', 'Ann\u007f'],
    ['C1 next line', 'Ann\u0085'],
    ['C1 control', 'Ann\u009b'],
    ['lone surrogate', 'Ann\ud800'],
  ])('%s', (_, input) => {
    expect(refused(input)).toMatch(/invisible or control character \(U\+[0-9A-F]{4,5}\)/);
    expect(PlayerNameSchema.safeParse(input).success).toBe(false);
  });

  it('names the offending code point', () => {
    expect(refused('tsoH\u202e')).toBe('name has an invisible or control character (U+202E)');
  });

  it('empty and blank names', () => {
    expect(refused('')).toBe('name is empty');
    expect(refused('   \u3000 ')).toBe('name is empty');
  });

  it('counts what a person sees: 24 graphemes pass, 25 do not', () => {
    const family = '👨‍👩‍👧‍👦'; // 7 code points, 11 UTF-16 units, one grapheme
    expect(checkPlayerName(family.repeat(MAX_NAME_GRAPHEMES))).toEqual({
      ok: true,
      value: family.repeat(24),
    });
    expect(refused(family.repeat(25))).toBe('name is longer than 24 characters');
    expect(refused('😀'.repeat(25))).toBe('name is longer than 24 characters');
    expect(checkPlayerName('x'.repeat(24)).ok).toBe(true);
    expect(refused('x'.repeat(25))).toBe('name is longer than 24 characters');
    // 24 accented letters written decomposed are 48 code points but 24 characters on screen.
    expect(checkPlayerName('e\u0301'.repeat(24))).toEqual({ ok: true, value: 'é'.repeat(24) });
  });

  it('refuses stacks of combining marks and huge inputs before segmenting them', () => {
    expect(refused(`Z${'\u0336'.repeat(30)}alg`)).toBe('name has a character with too many marks');
    expect(refused('a'.repeat(100_000))).toBe('name is longer than 24 characters');
  });
});

describe('display names: what is accepted and how it is normalised', () => {
  it('trims, NFC-normalises and folds runs of spaces into one', () => {
    expect(PlayerNameSchema.parse('  Ann ')).toBe('Ann');
    expect(PlayerNameSchema.parse('Ann \u00a0\u3000 Lee')).toBe('Ann Lee');
    expect(PlayerNameSchema.parse('Jose\u0301')).toBe('José');
    expect(PlayerNameSchema.parse('Jose\u0301')).toHaveLength(4);
  });

  it('keeps emoji that need a joiner or a variation selector, and other scripts', () => {
    for (const name of [
      '👩🏽‍💻 Ann',
      '❤️',
      '🏳️‍🌈',
      'Пётр',
      ' 李小龍 ',
      'محمد',
      'Ελένη',
      'O’Brien-Smith',
    ]) {
      const parsed = PlayerNameSchema.safeParse(name);
      expect(parsed.success, name).toBe(true);
    }
  });

  it('every name field of every client message uses it', () => {
    const bidi = 'Host\u202e';
    expect(ClientMessages['room:join'].safeParse({ code: 'ABCD2345', name: bidi }).success).toBe(
      false,
    );
    expect(ClientMessages['seat:take'].safeParse({ seat: 1, name: bidi }).success).toBe(false);
    expect(ClientMessages['name:set'].safeParse({ name: bidi }).success).toBe(false);
    expect(
      CreateRoomRequestSchema.safeParse({ name: bidi, rules: { preset: 'draw' } }).success,
    ).toBe(false);
    expect(ClientMessages['name:set'].parse({ name: ' Ann ' })).toEqual({ name: 'Ann' });
  });
});

describe('nameKey: names that would pass for each other', () => {
  it.each([
    ['Host', 'host'],
    ['Host', 'HOST'],
    ['Host', 'Ноst'], // Cyrillic Н and о
    ['Host', 'Hоѕt'], // Cyrillic о and ѕ
    ['Alice', 'Аlісе'], // Cyrillic А, і, с, е
    ['Ann', 'Ａｎｎ'], // full-width
    ['Ann', '𝐀𝐧𝐧'], // mathematical bold
    ['Ann Lee', 'AnnLee'],
    ['Jose', 'José'],
    ['Bill', 'BiII'], // capital I for l
    ['Bob', 'B0b'],
    ['Kim', 'Kirn'],
    ['Papa', 'Рара'], // Cyrillic Р and а
    ['Nico', 'Νico'], // Greek Ν
  ])('%s ~ %s', (a, b) => {
    expect(nameKey(b)).toBe(nameKey(a));
  });

  it.each([
    ['Ann', 'Anna'],
    ['Host', 'Hose'],
    ['Пётр', 'Петя'],
    ['Bob', 'Rob'],
  ])('%s differs from %s', (a, b) => {
    expect(nameKey(a)).not.toBe(nameKey(b));
  });
});
