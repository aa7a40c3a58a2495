import { describe, expect, it } from 'vitest';
import { Invalid } from '../../platform/domain-errors.ts';
import { isNaverClientSecretShape, signNaverClientSecret } from './naver-signature.ts';

describe('signNaverClientSecret', () => {
  it('reproduces the official test vector', () => {
    const signature = signNaverClientSecret({
      clientId: 'aaaabbbbcccc',
      clientSecret: '$2a$10$abcdefghijklmnopqrstuv',
      timestamp: 1643961623299,
    });
    expect(signature).toBe(
      'JDJhJDEwJGFiY2RlZmdoaWprbG1ub3BxcnN0dXVCVldZSk42T0VPdEx1OFY0cDQxa2IuTnpVaUEzbmsy',
    );
    expect(Buffer.from(signature, 'base64').toString('utf8')).toBe(
      '$2a$10$abcdefghijklmnopqrstuuBVWYJN6OEOtLu8V4p41kb.NzUiA3nk2',
    );
  });

  it('gives 80 characters that need no form escaping', () => {
    const signature = signNaverClientSecret({
      clientId: 'xrQzOOnyT1DlAM87yEDyXs',
      clientSecret: '$2a$04$41tVW.YeXJzmsW5ewE2feu',
      timestamp: 1700000000000,
    });
    expect(signature).toHaveLength(80);
    expect(signature).toMatch(/^[A-Za-z0-9]+$/);
  });

  it('changes with the timestamp', () => {
    const base = { clientId: 'aaaabbbbcccc', clientSecret: '$2a$04$41tVW.YeXJzmsW5ewE2feu' };
    expect(signNaverClientSecret({ ...base, timestamp: 1 })).not.toBe(
      signNaverClientSecret({ ...base, timestamp: 2 }),
    );
  });

  it('refuses a secret that is not a bcrypt salt, without echoing it', () => {
    const truncated = '$2a$04$41tV';
    const error = (() => {
      try {
        signNaverClientSecret({ clientId: 'a', clientSecret: truncated, timestamp: 1 });
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(Invalid);
    expect((error as Invalid).detail).toContain('11자');
    expect((error as Invalid).detail).not.toContain(truncated);
  });

  it('recognises the secret shapes Naver issues', () => {
    expect(isNaverClientSecretShape('$2a$04$41tVW.YeXJzmsW5ewE2feu')).toBe(true);
    expect(isNaverClientSecretShape('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
    expect(isNaverClientSecretShape('plain-secret')).toBe(false);
    expect(isNaverClientSecretShape('$2a$04$41tVW.YeXJzmsW5ewE2fe')).toBe(false);
  });
});
