// Issue 44 on the server: a rule set the validator accepts but where nobody practically ever
// scores (Kozyol for 2 whose first count must be 200 of the 231 a hand can at most write, eggs
// off) used to keep a bots-only room playing forever. The engine's cap on hands ends it: the room
// ends, the match result says hand-cap, and the record verifies.
import { handsPerMatchCap, presetRules, type Rules } from '@boneyard/engine';
import { verifyRecord } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { build, TestPlayer, untilEnded, type TestServer } from './helpers.ts';
import { closeAfterEach } from './teardown.ts';
import { hostedRoom, matchRecord, startMatch } from './tables.ts';

function hopeless(): Rules {
  const made = presetRules('kozyol', { players: 2 });
  if (!made.ok) throw new Error(made.message);
  return {
    ...made.value,
    specials: { ...made.value.specials, minimumToOpen: 200, eggs: false },
    target: { score: 1, reaching: 'loses' },
  };
}

describe('a bots-only room whose match nobody can practically win', () => {
  let server: TestServer;
  let players: TestPlayer[] = [];
  closeAfterEach(() => ({ server, players }));

  it(
    'ends at the cap on hands, the level sides sharing a draw, and its record verifies',
    { timeout: 400_000 },
    async () => {
      server = await build('redis');
      const rules = hopeless();
      players = [];
      const { code, host } = await hostedRoom(
        server.url,
        {
          name: 'Host',
          rules: { custom: rules },
          seats: [{ bot: 'easy' }, { bot: 'easy' }],
          hostSeat: null,
        },
        players,
      );
      await startMatch(host);
      await untilEnded([host], 380_000);
      expect(host.last?.view?.result).toEqual({
        winners: [0, 1],
        losers: [],
        whitewash: false,
        reason: 'hand-cap',
      });
      const record = await matchRecord(server.url, code);
      expect(record.hands).toHaveLength(handsPerMatchCap(rules));
      expect(record.result?.reason).toBe('hand-cap');
      expect(verifyRecord(record)).toMatchObject({ ok: true });
    },
  );
});
