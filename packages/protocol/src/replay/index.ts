// Replays and the coach (docs/replay.md): pure, for the browser's /replay page and the CLI alike.
export {
  frameAtMove,
  replayRecord,
  type Replay,
  type ReplayFrame,
  type ReplayHand,
} from './replay.ts';
export {
  coach,
  coachAlgorithm,
  countDecisions,
  moveText,
  summarize,
  withinNoise,
  type CoachDecision,
  type CoachHand,
} from './coach.ts';
export { lossOf, type CoachLoss, type CoachValues, type LossSource } from './coach-values.ts';
