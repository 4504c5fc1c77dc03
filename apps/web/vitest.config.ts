import { vitestConfig } from '../../vitest.shared.ts';

// Unit tests cover the plain TypeScript modules (layout, i18n, legal plays); the screens are
// exercised in a real browser by apps/e2e.
export default vitestConfig('web');
