import { findProhibitedWord } from '../coupang/prohibited-words.ts';
import type { NaverCategoryRules } from './category-rules.ts';
import { checkDeliveryInfo, checkDetailAttribute } from './detail-attribute-validation.ts';
import { asObject, FieldChecker, type JsonObject } from './field-checker.ts';
import type { InvalidInput } from './responses.ts';

const STATUS_TYPES = [
  'WAIT',
  'SALE',
  'OUTOFSTOCK',
  'UNADMISSION',
  'REJECTION',
  'SUSPENSION',
  'CLOSE',
  'PROHIBITION',
  'DELETE',
] as const;
const MAX_SALE_PRICE = 999_999_990;
const MAX_STOCK = 99_999_999;
const MAX_OPTIONAL_IMAGES = 9;
const MAX_NAME_LENGTH = 100;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?([+-]\d{2}:\d{2}|Z)$/;

/** What the validation needs to know about the world outside the request. */
export interface ProductCheckDeps {
  categoryKind(id: string): 'leaf' | 'branch' | 'unknown';
  /** What the category asks of a product (flags, certificates, notice types); undefined for unknown ids. */
  categoryRules(id: string): NaverCategoryRules | undefined;
  isUploadedImage(url: string): boolean;
  /** The seller's Shopping Window channel, if it has one. */
  windowChannelNo: number | undefined;
}

/** A request that passed validation, with the statuses it is stored under. */
export interface CheckedProduct {
  originProduct: JsonObject;
  smartstoreChannelProduct: JsonObject;
  windowChannelProduct: JsonObject | undefined;
  statusType: 'SALE' | 'OUTOFSTOCK';
  displayStatus: 'ON' | 'SUSPENSION';
  leafCategoryId: string;
}

function checkImages(check: FieldChecker, origin: JsonObject, deps: ProductCheckDeps): void {
  const images = check.object(origin, 'images', 'originProduct.images');
  if (images === undefined) return;
  const checkUrl = (holder: JsonObject, path: string) => {
    const url = check.string(holder, 'url', path);
    if (url !== undefined && !deps.isUploadedImage(url)) {
      check.add(path, 'Invalid', '이미지 URL은 상품 이미지 업로드 API로 등록한 URL이어야 합니다.');
    }
  };
  const representative = check.object(
    images,
    'representativeImage',
    'originProduct.images.representativeImage',
  );
  if (representative !== undefined) checkUrl(representative, 'originProduct.images.representativeImage.url');
  const optional = check.array(images, 'optionalImages', 'originProduct.images.optionalImages');
  if (optional === undefined) return;
  if (optional.length > MAX_OPTIONAL_IMAGES) {
    check.add(
      'originProduct.images.optionalImages',
      'Size',
      `추가 이미지는 최대 ${MAX_OPTIONAL_IMAGES}개입니다.`,
    );
  }
  optional.forEach((entry, index) => {
    const path = `originProduct.images.optionalImages[${index}]`;
    const holder = asObject(entry);
    if (holder === undefined) check.add(path, 'Type', `${path} 항목은 객체여야 합니다.`);
    else checkUrl(holder, `${path}.url`);
  });
}

/**
 * A product name: at most 100 characters (seller center limit, docs/protocols/naver-commerce.md §6 [M]) and none of the
 * prohibited words the sandbox shares with its Coupang review (sandbox's choice: Naver publishes no list and no error
 * text, so the refusal is the generic BAD_REQUEST naming the field).
 */
function checkName(check: FieldChecker, name: string | undefined, path: string): void {
  if (name === undefined) return;
  if (name.length > MAX_NAME_LENGTH) {
    check.add(
      path,
      'Size',
      `상품명은 최대 ${MAX_NAME_LENGTH}자까지 입력할 수 있습니다. (현재 ${name.length}자)`,
    );
  }
  const found = findProhibitedWord(name);
  if (found !== undefined) {
    const why =
      found.kind === 'counterfeit' ? '위조·모조품을 암시하는 표현' : '질병의 예방·치료 효능을 표방하는 표현';
    check.add(path, 'Invalid', `상품명에 사용할 수 없는 단어('${found.word}')가 포함되어 있습니다. (${why})`);
  }
}

function checkCategory(check: FieldChecker, origin: JsonObject, deps: ProductCheckDeps): string | undefined {
  const path = 'originProduct.leafCategoryId';
  const raw = origin.leafCategoryId;
  // Documented as a string of digits; a JSON number is coerced, as a Java backend would.
  const id =
    typeof raw === 'number' && Number.isInteger(raw)
      ? String(raw)
      : check.string(origin, 'leafCategoryId', path);
  if (id === undefined) return undefined;
  const kind = /^\d+$/.test(id) ? deps.categoryKind(id) : 'unknown';
  if (kind === 'unknown') check.add(path, 'Invalid', '존재하지 않는 카테고리입니다.');
  if (kind === 'branch') check.add(path, 'Invalid', '리프 카테고리(최하위 카테고리)만 지정할 수 있습니다.');
  return id;
}

