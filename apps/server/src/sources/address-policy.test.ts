import { describe, expect, it } from 'vitest';
import { cloudMetadataAddresses, isBlockedHostname, isPublicAddress } from './address-policy.ts';

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.255.255.254',
    '169.254.0.1',
    '169.254.169.254',
    '168.63.129.16',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.88.99.1',
    '192.168.0.1',
    '198.18.0.1',
    '198.19.255.255',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
  ])('refuses the special IPv4 address %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    '::',
    '::1',
    '[::1]',
    '::7f00:1', // IPv4-compatible loopback
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:0:7f00:1', // IPv4-translated
    '64:ff9b::7f00:1', // NAT64 of loopback
    '64:ff9b::a00:1', // NAT64 of 10.0.0.1
    '64:ff9b:1::1', // local-use NAT64
    '2002:7f00:1::1', // 6to4 of loopback
    '2002:c0a8:101::1', // 6to4 of 192.168.1.1
    'fc00::1',
    'fd12:3456::1',
    'fd00:ec2::254',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'fec0::1',
    'ff02::1',
    'ff05::2',
    '100::1',
    '2001:db8::1',
    '2001::1', // Teredo
    '2001:10::1', // ORCHID
    '3fff::1',
  ])('refuses the special IPv6 address %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '93.184.216.34',
    '100.63.255.255',
    '100.128.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '192.167.255.255',
    '198.17.255.255',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2404:6800:4004:80f::200e',
    '[2001:4860:4860::8888]',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::808:808', // NAT64 of a public address is a real route on IPv6-only networks
    '2002:808:808::1', // 6to4 of a public address
  ])('accepts the public address %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    '',
    'localhost',
    'example.com',
    '127.1',
    '2130706433',
    '0x7f000001',
    '1.2.3.4.5',
    '::ffff:1.2.3',
    'fe80::1%',
  ])('refuses %j, which is no IP address text', (text) => {
    expect(isPublicAddress(text)).toBe(false);
  });

  it('refuses every cloud metadata address', () => {
    for (const ip of cloudMetadataAddresses) expect(isPublicAddress(ip), ip).toBe(false);
  });
});

describe('isBlockedHostname', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'localhost.',
    'app.localhost',
    'metadata',
    'metadata.google.internal',
    'metadata.google.internal.',
    'instance-data',
    'printer.local',
    'db.internal',
    'router.home.arpa',
    'box.localdomain',
    '',
    '.',
  ])('blocks %j', (name) => {
    expect(isBlockedHostname(name)).toBe(true);
  });

  it.each([
    'example.com',
    'domeggook.com',
    'smartstore.naver.com',
    'localhost.example.com',
    'internal.example.com',
  ])('allows %s', (name) => {
    expect(isBlockedHostname(name)).toBe(false);
  });
});
