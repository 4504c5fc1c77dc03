// The match record from the table (Table.svelte): checked on /verify, or downloaded as JSON. The
// handoff code loads when first used: nothing a table's first load needs (see e2e
// first-load.test.ts).
import { resolve } from '$app/paths';
import { goto } from '$app/navigation';
import type { TableSource } from '../game/source.ts';

/** Opens /verify on this match's record at hand `hand()`; `leaving` runs just before the page changes. */
export async function verifyRecord(
  game: TableSource,
  hand: () => number | undefined,
  leaving: () => void,
): Promise<void> {
  const record = await game.record();
  if (!record) return;
  const { stashForVerify } = await import('../fair/handoff.ts');
  stashForVerify(record, hand());
  leaving();
  await goto(resolve('/verify'));
}

/** Saves this match's record as a JSON file named after `name`. */
export async function downloadRecord(game: TableSource, name: string): Promise<void> {
  const record = await game.record();
  if (!record) return;
  const { downloadJson } = await import('../fair/handoff.ts');
  downloadJson(record, name);
}
