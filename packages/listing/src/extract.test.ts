import { describe, expect, it } from 'vitest';
import { guarded } from './extract.ts';
import type { ExtractWarning } from './source-product.ts';

describe('guarded', () => {
  it('keeps a failing extractor from wiping the result and reports it', () => {
    const warnings: ExtractWarning[] = [];
    const fields = guarded(
      'alibaba1688',
      () => {
        throw new RangeError('Maximum call stack size exceeded');
      },
      { name: null },
      warnings,
    );
    expect(fields).toEqual({ name: null });
    expect(warnings).toEqual([{ code: 'extractor_failed', message: expect.stringContaining('alibaba1688') }]);
  });

  it('passes a working extractor through untouched', () => {
    const warnings: ExtractWarning[] = [];
    const fallback: { name?: string } = {};
    expect(guarded('jsonld', () => ({ name: '사과' }), fallback, warnings)).toEqual({ name: '사과' });
    expect(warnings).toEqual([]);
  });
});
