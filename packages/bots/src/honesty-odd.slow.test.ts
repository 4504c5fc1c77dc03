// The full honesty run's other half (slow tier): tables 1, 3, 5, … of honesty.slow.test.ts's run,
// in a file of their own so the tier's two workers share it.
import { describe } from 'vitest';
import { honestyCases } from './honesty-cases.test-helper.ts';

describe('bots decide from the seat view alone (full)', () => {
  honestyCases(200, 3, { index: 1, of: 2 });
});
