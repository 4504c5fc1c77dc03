// The zod/mini schemas (RulesSchema, the room replies) inside the protocol's classic-zod ones:
// zod 4's two APIs share one core, so a message or reply that embeds them parses and refuses as
// they do on their own, with the same words.
import { presetRules, type Rules } from '@boneyard/engine';
import { describe, expect, it } from 'vitest';
import { ClientMessages, clientAckSchema } from '../src/messages.ts';
import { CreateRoomResponseSchema } from '../src/room-info.ts';
import { parseRules, RulesSchema } from '../src/rules.ts';

function kozel(): Rules {
  const made = presetRules('kozel');
  if (!made.ok) throw new Error(made.message);
  return made.value;
}

describe('zod/mini schemas inside classic ones', () => {
  const create = ClientMessages['room:create'];

  it('a custom set in a create request parses to what parseRules gives', () => {
    const parsed = create.safeParse({ name: 'Ann', rules: { custom: kozel() } });
    expect(parsed.success).toBe(true);
    const own = parseRules(kozel());
    expect(own.ok && parsed.data?.rules).toEqual(own.ok && { custom: own.value });
  });

  it('a broken custom set is refused with the rules schema’s own issues and words', () => {
    const broken = { ...kozel(), tilesEach: 99 };
    const alone = RulesSchema.safeParse(broken).error?.issues ?? [];
    expect(alone.map((issue) => issue.message)).toEqual([
      'Too big: expected number to be <=14',
      'players + tilesEach: 4 players with 99 tiles each need more than the 28 tiles of the set.',
    ]);
    const inside = create.safeParse({ name: 'Ann', rules: { custom: broken } }).error?.issues;
    expect(inside?.map((issue) => ({ ...issue, path: issue.path.slice(2) }))).toEqual(alone);
  });

  it('the create reply inside an acknowledgement', () => {
    const value = { code: 'ABCD2345', token: 'a'.repeat(43), seat: null, url: '/r/ABCD2345' };
    const ack = clientAckSchema('room:create');
    expect(ack.parse({ ok: true, value })).toEqual({ ok: true, value });
    expect(ack.safeParse({ ok: true, value: { ...value, token: 'short' } }).success).toBe(false);
    expect(CreateRoomResponseSchema.safeParse({ ...value, token: 'short' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['token'], message: 'bad token' }),
    ]);
  });
});
