// @boneyard/protocol — every message between browser and server, as zod schemas plus their types.
// See docs/protocol.md for the flow.
export * from './rules.ts';
export * from './ids.ts';
export * from './names.ts';
export * from './errors.ts';
export * from './rooms.ts';
export * from './create-room.ts';
export * from './turn-clock.ts';
export * from './talk.ts';
export * from './messages.ts';
export * from './patch.ts';
export * from './frames.ts';
export * from './http.ts';
export * from './record/index.ts';
