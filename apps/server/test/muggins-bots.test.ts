// The new presets online, and the bots' Muggins claims: a bot steals what a person leaves
// unclaimed, never plays over a person's open window, and calls its own score at once. Each step
// waits for the frame that proves it happened, with generous timeouts.
import type { UpdateFrame } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { build, until } from './helpers.ts';
import {
  closedAfterEach,
  eventsOf,
  hostAgainstBot,
  hostAndBot,
  moveUnlessStale,
  nextMatchIfEnded,
  strict,
  type Rules,
} from './muggins-support.ts';
import { hostedRoom, startMatch, verifiedRecord } from './tables.ts';

const opened = closedAfterEach();
const { servers, players } = opened;

describe('every new preset online', () => {
  it.each<[string, Rules]>([
    ['telephone', { preset: 'telephone', players: 2, target: 61 }],
    [
      'all-fives strict',
      { preset: 'all-fives', players: 2, target: 61, muggins: 'strict', mugginsWindowMs: 60_000 },
    ],
    ['osyol', { preset: 'osyol', players: 2 }],
    ['telefon', { preset: 'telefon', players: 2 }],
    ['trains', { preset: 'trains', players: 2 }],
  ])(
    '%s: a person and a bot play a whole hand; the record verifies',
    { timeout: 120_000 },
    async (_name, rules) => {
      const server = await build('memory');
      servers.push(server);
      const { code, host } = await hostedRoom(server.url, hostAndBot(rules, 'hard'), players, {
        joinMs: 20_000,
      });
      expect(host.snapshot!.room.rules.preset).toBe('preset' in rules ? rules.preset : null);
      await startMatch(host);
      await until(
        () => eventsOf(host).some((e) => e.type === 'hand-over'),
        90_000,
        'the first hand over',
      );
      expect(host.errors).toEqual([]);
      await verifiedRecord(server.url, code);
    },
  );

  it(
    'a hard bot steals the score a person leaves unclaimed (stealing Muggins)',
    { timeout: 120_000 },
    async () => {
      // An 8 s window: the bot steals late in it (the host had until then to claim its own score).
      const host = await hostAgainstBot(opened, strict('stealing', 8_000), 'hard');
      const stolen = () =>
        eventsOf(host).some((e) => e.type === 'claimed' && e.seat === 1 && e.stolen);
      for (let moves = 0; moves < 300 && !stolen(); moves++) {
        await until(
          () =>
            stolen() ||
            host.status === 'ended' ||
            (host.last?.legal ?? []).some((a) => a.type !== 'claim'),
          30_000,
          'the host to move',
        );
        if (stolen()) break;
        if (await nextMatchIfEnded(host)) continue;
        // The bot may claim (steal) between our reading the version and the server receiving the
        // move: the server answers `stale` and resyncs, as it does for any client; look again.
        await moveUnlessStale(host, undefined, true);
      }
      expect(stolen()).toBe(true);
      // Not before the last quarter of the window: the server time of the frame that carried the
      // steal against the deadline of the score it took (the last pending score before it).
      const frames = host.frames.flatMap((f) =>
        f.kind === 'update' ? [f.payload as UpdateFrame] : [],
      );
      const stealFrame = frames.findIndex((f) =>
        f.events.some((e) => e.type === 'claimed' && e.stolen),
      );
      const scored = frames
        .slice(0, stealFrame + 1)
        .flatMap((f) => f.events)
        .filter((e) => e.type === 'scored' && e.pending)
        .at(-1) as { deadline: number };
      expect(frames[stealFrame]!.serverTime).toBeGreaterThanOrEqual(scored.deadline - 8_000 / 4);
      expect(host.errors).toEqual([]);
    },
  );

  it(
    "a bot does not play over a person's unclaimed score: the whole window stays the person's",
    { timeout: 120_000 },
    async () => {
      // Strict (no stealing), bot delay 0: before bots waited, the bot's next play closed the
      // person's window at once and their claim was refused.
      const host = await hostAgainstBot(opened, strict('strict', 60_000), 'easy');
      const mine = () => (host.last?.legal ?? []).some((a) => a.type === 'claim');
      for (let moves = 0; moves < 300 && !mine(); moves++) {
        await until(
          () =>
            mine() ||
            host.status === 'ended' ||
            (host.last?.legal ?? []).some((a) => a.type !== 'claim'),
          30_000,
          'the host to move or claim',
        );
        if (mine()) break;
        if (await nextMatchIfEnded(host)) continue;
        await moveUnlessStale(host, undefined, false); // stale: a bot's claim landed first
      }
      expect(mine()).toBe(true);
      const version = host.version;
      const claim = await host.act({ id: `claim-${version}`, version, action: { type: 'claim' } });
      expect(claim.ok, JSON.stringify(claim)).toBe(true);
      expect(eventsOf(host).some((e) => e.type === 'claimed' && e.seat === 0)).toBe(true);
      // Once claimed, the bot plays on.
      await until(() => host.version > version + 1, 30_000, 'the bot to play after the claim');
      expect(host.errors).toEqual([]);
    },
  );

  it(
    'a bot calls its own score at once: a person who plays at once cannot close its window',
    { timeout: 180_000 },
    async () => {
      // Bot delay 1.5 s: bots used to claim their own scores after the delay, so a person who
      // played sooner made every one of them lapse.
      const host = await hostAgainstBot(opened, strict('strict', 60_000), 'hard', {
        botDelayMs: 1500,
      });
      const botEvents = (type: string) =>
        eventsOf(host).filter((e) => e.type === type && 'seat' in e && e.seat === 1);
      const settled = () => botEvents('claimed').length + botEvents('lapsed').length;
      for (let moves = 0; moves < 300 && settled() < 2; moves++) {
        await until(
          () => settled() >= 2 || host.status === 'ended' || (host.last?.legal.length ?? 0) > 0,
          60_000,
          'the host to move or claim',
        );
        if (settled() >= 2) break;
        if (await nextMatchIfEnded(host)) continue;
        // The host claims its own scores (the bot waits for them) and otherwise plays the moment it may.
        const claim = host.last!.legal.find((a) => a.type === 'claim');
        await moveUnlessStale(host, claim, true);
      }
      expect(botEvents('lapsed')).toEqual([]);
      expect(botEvents('claimed').length).toBeGreaterThanOrEqual(2);
      expect(host.errors).toEqual([]);
    },
  );

  it('muggins options are checked when the room is created', async () => {
    const server = await build('memory');
    servers.push(server);
    const bad = await fetch(`${server.url}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Host', rules: { preset: 'draw', muggins: 'strict' } }),
    });
    expect(bad.status).toBe(400);
    const tooShort = await fetch(`${server.url}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Host',
        rules: { preset: 'all-fives', muggins: 'strict', mugginsWindowMs: 10 },
      }),
    });
    expect(tooShort.status).toBe(400);
  });
});
