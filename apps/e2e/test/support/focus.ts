// Where keyboard focus is, for the accessibility tests.
import type { Page } from 'playwright-core';

/** What has focus, described so a failing assertion says where it went. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const id = el.getAttribute('data-testid') ?? el.getAttribute('data-end');
    if (el.hasAttribute('data-tile'))
      return `tile ${el.getAttribute('data-tile')} playable=${el.getAttribute('data-playable')}`;
    return id ? `${el.tagName.toLowerCase()} ${id}` : el.tagName.toLowerCase();
  });
}
