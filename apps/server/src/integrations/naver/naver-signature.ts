import { hashSync } from 'bcryptjs';
import { Invalid } from '../../platform/domain-errors.ts';

/** A Naver client secret is a complete bcrypt salt: `$2a$04$` plus 22 characters of the bcrypt alphabet. */
export const NAVER_CLIENT_SECRET_PATTERN = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{22}$/;

/** True when the secret has the shape Naver issues (catches secrets truncated at `$` by env tooling). */
export function isNaverClientSecretShape(clientSecret: string): boolean {
  return NAVER_CLIENT_SECRET_PATTERN.test(clientSecret);
}

/**
 * `client_secret_sign` for the token request: Base64 of bcrypt(`clientId_timestamp`) with the secret as the salt.
 * The timestamp must be the same millisecond value that is sent alongside it.
 */
export function signNaverClientSecret(input: {
  clientId: string;
  clientSecret: string;
  timestamp: number;
}): string {
  if (!isNaverClientSecretShape(input.clientSecret)) {
    // Never echo the secret: only its length helps spot a value cut short at a `$`.
    throw new Invalid(
      `네이버 커머스 애플리케이션 시크릿 형식이 올바르지 않습니다. '$2a$'로 시작하는 29자여야 합니다. (입력 ${input.clientSecret.length}자)`,
    );
  }
  const hashed = hashSync(`${input.clientId}_${input.timestamp}`, input.clientSecret);
  return Buffer.from(hashed, 'utf8').toString('base64');
}
