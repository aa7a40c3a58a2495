import type { Page } from '../page.ts';
import type { ExtractWarning } from '../source-product.ts';

/** Block and error pages are small; looking at their start is enough and keeps big pages cheap. */
const scanLength = 300_000;

/** Texts of the pages SmartStore answers automated clients with (429 "시스템오류", 490 access limit). */
const errorMarkers = [
  '시스템오류',
  '시스템 오류',
  '서비스 접속이 불가',
  '접속이 일시적으로 제한',
  '비정상적인 접근',
];

/** Titles of the seller-center login page that comes back with HTTP 200 after warming up on the store root. */
const loginTitles = ['스마트스토어센터', '커머스ID', '커머스 ID', '로그인'];

const howToContinue =
  '브라우저 확장 프로그램으로 상품을 가져오거나, 브라우저에서 연 상품 페이지의 HTML을 복사해 붙여 넣어 주세요.';

/**
 * A `blocked_page` warning when a SmartStore page without product state is one of the block/error pages or the
 * seller-center login page; null for any other page.
 */
export function smartStoreBlockWarning(page: Page): ExtractWarning | null {
  const title = page.title() ?? '';
  const head = page.html.slice(0, scanLength);
  if (errorMarkers.some((marker) => title.includes(marker) || head.includes(marker))) {
    return {
      code: 'blocked_page',
      message: `스마트스토어가 자동 수집을 막았습니다 (시스템오류·접속 제한 페이지). ${howToContinue}`,
    };
  }
  const isLoginForm = page.$('input[type="password"]').length > 0;
  if (loginTitles.some((marker) => title.includes(marker)) || isLoginForm) {
    return {
      code: 'blocked_page',
      message: `스마트스토어가 상품 대신 판매자센터 로그인 페이지를 보냈습니다. ${howToContinue}`,
    };
  }
  return null;
}
