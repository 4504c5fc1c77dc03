// Issue 44, hostile client: a custom rule set whose match can never end (nobody can ever leave 0)
// was accepted, and bots then played it forever. Now POST /api/rooms and room:create refuse it
// with bad-request naming the contradiction; the same set with one switch that lets it end (eggs
// that pile up past the minimum, or a reachable minimum) is accepted, so it is that rule alone.
import { afterEach, describe, expect, it } from 'vitest';
import { presetRules, type PresetId, type Rules } from '@boneyard/engine';
import { build, connect, send, type TestServer } from './helpers.ts';

function endless(preset: PresetId): Rules {
  const made = presetRules(preset, { players: 2 });
  if (!made.ok) throw new Error(made.message);
  return { ...made.value, specials: { ...made.value.specials, minimumToOpen: 1000, eggs: false } };
}

/** The same set, able to end: Kozyol's eggs pile up past any minimum; Draw's minimum is reachable. */
function endable(preset: PresetId): Rules {
  const rules = endless(preset);
  return preset === 'kozyol'
    ? { ...rules, specials: { ...rules.specials, eggs: true } }
    : { ...rules, specials: { ...rules.specials, minimumToOpen: 168 } };
}

async function post(url: string, rules: Rules): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${url}/api/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Host', rules: { custom: rules } }),
  });
  return { status: response.status, body: await response.json() };
}

const NAMED =
  /specials\.minimumToOpen \+ target\.score: Nothing under 1000 is written .* could never end\./;

describe('a rule set whose match can never end', () => {
  let server: TestServer;
  afterEach(async () => server.close());

  it.each(['kozyol', 'draw'] as const)(
    '%s for 2: refused over HTTP and the socket alike',
    { timeout: 60_000 },
    async (preset) => {
      server = await build('redis');
      const refused = await post(server.url, endless(preset));
      expect(refused.status).toBe(400);
      const error = (refused.body as { error: { code: string; message: string } }).error;
      expect(error.code).toBe('bad-request');
      expect(error.message).toMatch(NAMED);
      // Nothing else is wrong with it: this contradiction is its only problem.
      expect(error.message.split('; ')).toHaveLength(1);

      const socket = connect(server.url);
      try {
        const viaSocket = await send(socket, 'room:create', {
          name: 'Host',
          rules: { custom: endless(preset) },
        });
        expect(viaSocket.ok).toBe(false);
        if (!viaSocket.ok) {
          expect(viaSocket.error.code).toBe('bad-request');
          expect(viaSocket.error.message).toBe(error.message);
        }
        // One switch away, the set can end and makes a room.
        const made = await send(socket, 'room:create', {
          name: 'Host',
          rules: { custom: endable(preset) },
        });
        expect(made.ok).toBe(true);
      } finally {
        socket.close();
      }
      expect((await post(server.url, endable(preset))).status).toBe(201);
    },
  );
});
