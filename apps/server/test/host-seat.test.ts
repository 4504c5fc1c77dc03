// Where the host may sit when a room is created: the refusals say what to send instead.
import { commands } from '@boneyard/table';
import { describe, expect, it } from 'vitest';

const DRAW = { preset: 'draw', players: 2 } as const;

describe('the host seat at room creation', () => {
  it.each([
    [
      'a seat past the table',
      { hostSeat: 2 },
      'the host cannot sit in seat 2: a 2-player table has seats 0–1',
    ],
    [
      'a bot seat (every seat a bot)',
      { seats: [{ bot: 'expert' as const }, { bot: 'expert' as const }] },
      "the host cannot sit in seat 0: it is a bot's seat (leave one seat open for the host, or send hostSeat: null to only watch)",
    ],
  ])('%s is refused with what to send instead', (_, extra, message) => {
    const created = commands.createRoom(
      'ABCD2345',
      { name: 'Host', rules: DRAW, ...extra },
      'host-hash',
      0,
    );
    expect(created).toEqual({ ok: false, error: { code: 'bad-seat', message } });
  });

  it('an all-bot table is created with hostSeat: null, and an open seat takes the host', () => {
    const watching = commands.createRoom(
      'ABCD2345',
      { name: 'Host', rules: DRAW, seats: [{ bot: 'expert' }, { bot: 'expert' }], hostSeat: null },
      'host-hash',
      0,
    );
    expect(watching.ok && watching.value.seats.map((s) => s.kind)).toEqual(['bot', 'bot']);
    const seated = commands.createRoom(
      'ABCD2345',
      { name: 'Host', rules: DRAW, seats: [{ bot: 'expert' }, { bot: null }], hostSeat: 1 },
      'host-hash',
      0,
    );
    expect(seated.ok && seated.value.seats.map((s) => s.kind)).toEqual(['bot', 'human']);
  });
});
