// Room channel messages (src/socket/change-messages.ts): a change leaves out the parts it kept, a
// process holding the version before reads it back whole, and one that does not sees a gap.
import type { RoomChange, RoomState } from '@boneyard/table';
import { describe, expect, it } from 'vitest';
import { ChangeMessages, type ChangeMessage } from '../src/socket/change-messages.ts';

function room(overrides: Partial<RoomState> = {}): RoomState {
  return {
    code: 'ABCD23',
    createdAt: 1,
    rules: { preset: 'draw' } as unknown as RoomState['rules'],
    status: 'playing',
    hostTokenHash: 'h',
    seats: [],
    match: 1,
    game: null,
    deal: null,
    revealed: [],
    gameVersion: 1,
    changedAt: 1,
    ...overrides,
  } as RoomState;
}
const change = (next: RoomState): RoomChange =>
  ({
    room: next,
    events: [],
    gameChanged: false,
    roomChanged: false,
    historyChanged: false,
  }) as unknown as RoomChange;

describe('room channel change messages', () => {
  it('leaves out the parts a change kept and fills them in from the version before', () => {
    const sender = new ChangeMessages();
    const receiver = new ChangeMessages();
    const first = room();
    sender.remember(first, 1);
    receiver.remember(JSON.parse(JSON.stringify(first)) as RoomState, 1);
    const second = {
      ...first,
      changedAt: 2,
      seats: [{ kind: 'empty' }] as unknown as RoomState['seats'],
    };
    const message = JSON.parse(sender.encode(change(second), 2)) as ChangeMessage;
    expect(Object.keys(message.parts)).toEqual(['p']); // only the seats changed
    expect(receiver.decode(message)).toEqual({ ...second, game: null });
    // A process that does not hold version 1 cannot read it: a gap.
    expect(new ChangeMessages().decode(message)).toBeNull();
  });

  it('sends every part when the sender does not hold the version before', () => {
    const message = JSON.parse(new ChangeMessages().encode(change(room()), 5)) as ChangeMessage;
    expect(Object.keys(message.parts).sort()).toEqual(['h', 'p', 'r', 'u']);
    expect(new ChangeMessages().decode(message)).toEqual(room());
  });
});
