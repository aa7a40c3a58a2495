import { describe, expect, it } from 'vitest';
import { seoulDateTime } from './seoul-time.ts';

describe('seoulDateTime', () => {
  it('formats the Seoul wall clock, crossing the date line', () => {
    expect(seoulDateTime(new Date('2025-02-28T15:30:05Z'))).toBe('2025-03-01T00:30:05');
    expect(seoulDateTime(new Date('2024-12-31T14:59:59Z'))).toBe('2024-12-31T23:59:59');
  });
});
