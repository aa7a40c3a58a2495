import type { ProductDetails } from '@ollida/contracts/product-details';
import { formatWon } from '@ollida/contracts/won';
import { borrowedBrandIn, prohibitedWordsIn, withoutWords } from './prohibited-words.ts';
import { error, type ReviewCheck, warning } from './review-check.ts';

export type Platform = 'coupang' | 'naver';

const nameLimit = 100;
/** Characters Naver refuses in names and option values (`\ * ? " < >`), observed on its seller center. */
const naverRefusedCharacter = /[\\*?"<>]/;
const naverRefusedCharacters = /[\\*?"<>]/g;
const coupangPathLimit = 150;

function nameChecks(
  details: ProductDetails,
  platform: Platform,
  extraWords: readonly string[],
): ReviewCheck[] {
  const checks: ReviewCheck[] = [];
  const name = details.displayProductName;
  if ([...name].length > nameLimit) {
    checks.push(
      error(
        'name_too_long',
        'name',
        `상품명이 ${nameLimit}자를 넘습니다. ${nameLimit}자 이내로 줄여 주세요.`,
        {
          label: `${nameLimit}자로 자르기`,
          path: 'displayProductName',
          value: [...name].slice(0, nameLimit).join('').trim(),
        },
      ),
    );
  }
  if (platform === 'naver' && naverRefusedCharacter.test(name)) {
    checks.push(
      error('name_characters', 'name', '네이버는 상품명에 \\ * ? " < > 문자를 받지 않습니다.', {
        label: '문자 지우기',
        path: 'displayProductName',
        value: name
          .replace(naverRefusedCharacters, ' ')
          .replace(/\s{2,}/g, ' ')
          .trim(),
      }),
    );
  }
  // Both names reach the reviewer: the shown one, and the one on order sheets.
  const names = [
    ['displayProductName', '상품명', name],
    ['sellerProductName', '주문서 상품명', details.sellerProductName],
  ] as const;
  for (const [path, label, text] of names) {
    const words = prohibitedWordsIn(text, extraWords);
    if (words.length === 0) continue;
    const listed = words.map((entry) => `'${entry.word}'(${entry.reason})`).join(', ');
    checks.push(
      error('prohibited_word', 'name', `${label}에 마켓이 금지하는 표현이 있습니다: ${listed}.`, {
        label: '금지어 지우기',
        path,
        value: withoutWords(
          text,
          words.map((entry) => entry.word),
        ),
      }),
    );
  }
  const borrowed = borrowedBrandIn(name, details.brand);
  if (borrowed !== undefined) {
    checks.push(
      warning(
        'other_brand',
        'name',
        `상품명에 다른 브랜드 '${borrowed}'가 들어 있습니다. 정품이 아니면 상표권 침해로 판매가 중지될 수 있습니다.`,
      ),
    );
  }
  return checks;
}

function imageChecks(details: ProductDetails, platform: Platform): ReviewCheck[] {
  const urls = [
    details.imageUrl,
    ...details.images,
    ...details.items.flatMap((item) => item.images.map((i) => i.vendorPath)),
  ].filter((url) => url !== '');
  if (urls.length === 0) {
    return [error('image_missing', 'images', '대표 이미지가 없습니다. 초안에서 이미지를 추가해 주세요.')];
  }
  const checks: ReviewCheck[] = [];
  if (urls.some((url) => /\.svg(\?|#|$)/i.test(url))) {
    checks.push(
      error(
        'image_format',
        'images',
        'SVG 이미지는 마켓에 올릴 수 없습니다. JPG나 PNG 이미지로 바꿔 주세요.',
      ),
    );
  }
  if (platform === 'coupang' && urls.some((url) => url.length > coupangPathLimit)) {
    checks.push(
      warning(
        'image_rehosted',
        'images',
        `주소가 ${coupangPathLimit}자를 넘는 공급처 이미지는 올리다 이미지 서버로 옮겨 등록합니다.`,
      ),
    );
  }
  return checks;
}

function shippingChecks(details: ProductDetails): ReviewCheck[] {
  const { delivery } = details;
  if (delivery.payType === 'free' || delivery.fee === 0) return [];
  const price = details.items[0]?.salePrice ?? 0;
  if (delivery.freeOver !== null && delivery.freeOver > 0 && price >= delivery.freeOver) {
    return [
      warning(
        'shipping_always_free',
        'shipping',
        `판매가가 무료배송 기준(${formatWon(delivery.freeOver)} 이상)을 넘어 구매자는 배송비 없이 받습니다. 배송비를 판매가에 포함했는지 확인해 주세요.`,
      ),
    ];
  }
  return [];
}

/** Checks every marketplace shares: name, words, pictures and delivery (prices are in price-review.ts). */
export function draftChecks(
  details: ProductDetails,
  platform: Platform,
  prohibitedWords: readonly string[],
): ReviewCheck[] {
  return [
    ...nameChecks(details, platform, prohibitedWords),
    ...imageChecks(details, platform),
    ...shippingChecks(details),
  ];
}
