import { expect, test } from 'vitest';
import { renderMarkdown } from '../src/lib/markdown.ts';

test('headings, lists, emphasis and tables become markup', () => {
  const html = renderMarkdown(
    '# Kozel\n\nThe **goats** lose.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
  );
  expect(html).toContain('<h2>Kozel</h2>');
  expect(html).toContain('<p>The <strong>goats</strong> lose.</p>');
  expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
  expect(html).toContain('<td>1</td><td>2</td>');
});

test('HTML in the text stays text', () => {
  const html = renderMarkdown('<script>alert(1)</script> [x](javascript:alert(1))');
  expect(html).not.toContain('<script>');
  expect(html).toContain('&lt;script&gt;');
  expect(html).not.toContain('href="javascript');
});