function checkChannels(
  check: FieldChecker,
  body: JsonObject,
  deps: ProductCheckDeps,
): 'ON' | 'SUSPENSION' | undefined {
  const channel = check.object(body, 'smartstoreChannelProduct', 'smartstoreChannelProduct');
  let display: 'ON' | 'SUSPENSION' | undefined;
  if (channel !== undefined) {
    check.boolean(channel, 'naverShoppingRegistration', 'smartstoreChannelProduct.naverShoppingRegistration');
    display = check.enumOf(
      channel,
      'channelProductDisplayStatusType',
      'smartstoreChannelProduct.channelProductDisplayStatusType',
      ['ON', 'SUSPENSION'] as const,
    );
    checkName(
      check,
      check.string(channel, 'channelProductName', 'smartstoreChannelProduct.channelProductName', false),
      'smartstoreChannelProduct.channelProductName',
    );
  }
  const window = check.object(body, 'windowChannelProduct', 'windowChannelProduct', false);
  if (window !== undefined) {
    if (deps.windowChannelNo === undefined) {
      check.add('windowChannelProduct', 'Invalid', '쇼핑윈도 채널이 없는 판매자입니다.');
    } else {
      const channelNo = check.integer(
        window,
        'channelNo',
        'windowChannelProduct.channelNo',
        1,
        Number.MAX_SAFE_INTEGER,
      );
      if (channelNo !== undefined && channelNo !== deps.windowChannelNo) {
        check.add('windowChannelProduct.channelNo', 'Invalid', '판매자의 쇼핑윈도 채널 번호가 아닙니다.');
      }
      check.boolean(window, 'naverShoppingRegistration', 'windowChannelProduct.naverShoppingRegistration');
    }
  }
  return display;
}

/** Validates a `POST /v2/products` body the way the real API does, naming each problem by its JSON path. */
export function checkProductRequest(
  body: unknown,
  deps: ProductCheckDeps,
): { ok: true; product: CheckedProduct } | { ok: false; problems: InvalidInput[] } {
  const check = new FieldChecker();
  const root = asObject(body);
  if (root === undefined) {
    check.add('originProduct', 'NotNull', 'originProduct 항목은 필수입니다.');
    return { ok: false, problems: check.problems };
  }
  const origin = check.object(root, 'originProduct', 'originProduct');
  let statusType: string | undefined;
  let stock: number | undefined;
  let leafCategoryId: string | undefined;
  if (origin !== undefined) {
    statusType = check.enumOf(origin, 'statusType', 'originProduct.statusType', STATUS_TYPES);
    if (statusType !== undefined && statusType !== 'SALE' && statusType !== 'SUSPENSION') {
      check.add(
        'originProduct.statusType',
        'Invalid',
        '상품 등록 시 판매 상태(statusType)는 SALE만 사용할 수 있습니다.',
      );
    }
    check.enumOf(origin, 'saleType', 'originProduct.saleType', ['NEW', 'OLD'] as const, false);
    leafCategoryId = checkCategory(check, origin, deps);
    checkName(check, check.string(origin, 'name', 'originProduct.name'), 'originProduct.name');
    check.string(origin, 'detailContent', 'originProduct.detailContent');
    checkImages(check, origin, deps);
    const salePrice = check.integer(origin, 'salePrice', 'originProduct.salePrice', 1, MAX_SALE_PRICE);
    stock = check.integer(origin, 'stockQuantity', 'originProduct.stockQuantity', 0, MAX_STOCK);
    for (const key of ['saleStartDate', 'saleEndDate']) {
      const value = check.string(origin, key, `originProduct.${key}`, false);
      if (value !== undefined && !DATE_TIME.test(value)) {
        check.add(
          `originProduct.${key}`,
          'Pattern',
          "날짜는 yyyy-MM-dd'T'HH:mm[:ss][.SSS]XXX 형식이어야 합니다.",
        );
      }
    }
    checkDeliveryInfo(check, origin);
    const rules =
      leafCategoryId !== undefined && deps.categoryKind(leafCategoryId) === 'leaf'
        ? deps.categoryRules(leafCategoryId)
        : undefined;
    checkDetailAttribute(check, origin, rules, salePrice);
  }
  const display = checkChannels(check, root, deps);
  if (
    check.problems.length > 0 ||
    origin === undefined ||
    display === undefined ||
    leafCategoryId === undefined
  ) {
    return { ok: false, problems: check.problems };
  }
  const channel = asObject(root.smartstoreChannelProduct) ?? {};
  return {
    ok: true,
    product: {
      originProduct: origin,
      smartstoreChannelProduct: channel,
      windowChannelProduct: asObject(root.windowChannelProduct),
      // SUSPENSION on create is silently stored as SALE; no stock means OUTOFSTOCK.
      statusType: stock === 0 ? 'OUTOFSTOCK' : 'SALE',
      displayStatus: display,
      leafCategoryId,
    },
  };
}
