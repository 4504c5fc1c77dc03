// The stand-alone re-implementation printed in docs/fair-deal.md must keep reproducing the test
// vector, so the docs cannot drift from the package.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { TEST_VECTOR } from './support.ts';

const DOC = new URL('../../../docs/fair-deal.md', import.meta.url);

it('the node:crypto example in docs/fair-deal.md prints the test vector', async () => {
  const code = /```js\n([\s\S]*?)```/.exec(readFileSync(DOC, 'utf8'))?.[1];
  expect(code).toBeDefined();
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--input-type=module',
    '-e',
    code!,
  ]);
  expect(stdout).toBe(`${TEST_VECTOR.commitment}\n${TEST_VECTOR.deck.join(' ')}\n`);
});
