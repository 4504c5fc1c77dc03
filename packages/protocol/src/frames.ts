// How a client turns frames into state: the live state of a snapshot, and the live state after an
// update frame (whole, or the previous one with the frame's patch applied). Shared by the browser
// and every scripted client, so they all read frames the same way. Type-only imports: no zod.
import type { UpdateFrame } from './messages.ts';
import { applyPatch, PatchMismatch } from './patch.ts';
import type { FairInfo, LiveView, NextHandInfo, Snapshot } from './rooms.ts';

/** What an update frame replaces or patches: the recipient's view without its finished hands, and the deal info. */
export interface LiveState {
  readonly view: LiveView | null;
  readonly fair: FairInfo | null;
  readonly nextHand: NextHandInfo | null;
}

/** The live part of a snapshot (what the next frame's patch, if any, starts from). */
export function liveOfSnapshot(snapshot: Pick<Snapshot, 'view' | 'fair' | 'nextHand'>): LiveState {
  let view: LiveView | null = null;
  if (snapshot.view !== null) {
    const { history: _history, ...live } = snapshot.view;
    view = live;
  }
  return { view, fair: snapshot.fair, nextHand: snapshot.nextHand ?? null };
}

/**
 * The live state after `frame`, given the state of the version before it (null: none held).
 * Throws PatchMismatch when a patch frame cannot be applied: the client must resync.
 */
export function liveAfter(previous: LiveState | null, frame: UpdateFrame): LiveState {
  if (frame.patch === undefined)
    return { view: frame.view ?? null, fair: frame.fair ?? null, nextHand: frame.nextHand ?? null };
  if (previous === null) throw new PatchMismatch('a patch frame without a previous state');
  return applyPatch(previous, frame.patch);
}
