import type { AdapterResult, SiteAdapter } from '../adapter.ts';
import { assignedJson, isRecord, jsonValueAt, pathOf, stringOf } from '../embedded-json.ts';
import type { Page } from '../page.ts';
import type { ExtractWarning, PartialFields } from '../source-product.ts';
import { hostIs } from '../urls.ts';
import { aliExpressComponentFields, isComponentLayout } from './aliexpress-components.ts';
import { aliExpressModuleFields, isModuleLayout } from './aliexpress-modules.ts';
import type { JsonObject } from './aliexpress-parts.ts';
import { clientRenderedFields, renderedShipping } from './aliexpress-rendered.ts';

const dataCache = new WeakMap<Page, JsonObject | null>();
const assignment = /runParams\s*=\s*/g;

const maxAssignmentsTried = 3;

/**
 * `runParams.data` from one script. `window.runParams = { data: {…}, csrfToken: … }` is an object literal with bare
 * keys, so when the whole value is not JSON the `data` member is read on its own.
 */
function dataFromScript(script: string): JsonObject | null {
  let tried = 0;
  for (const match of script.matchAll(assignment)) {
    // Real pages assign runParams once; each try may scan the rest of the script, so a flood of them must stop early.
    tried += 1;
    if (tried > maxAssignmentsTried) break;
    const at = match.index + match[0].length;
    const whole = jsonValueAt(script, at);
    const data = isRecord(whole) ? whole.data : assignedJson(script.slice(at), 'data');
    if (isRecord(data) && (isComponentLayout(data) || isModuleLayout(data))) return data;
  }
  return null;
}

/** `runParams.data` of an item page, parsed once per page; null when the page has none. */
function runParamsData(page: Page): JsonObject | null {
  const cached = dataCache.get(page);
  if (cached !== undefined) return cached;
  let data: JsonObject | null = null;
  for (const script of page.scripts()) {
    if (!script.text.includes('runParams')) continue;
    data = dataFromScript(script.text);
    if (data !== null) break;
  }
  dataCache.set(page, data);
  return data;
}

/** The anti-bot slider (`.nc_iconfont.btn_slide`) AliExpress shows instead of the item. */
function sliderWarning(page: Page): ExtractWarning | null {
  if (page.$('.nc_iconfont.btn_slide').length === 0 && !page.html.includes('/_____tmd_____/')) return null;
  return {
    code: 'blocked_page',
    message:
      'AliExpress가 자동 수집을 막고 슬라이더 인증 페이지를 보냈습니다. 브라우저 확장 프로그램으로 상품을 가져오거나, 브라우저에서 연 상품 페이지의 HTML을 복사해 붙여 넣어 주세요.',
  };
}

/** The shipping line the browser rendered, when the embedded freight block says nothing. */
function withRenderedShipping(fields: PartialFields, data: JsonObject, page: Page): PartialFields {
  if (fields.deliveryFee != null || fields.deliveryPayType != null) return fields;
  const freeLabel = stringOf(pathOf(data, 'shippingModule', 'i18nMap', 'FREE_SHIPPING'));
  return { ...fields, ...renderedShipping(page, freeLabel) };
}

/**
 * AliExpress item pages: `window.runParams.data` in the 2023 component layout or the pre-2022 module layout, else the
 * client-rendered page's `window._d_c_.DCData` gallery.
 */
export const aliExpressAdapter: SiteAdapter = {
  id: 'aliexpress',
  displayName: '알리익스프레스',
  matchesHost: (host) =>
    ['aliexpress.com', 'aliexpress.us', 'aliexpress.ru'].some((domain) => hostIs(host, domain)),
  matchesPage: (page) => runParamsData(page) !== null,
  extract(page): AdapterResult {
    const data = runParamsData(page);
    if (data === null) {
      const blocked = sliderWarning(page);
      if (blocked !== null) return { fields: {}, warnings: [blocked] };
      return { fields: clientRenderedFields(page) ?? {} };
    }
    const fields = isComponentLayout(data)
      ? aliExpressComponentFields(data, page)
      : aliExpressModuleFields(data, page);
    return { fields: withRenderedShipping(fields, data, page) };
  },
};
