// The HTTP error body as the web reads it without zod (src/lib/online/http-error.ts) against the
// protocol's HttpErrorSchema: the same verdict and the same code and message for every variant.
import { HttpErrorSchema } from '@boneyard/protocol';
import { expect, test } from 'vitest';
import { errorOf } from '../src/lib/online/http-error.ts';
import { variants, type Json } from './support/variants.ts';

test('errorOf reads an error body exactly as HttpErrorSchema does', () => {
  const samples: Json[] = [
    { error: { code: 'not-found', message: 'no such room' } },
    { error: { code: 'tile-does-not-fit', message: '', detail: 3 }, status: 404 },
  ];
  const others: Json[] = [null, 'x', [], [{ error: {} }]];
  let refused = 0;
  for (const value of [...samples.flatMap((sample) => [...variants(sample)]), ...others]) {
    const parsed = HttpErrorSchema.safeParse(value);
    expect(errorOf(value), JSON.stringify(value)).toEqual(
      parsed.success ? parsed.data.error : null,
    );
    if (!parsed.success) refused++;
  }
  expect(refused).toBeGreaterThan(20);
});
