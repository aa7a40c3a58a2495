import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const box = createSecretBox('a'.repeat(40));

describe('secret box', () => {
  it('round-trips and never stores the plaintext', () => {
    const sealed = box.seal('{"secretKey":"비밀-값-1234"}');
    expect(sealed.startsWith('v1.k1.')).toBe(true);
    expect(sealed).not.toContain('비밀');
    expect(box.open(sealed)).toBe('{"secretKey":"비밀-값-1234"}');
  });

  it('uses a fresh IV each time', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a tampered value and a value sealed with another APP_SECRET', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    parts[4] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox('b'.repeat(40)).open(sealed)).toThrow();
  });
});
