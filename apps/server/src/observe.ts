// Measurement points inside pure code, with no dependency on the metrics library: whoever measures
// (plugins/metrics.ts) adds an observer, and the code calls every observer. Empty by default.

/** Seconds a bot took to choose a move (the engine's botAction itself, in a worker or inline). */
export const botDecisionObservers = new Set<(seconds: number) => void>();

/** Seconds from asking the bot pool for a move to having it (queue, thread hand-off and decision). */
export const botWaitObservers = new Set<(seconds: number) => void>();

/** Seconds a bot decision waited in the pool's per-room queues for a worker (bots-pool/room-queues.ts). */
export const botQueueObservers = new Set<(seconds: number) => void>();

/** A bot decision thrown away because its room moved on while the bot thought (room/run-due.ts). */
export const botStaleObservers = new Set<() => void>();
