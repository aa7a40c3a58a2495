import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const format = 'v1';
const currentKeyId = 'k1';

function deriveKey(appSecret: string, keyId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'ollida secret box', keyId, 32));
}

/**
 * AES-256-GCM for secrets at rest (marketplace keys). The key comes from APP_SECRET through HKDF and its id is
 * stored with every value (`v1.k1.iv.tag.ciphertext`), so a later key can be added while old values still open.
 */
export function createSecretBox(appSecret: string) {
  const keys = new Map([[currentKeyId, deriveKey(appSecret, currentKeyId)]]);
  return {
    seal(plaintext: string): string {
      const key = keys.get(currentKeyId);
      if (!key) throw new Error('no current key');
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [format, currentKeyId, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    open(sealed: string): string {
      const [version, keyId, iv, tag, ciphertext] = sealed.split('.');
      const key = keyId ? keys.get(keyId) : undefined;
      if (version !== format || !key || !iv || !tag || ciphertext === undefined) {
        throw new Error('sealed value has an unknown format or key');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
