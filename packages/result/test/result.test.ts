import { describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '../src/index.ts';

type Code = 'too-big' | 'too-small';

function checkSize(n: number): Result<number, Code> {
  if (n > 10) return fail('too-big', `${n} is over 10`);
  if (n < 0) return fail('too-small', `${n} is under 0`);
  return ok(n);
}

function checkName(name: string): Result<string, { error: { code: string; message: string } }> {
  return name === ''
    ? fail({ error: { code: 'bad-request', message: 'a name is needed' } })
    : ok(name);
}

describe('ok / fail', () => {
  it('ok carries the value', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    const result = checkSize(4);
    expect(result.ok && result.value).toBe(4);
  });

  it('fail with a code carries the code and a message, narrowed by ok', () => {
    const result = checkSize(12);
    expect(result).toEqual({ ok: false, error: 'too-big', message: '12 is over 10' });
    if (!result.ok) {
      const code: Code = result.error;
      expect(code).toBe('too-big');
    }
    expect(checkSize(-1)).toMatchObject({ ok: false, error: 'too-small' });
  });

  it('fail with fields keeps exactly those fields (the socket ack wire shape)', () => {
    const result = checkName('');
    expect(result).toStrictEqual({
      ok: false,
      error: { code: 'bad-request', message: 'a name is needed' },
    });
    expect(JSON.parse(JSON.stringify(result))).toStrictEqual(result);
    expect(checkName('Ana')).toStrictEqual({ ok: true, value: 'Ana' });
  });
});
