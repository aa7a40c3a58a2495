import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../corpus/load-fixtures.ts';
import { decodeHtml } from '../decode.ts';
import { toProductDetails } from '../details/to-product-details.ts';
import { extract } from '../extract.ts';
import { MappingError } from './mapping-error.ts';
import { coupangStoreOf, metaOf, naverStoreOf } from './test-drafts.ts';
import { toCoupangRequest } from './to-coupang-request.ts';
import { naverImageSourcesOf, toNaverRequest } from './to-naver-request.ts';

const fixtures = loadFixtures();
/** Corpus pages that map cleanly today (multi-option pages collide on the 수량-only meta); guards against regressions. */
const minimumMapped = 50;
let mapped = 0;

/** The mapper's result, or the MappingError it threw; any other exception fails the test. */
function attempt<T>(run: () => T): T | MappingError {
  try {
    return run();
  } catch (error) {
    if (error instanceof MappingError) return error;
    throw error;
  }
}

// Every corpus page must map to a well-formed request or to a MappingError the seller can act on, never crash.
describe('marketplace mapping over the fixture corpus', () => {
  it.each(fixtures.map((fixture) => [fixture.id, fixture] as const))('%s', (_id, fixture) => {
    const draft = toProductDetails(extract(decodeHtml(fixture.bytes, fixture.contentType).html, fixture.url));
    const coupang = attempt(() => toCoupangRequest(draft, { code: 1, meta: metaOf() }, coupangStoreOf()));
    if (!(coupang instanceof MappingError)) {
      mapped += 1;
      const names = coupang.items.map((item) => item.itemName);
      expect(new Set(names).size).toBe(names.length);
      for (const item of coupang.items) {
        expect(item.images.filter((image) => image.imageType === 'REPRESENTATION')).toHaveLength(1);
        expect(item.salePrice % 10).toBe(0);
        expect(item.salePrice).toBeGreaterThan(0);
        expect(item.originalPrice % 10).toBe(0);
        expect(item.originalPrice).toBeGreaterThanOrEqual(item.salePrice);
      }
    }
    const hosted = naverImageSourcesOf(draft).map(
      (_url, index) => `https://shop-phinf.pstatic.net/${index}.jpg`,
    );
    const naver = attempt(() => toNaverRequest(draft, '50000000', hosted, naverStoreOf()));
    if (!(naver instanceof MappingError)) {
      expect(naver.originProduct.salePrice % 10).toBe(0);
      expect(naver.originProduct.detailContent).not.toBe('');
      expect(naver.originProduct.images.optionalImages?.length ?? 0).toBeLessThanOrEqual(9);
    }
  });

  it(`maps at least ${minimumMapped} pages to a Coupang request`, () => {
    expect(mapped).toBeGreaterThanOrEqual(minimumMapped);
  });
});
