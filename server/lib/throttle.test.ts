import { describe, expect, it } from 'vitest';
import { throttleAddress } from './throttle.ts';

describe('throttleAddress', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 one as IPv4', () => {
    expect(throttleAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('::FFFF:10.0.0.1')).toBe('10.0.0.1');
    expect(throttleAddress('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(throttleAddress('0:0:0:0:0:ffff:1.2.3.4')).toBe('1.2.3.4');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const net = '2001:db8:85a3:42::/64';
    for (const ip of ['2001:db8:85a3:42::1', '2001:0db8:85a3:0042:ffff:ffff:ffff:fffe', '2001:DB8:85A3:42:0:0:0:9', '2001:db8:85a3:42::1%eth0']) {
      expect(throttleAddress(ip), ip).toBe(net);
    }
    expect(throttleAddress('2001:db8:85a3:43::1')).toBe('2001:db8:85a3:43::/64');
    expect(throttleAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
    expect(throttleAddress('fe80::')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything that is not an IP address as it is', () => {
    expect(throttleAddress('unknown')).toBe('unknown');
  });
});
