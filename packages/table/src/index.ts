// @boneyard/table: the pure match driver — a room's state, what people can do to it (commands),
// what falls due by itself (nextWork / runDue, with the clock passed in), the fair-deal steps, bot
// turns (one seed binding, botSeedAt), each recipient's view, and the match record. No I/O, no
// timers, no Node-only APIs: the server wraps it with stores, sockets and timers; the simulator
// with a simulated clock.
export * as commands from './commands.ts';
export type { SeedAnswer } from './commands.ts';
export * from './bots.ts';
export * from './commit.ts';
export * from './deadlines.ts';
export * from './fair.ts';
export * from './host-handover.ts';
export * from './local-host.ts';
export * from './names.ts';
export * from './pause.ts';
export * from './ready.ts';
export * from './records.ts';
export * from './rematch-vote.ts';
export * from './result.ts';
export * from './seat-rules.ts';
export * from './settings.ts';
export * from './tally.ts';
export * from './state.ts';
export * from './turn-clock.ts';
export * from './views.ts';
export * from './watching.ts';
