import type { ProductDetails } from '@ollida/contracts/product-details';
import type { NaverCategoryRules } from '@ollida/listing/marketplace/naver-listing-rules';
import type { NaverApplicationClient } from '../../integrations/naver/naver-client.ts';

type NaverLeaf = { id: string; wholeCategoryName: string };
type RulesClient = Pick<
  NaverApplicationClient,
  'getCategories' | 'getCategory' | 'getProvidedNoticeTypes' | 'queryOriginAreas'
>;

/** Category rules and notice types change rarely and are the same for every store: one process keeps them an hour. */
const cacheMs = 60 * 60 * 1000;
const cache = new Map<string, { at: number; value: Promise<unknown> }>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = cache.get(key);
  if (hit !== undefined && now - hit.at < cacheMs) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { at: now, value });
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

const domesticOrigin = /국산|국내|한국|대한민국/;

/** The foreign country of an origin text ('중국', '중국산', 'Made in China' is left to the seller). */
function countryOf(origin: string): string {
  return origin
    .trim()
    .replace(/\s*(산|제|OEM)$/u, '')
    .replace(/^수입\s*/, '')
    .slice(0, 20);
}

/** The `02…` detail code of a foreign origin whose name ends in the country, when Naver knows exactly one. */
async function importedOriginOf(naver: RulesClient, origin: string) {
  const country = countryOf(origin);
  if (country === '' || domesticOrigin.test(country) || !/^[가-힣]{2,10}$/.test(country)) return null;
  const areas = await cached(`origin:${country}`, () => naver.queryOriginAreas({ name: country }));
  const exact = areas.filter((area) => area.code.startsWith('02') && area.name.split('>').at(-1) === country);
  return exact.length === 1 && exact[0] !== undefined ? exact[0] : null;
}

/**
 * What Naver says about the leaf: its exceptional flags and certification kinds (`GET /v1/categories/{id}`), the
 * notice types its top-level category takes (`GET /v1/products-for-provided-notice?categoryId=`), and the detail code
 * of an imported origin (`GET /v1/product-origin-areas/query`).
 */
export async function naverRulesOf(
  naver: RulesClient,
  leaf: NaverLeaf,
  details: ProductDetails,
): Promise<NaverCategoryRules> {
  const topName = leaf.wholeCategoryName.split('>')[0]?.trim() ?? '';
  const [detail, all] = await Promise.all([
    cached(`category:${leaf.id}`, () => naver.getCategory(leaf.id)),
    naver.getCategories(),
  ]);
  const top = all.find((category) => category.wholeCategoryName.trim() === topName);
  const noticeTypes =
    top === undefined ? [] : await cached(`notices:${top.id}`, () => naver.getProvidedNoticeTypes(top.id));
  return {
    exceptionalCategories: detail.exceptionalCategories,
    certificationInfos: detail.certificationInfos.map((info) => ({
      id: info.id,
      name: info.name,
      kindTypes: info.kindTypes,
    })),
    noticeTypes: noticeTypes.map((type) => ({
      type: type.type,
      fields: type.fields.map((field) => ({
        fieldName: field.fieldName,
        ...(field.fieldType === undefined ? {} : { fieldType: field.fieldType }),
        fieldMaxLength: field.fieldMaxLength ?? null,
        required: /필수/.test(field.fieldAddDescription),
      })),
    })),
    importedOrigin: await importedOriginOf(naver, details.origin),
  };
}
