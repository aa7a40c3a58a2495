import { describe, expect, it } from 'vitest';
import { orderedJobIds } from './job-runner.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('orderedJobIds', () => {
  it('gives valid, distinct ids that sort in the order the jobs were given', () => {
    const ids = orderedJobIds(20_000, 1_767_225_600_000);
    expect(ids.every((id) => uuid.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(20_000);
    expect([...ids].sort()).toEqual(ids);
  });

  it('puts a later batch after an earlier one', () => {
    const [earlier] = orderedJobIds(1, 1_767_225_600_000).slice(-1);
    const [later] = orderedJobIds(1, 1_767_225_600_001);
    expect([later, earlier].sort()).toEqual([earlier, later]);
  });
});
