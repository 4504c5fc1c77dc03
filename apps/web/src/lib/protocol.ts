// The protocol's schemas and the match-record builder are loaded only when a page needs them: a
// name check in the lobby, joining a room, an HTTP call, a record download. A bot table never
// does, so its first load skips those bytes (README, "Served like a production site").
type Protocol = typeof import('./protocol-parts.ts');

let loading: Promise<Protocol> | null = null;

export function loadProtocol(): Promise<Protocol> {
  loading ??= import('./protocol-parts.ts');
  return loading;
}
