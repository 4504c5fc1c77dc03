// The teardown most room tests share: after each test, close the players it seated and the
// server it built, whether it passed or not (read through `current`, since each test assigns its own).
import { afterEach } from 'vitest';
import type { TestPlayer, TestServer } from './helpers.ts';

export function closeAfterEach(
  current: () => { server: TestServer | undefined; players: readonly TestPlayer[] },
): void {
  afterEach(async () => {
    const { server, players } = current();
    for (const player of players) player.close();
    await server?.close();
  });
}
