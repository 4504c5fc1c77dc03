// The evening's panels (the talk, the tally, the rematch vote) belong to online rooms. The room
// page hands the table their loaders through this context, so the table's own code never names
// them: the bot table cannot load them, and its on-demand code (scripts/size.mjs) leaves them out.
import { getContext, setContext } from 'svelte';
import type EveningOverlay from './EveningOverlay.svelte';
import type EveningSide from './EveningSide.svelte';

export interface EveningPanels {
  side: () => Promise<{ default: typeof EveningSide }>;
  overlay: () => Promise<{ default: typeof EveningOverlay }>;
}

const KEY = Symbol('evening-panels');

/** Called by the online room page with its own `import()`s of the two panels. */
export function provideEveningPanels(panels: EveningPanels): void {
  setContext(KEY, panels);
}

/** The panels' loaders, or undefined at a table without an evening (the bot table). */
export function eveningPanels(): EveningPanels | undefined {
  return getContext<EveningPanels | undefined>(KEY);
}
