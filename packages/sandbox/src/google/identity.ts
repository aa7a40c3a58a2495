import { createHash } from 'node:crypto';
import type { SandboxIdentity } from './store.ts';

// Deliberately loose (like an <input type="email">): the sandbox must accept any test address.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 254;
const MAX_NAME_LENGTH = 200;

/** Stable Google-style numeric subject derived from the lowercased email. */
export function subjectForEmail(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  // Google subs are 21-digit decimal strings; a 256-bit number always has far more than 21 digits.
  return BigInt(`0x${digest}`).toString(10).slice(0, 21);
}

/** Raw sign-in form fields, exactly as posted. */
export interface IdentityInput {
  email?: string;
  name?: string;
  emailVerified?: string;
  picture?: string;
}

/** Validates the sign-in form, returning a Korean message for the user on failure. */
export function parseIdentity(input: IdentityInput): { identity: SandboxIdentity } | { message: string } {
  // Google hands out lowercase addresses, and the sub must not depend on how the user typed it.
  const email = (input.email ?? '').trim().toLowerCase();
  if (email === '' || email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    return { message: '올바른 이메일 주소를 입력해 주세요.' };
  }
  const name = (input.name ?? '').trim();
  if (name === '' || name.length > MAX_NAME_LENGTH) {
    return { message: `이름을 입력해 주세요. (최대 ${MAX_NAME_LENGTH}자)` };
  }
  const picture = (input.picture ?? '').trim();
  if (picture !== '' && !isHttpUrl(picture)) {
    return { message: '프로필 사진 URL은 http:// 또는 https:// 로 시작해야 합니다.' };
  }
  const identity: SandboxIdentity = {
    sub: subjectForEmail(email),
    email,
    emailVerified: input.emailVerified === 'on' || input.emailVerified === 'true',
    name,
  };
  if (picture !== '') identity.picture = picture;
  return { identity };
}

/** Claims besides `sub` that Google releases per scope: email needs `email`, name and picture need `profile`. */
export function scopedClaims(identity: SandboxIdentity, scope: string): Record<string, string | boolean> {
  const scopes = new Set(scope.split(' '));
  const claims: Record<string, string | boolean> = {};
  if (scopes.has('email')) {
    claims.email = identity.email;
    claims.email_verified = identity.emailVerified;
  }
  if (scopes.has('profile')) {
    claims.name = identity.name;
    if (identity.picture !== undefined) claims.picture = identity.picture;
  }
  return claims;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
