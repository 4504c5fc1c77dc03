// Scoring during play online: strict / stealing Muggins claim windows are kept by the server's
// clock as stored deadlines (every store, and across a restart on Redis). Nothing here waits for a
// clock to race: each step waits for the frame that proves it happened, with generous timeouts.
// The new presets and the bots' claims online: muggins-bots.test.ts.
import { describe, expect, it } from 'vitest';
import { build, cleanRedis, newPrefix, until } from './helpers.ts';
import { ALL_STORES, buildOn } from './kinds.ts';
import {
  closedAfterEach,
  eventsOf,
  pendingOf,
  strict,
  twoPeople,
  untilPending,
} from './muggins-support.ts';

const { servers, players } = closedAfterEach();

describe.each(ALL_STORES)('the claim window on the server clock (%s store)', (store) => {
  it(
    'an unclaimed score lapses at its stored deadline and is not awarded',
    { timeout: 120_000 },
    async () => {
      const server = await buildOn(store);
      servers.push(server);
      const people = await twoPeople(server.url, strict('strict', 500), players);
      const pending = await untilPending(people);
      const before = people[0]!.last!.view!.hand!.playPoints ?? [0, 0];
      await until(() => eventsOf(people[0]!).some((e) => e.type === 'lapsed'), 30_000, 'the lapse');
      await until(() => pendingOf(people[0]!) === null, 10_000, 'no pending score');
      const hand = people[0]!.last!.view!.hand!;
      expect(hand.playPoints ?? [0, 0]).toEqual(before);
      const lapsed = hand.moves.find((m) => 'lapsed' in m) as
        { lapsed: number; at: number; seat: number } | undefined;
      expect(lapsed).toMatchObject({ seat: pending.seat, lapsed: pending.points });
      expect(lapsed!.at).toBeGreaterThan(pending.deadline);
      for (const person of people) expect(person.errors).toEqual([]);
    },
  );

  it(
    'the scorer claims inside the window; the opponent may not in strict, may steal in stealing',
    { timeout: 120_000 },
    async () => {
      const server = await buildOn(store);
      servers.push(server);
      const people = await twoPeople(server.url, strict('strict', 60_000), players);
      const pending = await untilPending(people);
      const scorer = people[pending.seat]!;
      const other = people[1 - pending.seat]!;
      const refused = await other.act({
        id: 'steal',
        version: other.version,
        action: { type: 'claim' },
      });
      expect(refused).toMatchObject({ ok: false, error: { code: 'not-yours-to-claim' } });
      const before = scorer.last!.view!.hand!.playPoints?.[pending.side] ?? 0;
      const sent = Date.now();
      const claimed = await scorer.act({
        id: 'claim',
        version: scorer.version,
        action: { type: 'claim' },
      });
      expect(claimed.ok, JSON.stringify(claimed)).toBe(true);
      await until(() => pendingOf(scorer) === null, 10_000, 'claimed');
      const hand = scorer.last!.view!.hand!;
      expect(hand.playPoints?.[pending.side]).toBe(before + pending.points);
      // The time is the server's, stamped when the claim arrived.
      const move = hand.moves.find((m) => 'claim' in m) as { at: number; claim: number };
      expect(move.claim).toBe(pending.points);
      expect(move.at).toBeGreaterThanOrEqual(sent - 5_000);
      expect(move.at).toBeLessThanOrEqual(pending.deadline);

      const thief = await buildOn(store);
      servers.push(thief);
      const stealing = await twoPeople(thief.url, strict('stealing', 60_000), players);
      const open = await untilPending(stealing);
      const robber = stealing[1 - open.seat]!;
      const stolen = await robber.act({
        id: 'steal',
        version: robber.version,
        action: { type: 'claim' },
      });
      expect(stolen.ok, JSON.stringify(stolen)).toBe(true);
      await until(() => eventsOf(robber).some((e) => e.type === 'claimed'), 10_000, 'the steal');
      expect(eventsOf(robber).find((e) => e.type === 'claimed')).toMatchObject({
        seat: robber.seat,
        points: open.points,
        stolen: true,
      });
    },
  );

  it(
    'a hostile second client cannot steal outside the window, nor bring its own clock',
    { timeout: 120_000 },
    async () => {
      const server = await buildOn(store);
      servers.push(server);
      const people = await twoPeople(server.url, strict('stealing', 500), players);
      const pending = await untilPending(people);
      const hostile = people[1 - pending.seat]!;
      // A claim that names its own time is not a protocol message at all.
      const forged = await hostile.act({
        id: 'forged',
        version: hostile.version,
        action: { type: 'claim', at: pending.deadline - 100 },
      });
      expect(forged).toMatchObject({ ok: false, error: { code: 'bad-request' } });
      await until(() => eventsOf(hostile).some((e) => e.type === 'lapsed'), 30_000, 'the lapse');
      const late = await hostile.act({
        id: 'late',
        version: hostile.version,
        action: { type: 'claim' },
      });
      expect(late).toMatchObject({ ok: false, error: { code: 'nothing-to-claim' } });
      expect(eventsOf(hostile).some((e) => e.type === 'claimed')).toBe(false);
      expect(hostile.last!.view!.hand!.playPoints?.[1 - pending.side] ?? 0).toBe(
        people[0]!.last!.view!.hand!.playPoints?.[1 - pending.side] ?? 0,
      );
    },
  );
});

describe('the claim window survives a restart (redis store)', () => {
  it(
    'a window opened on one server process closes on the next one',
    { timeout: 120_000 },
    async () => {
      const prefix = newPrefix();
      try {
        const first = await build('redis', { redisPrefix: prefix });
        // 10 s: the first process is closed right after the score, long before its deadline.
        const people = await twoPeople(first.url, strict('strict', 10_000), players);
        const pending = await untilPending(people);
        await first.close();
        expect(eventsOf(people[0]!).some((e) => e.type === 'lapsed')).toBe(false);
        const second = await build('redis', { redisPrefix: prefix });
        servers.push(second);
        for (const person of people) person.reload(second.url);
        await until(
          () => eventsOf(people[0]!).some((e) => e.type === 'lapsed'),
          60_000,
          'the lapse on the second process',
        );
        const lapsed = people[0]!.last!.view!.hand!.moves.find((m) => 'lapsed' in m) as {
          at: number;
        };
        expect(lapsed.at).toBeGreaterThan(pending.deadline);
      } finally {
        await cleanRedis(prefix);
      }
    },
  );
});
