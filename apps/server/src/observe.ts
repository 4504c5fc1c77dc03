// Measurement points inside pure code, with no dependency on the metrics library: whoever measures
// (plugins/metrics.ts) adds an observer, and the code calls every observer. Empty by default.

/** Seconds a bot took to choose a move (room/bots.ts). */
export const botDecisionObservers = new Set<(seconds: number) => void>();
