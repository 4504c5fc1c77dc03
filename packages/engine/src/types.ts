// The engine's vocabulary. Every closed set is a const tuple so that schemas, UIs and tests can
// iterate it, and every piece of state is plain readonly JSON (it lives in Redis and travels to
// browsers). One file per topic; this one gathers them.
export * from './types-rules.ts';
export * from './types-board.ts';
export * from './types-state.ts';
export * from './types-play.ts';
export * from './types-view.ts';
