// @boneyard/protocol (its zod schemas and the match-record builder) is loaded only when a page
// needs it: a name check in the lobby, joining a room, a record download. A bot table never
// does, so its first load skips those bytes (README, "Served like a production site").
type Protocol = typeof import('@boneyard/protocol');

let loading: Promise<Protocol> | null = null;

export function loadProtocol(): Promise<Protocol> {
  loading ??= import('@boneyard/protocol');
  return loading;
}
