// What the coach worker says: how many decisions there are, each as it is made, the end or a failure.
import type { CoachDecision } from '@boneyard/protocol/replay';

export type CoachMessage =
  | { readonly type: 'start'; readonly total: number }
  | { readonly type: 'decision'; readonly decision: CoachDecision }
  | { readonly type: 'done' }
  | { readonly type: 'error'; readonly error: string };
