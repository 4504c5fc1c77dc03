// The alerts following one table (loaded once a switch is on, TurnAlerts.svelte): `state` is read
// in an effect, so each change of turn or tile count reaches turn-attention.ts and the alerts.
import { browserAlerts } from './browser-alerts.ts';
import { TurnAttention } from './turn-attention.ts';

export interface TurnState {
  readonly yourTurn: boolean;
  readonly plays: number;
}

/** Starts the alerts for a table; the returned function stops them (the table closed). */
export function watchTurns(state: () => TurnState): () => void {
  const alerts = browserAlerts();
  const attention = new TurnAttention(document, () => alerts);
  const stop = $effect.root(() => {
    $effect(() => {
      const { yourTurn, plays } = state();
      attention.update(yourTurn, plays);
    });
  });
  return () => {
    attention.dispose();
    stop();
    alerts.dispose();
  };
}
