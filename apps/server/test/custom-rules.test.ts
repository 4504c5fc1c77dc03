// A custom rule set in POST /api/rooms: a contradictory one is refused with every contradiction
// the engine's validator names, in its own words; the same set with the contradictions fixed
// makes a room that plays exactly that set.
import { afterEach, describe, expect, it } from 'vitest';
import { presetRules, validateRules, type Rules } from '@boneyard/engine';
import { build, fetchJson, type TestServer } from './helpers.ts';

function kozyolTable(): Rules {
  const made = presetRules('kozyol-table', { players: 4 });
  if (!made.ok) throw new Error(made.message);
  return made.value;
}

async function post(url: string, rules: Rules): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${url}/api/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Host', rules: { custom: rules } }),
  });
  return { status: response.status, body: await response.json() };
}

describe('custom rule sets over HTTP', () => {
  let server: TestServer;
  afterEach(async () => server.close());

  it('names every contradiction and accepts the fixed set', { timeout: 60_000 }, async () => {
    server = await build('memory');
    // No boneyard at four, yet a redealt fish and buying with a move on a draw-until-playable table.
    const base = kozyolTable();
    const bad: Rules = { ...base, agreements: { ...base.agreements, blockedRound: 'redeal', buyWithMove: true } };
    const expected = validateRules(bad).contradictions;
    expect(expected.length).toBe(2);
    const refused = await post(server.url, bad);
    expect(refused.status).toBe(400);
    const error = (refused.body as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('bad-request');
    for (const c of expected) expect(error.message).toContain(`${c.rules[0]} + ${c.rules[1]}: ${c.message}`);

    const fixed: Rules = { ...base, agreements: { ...base.agreements, blockedRound: 'counts', roundTo: 10 } };
    const made = await post(server.url, fixed);
    expect(made.status).toBe(201);
    const code = (made.body as { code: string }).code;
    const info = await fetchJson(`${server.url}/api/rooms/${code}`);
    expect((info.body as { rules: Rules }).rules).toEqual(fixed);
  });
});
