import type { ReviewCheck, ReviewFix } from '@ollida/contracts/review-check';

export type { ReviewCheck, ReviewFix };

export function error(code: string, field: string, detail: string, fix?: ReviewFix): ReviewCheck {
  return { code, severity: 'error', field, detail, ...(fix ? { fix } : {}) };
}

export function warning(code: string, field: string, detail: string, fix?: ReviewFix): ReviewCheck {
  return { code, severity: 'warning', field, detail, ...(fix ? { fix } : {}) };
}

/** At most this many checks of one code, so a 200-option draft does not answer with 200 lines of the same advice. */
export const perCodeLimit = 5;

/** Keeps the first `perCodeLimit` checks of each code. */
export function capped(checks: readonly ReviewCheck[]): ReviewCheck[] {
  const seen = new Map<string, number>();
  return checks.filter((check) => {
    const count = (seen.get(check.code) ?? 0) + 1;
    seen.set(check.code, count);
    return count <= perCodeLimit;
  });
}
