import { expect, test } from 'vitest';
import { formatCountdown } from '../src/lib/online/countdown.ts';

test('countdowns read m:ss, round up and stop at 0:00', () => {
  expect(formatCountdown(20_000)).toBe('0:20');
  expect(formatCountdown(19_001)).toBe('0:20');
  expect(formatCountdown(65_000)).toBe('1:05');
  expect(formatCountdown(1)).toBe('0:01');
  expect(formatCountdown(0)).toBe('0:00');
  expect(formatCountdown(-5_000)).toBe('0:00');
});
