// Per-address limits count an IPv6 client's /64, not each of its addresses (net/limit-key.ts).
import { describe, expect, it } from 'vitest';
import { limitKeyOf } from '../src/net/limit-key.ts';

describe('limitKeyOf', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['::ffff:cb00:7105', '203.0.113.5'],
    ['2001:db8:a:b:1:2:3:4', '2001:db8:a:b::/64'],
    ['2001:0DB8:000a:000b:ffff:ffff:ffff:ffff', '2001:db8:a:b::/64'],
    ['2001:db8:a:b::1', '2001:db8:a:b::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:a::b:1', '2001:db8:a:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
    // Not addresses: counted as given.
    ['2001:db8::1::2', '2001:db8::1::2'],
    ['2001:db8:a:b:1:2:3', '2001:db8:a:b:1:2:3'],
    ['::ffff:300.1.1.1', '::ffff:300.1.1.1'],
    ['unknown', 'unknown'],
  ])('%s → %s', (ip, key) => {
    expect(limitKeyOf(ip)).toBe(key);
  });
});
