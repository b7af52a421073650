import { clientNetworkKey } from './client-network';

describe('clientNetworkKey: what per-address limits count under', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['127.0.0.1', '127.0.0.1'],
  ])('keeps an IPv4 address as it is (%s)', (address, key) => {
    expect(clientNetworkKey(address)).toBe(key);
  });

  it.each([
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:1::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
  ])('keys the IPv6 address %s by its /64', (address, key) => {
    expect(clientNetworkKey(address)).toBe(key);
  });

  it('gives every address of one /64 the same key, and a neighbouring /64 another', () => {
    const one = ['2001:db8:aa:1::1', '2001:db8:aa:1:ffff::', '2001:db8:aa:1:1234:5678:9abc:def0'];
    expect(new Set(one.map(clientNetworkKey))).toEqual(new Set(['2001:db8:aa:1::/64']));
    expect(clientNetworkKey('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
  });

  it.each(['::ffff:203.0.113.7', '::FFFF:203.0.113.7', '::ffff:cb00:7107', '0:0:0:0:0:ffff:203.0.113.7'])(
    'reads the IPv4-mapped address %s as the IPv4 address it carries',
    (address) => {
      expect(clientNetworkKey(address)).toBe('203.0.113.7');
    },
  );

  it('leaves anything that is not an address as it is', () => {
    expect(clientNetworkKey('unknown')).toBe('unknown');
    expect(clientNetworkKey('')).toBe('');
  });
});
