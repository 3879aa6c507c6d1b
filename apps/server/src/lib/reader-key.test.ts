import { describe, expect, it } from 'vitest';
import { normalisedAddress } from './reader-key.ts';

describe('normalisedAddress', () => {
  it('reads an IPv4 address mapped into IPv6 as the IPv4 address', () => {
    expect(normalisedAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(normalisedAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normalisedAddress('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('reads an IPv6 address as its /64, however it is written', () => {
    expect(normalisedAddress('2001:db8:1:2::10')).toBe('2001:db8:1:2::/64');
    expect(normalisedAddress('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(normalisedAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(normalisedAddress('::1')).toBe('0:0:0:0::/64');
    expect(normalisedAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(normalisedAddress('2001:db8:1:3::10')).not.toBe(normalisedAddress('2001:db8:1:2::10'));
  });
});
