import { escapeHtml, sandboxPage } from '../text-safety.ts';
import { billingCardPresets } from './billing-cards.ts';
import type { StoredBillingWindow, StoredPayment } from './options.ts';
import { formatKst, type TossPaymentStatus } from './payment-object.ts';

/** Formats won the way Korean shops print prices: `19,900원`. */
export function formatWon(amount: number): string {
  return `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}원`;
}

// Allowed only because every page also carries a CSP that permits inline styles and nothing else.
const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Apple SD Gothic Neo","Malgun Gothic",sans-serif;background:#f2f4f6;color:#191f28}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:16px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
h1{font-size:1.3rem;margin:0 0 .75rem}
.badge{display:inline-block;font-size:.75rem;padding:.15rem .55rem;border-radius:6px;background:#fff4e5;color:#a05a00;margin-bottom:1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:1rem 0;font-size:.95rem}
dt{color:#6b7684}
dd{margin:0;word-break:break-all}
.amount{font-size:1.8rem;font-weight:700;color:#3182f6;margin:1rem 0}
.actions{display:flex;flex-direction:column;gap:.5rem;margin-top:1.5rem}
button{font-size:1rem;padding:.8rem;border-radius:10px;border:1px solid #d1d6db;background:#fff;color:#333d4b;cursor:pointer}
button.primary{background:#3182f6;border-color:#3182f6;color:#fff;font-weight:600}
button.danger{color:#f04452}
fieldset{border:1px solid #e5e8eb;border-radius:10px;padding:.75rem 1rem;margin:0}
label.card{display:block;padding:.45rem 0;cursor:pointer}
.muted{color:#6b7684;font-size:.85rem}
`;

function originOf(url: string): string {
  return new URL(url).origin;
}

/** CSP for the checkout page: no scripts or loads; the form posts here and its redirect lands on the merchant. */
export function checkoutPageCsp(payment: StoredPayment): string {
  const targets = [...new Set([originOf(payment.successUrl), originOf(payment.failUrl)])].join(' ');
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${targets}; base-uri 'none'; frame-ancestors 'none'`;
}

/** CSP for pages without a form. */
export const NOTICE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'";

/** The sandbox payment window: shop, order and amount, and the three buyer choices. */
export function renderCheckoutPage(payment: StoredPayment, merchantName: string): string {
  const amount = formatWon(payment.amount);
  const buyer =
    payment.customerName === undefined
      ? ''
      : `<dt>구매자</dt><dd>${escapeHtml(payment.customerName)}${
          payment.customerEmail === undefined ? '' : ` (${escapeHtml(payment.customerEmail)})`
        }</dd>`;
  const body = `
<p class="badge">토스페이먼츠 샌드박스 · 실제 결제가 일어나지 않습니다</p>
<h1>카드 결제</h1>
<dl>
<dt>상점</dt><dd>${escapeHtml(merchantName)}</dd>
<dt>주문</dt><dd>${escapeHtml(payment.orderName)}</dd>
<dt>주문번호</dt><dd>${escapeHtml(payment.orderId)}</dd>
${buyer}
</dl>
<p class="amount">${amount}</p>
<form method="post" action="checkout">
<input type="hidden" name="session" value="${escapeHtml(payment.checkoutId)}">
<div class="actions">
<button type="submit" class="primary" name="action" value="pay">결제하기</button>
<button type="submit" name="action" value="cancel">취소</button>
<button type="submit" class="danger" name="action" value="reject">카드 거절</button>
</div>
</form>
<p class="muted">결제하기: 인증 성공으로 상점의 successUrl로 돌아갑니다. 카드 거절: 카드사 거절로 failUrl로 돌아갑니다.</p>`;
  return layout(`${amount} 결제 - 토스페이먼츠 샌드박스`, body);
}

/** A page that only explains something: unknown, finished or expired windows, bad form posts. */
export function renderNoticePage(title: string, message: string): string {
  const body = `
<p class="badge">토스페이먼츠 샌드박스</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>`;
  return layout(title, body);
}

const statusNames: Partial<Record<TossPaymentStatus, string>> = {
  DONE: '결제 완료',
  CANCELED: '결제 취소',
  PARTIAL_CANCELED: '부분 취소',
};

/** The card sales slip `receipt.url` points to. */
export function renderReceiptPage(
  payment: StoredPayment,
  merchantName: string,
  status: TossPaymentStatus,
): string {
  const approvedAt = payment.approvedAt === undefined ? '' : formatKst(payment.approvedAt);
  const body = `
<p class="badge">토스페이먼츠 샌드박스 · 테스트 영수증</p>
<h1>카드 매출전표</h1>
<dl>
<dt>상점</dt><dd>${escapeHtml(merchantName)}</dd>
<dt>주문</dt><dd>${escapeHtml(payment.orderName)}</dd>
<dt>주문번호</dt><dd>${escapeHtml(payment.orderId)}</dd>
<dt>상태</dt><dd>${escapeHtml(statusNames[status] ?? status)}</dd>
<dt>승인일시</dt><dd>${escapeHtml(approvedAt)}</dd>
<dt>승인번호</dt><dd>${escapeHtml(payment.approveNo ?? '')}</dd>
<dt>결제 금액</dt><dd>${formatWon(payment.amount)}</dd>
<dt>취소 후 잔액</dt><dd>${formatWon(payment.balanceAmount)}</dd>
</dl>`;
  return layout('카드 매출전표 - 토스페이먼츠 샌드박스', body);
}

/** CSP for the billing window: the form posts here and redirects to the merchant's success or fail URL. */
export function billingWindowCsp(window: StoredBillingWindow): string {
  const targets = [...new Set([originOf(window.successUrl), originOf(window.failUrl)])].join(' ');
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${targets}; base-uri 'none'; frame-ancestors 'none'`;
}

/** The sandbox card registration window (자동결제): the shop, the test cards to pick from, 등록 or 취소. */
export function renderBillingWindow(window: StoredBillingWindow, merchantName: string): string {
  const options = Object.entries(billingCardPresets)
    .map(
      ([value, preset], index) =>
        `<label class="card"><input type="radio" name="preset" value="${value}" id="billing-card-${value}"${
          index === 0 ? ' checked' : ''
        }> ${escapeHtml(preset.label)}</label>`,
    )
    .join('\n');
  const body = `
<p class="badge">토스페이먼츠 샌드박스 · 실제 카드가 등록되지 않습니다</p>
<h1>자동결제 카드 등록</h1>
<dl>
<dt>상점</dt><dd>${escapeHtml(merchantName)}</dd>
${window.customerName === undefined ? '' : `<dt>고객</dt><dd>${escapeHtml(window.customerName)}</dd>`}
</dl>
<form method="post" action="window">
<input type="hidden" name="window" value="${escapeHtml(window.windowId)}">
<fieldset><legend>테스트 카드</legend>
${options}
</fieldset>
<div class="actions">
<button type="submit" class="primary" name="action" value="register">카드 등록</button>
<button type="submit" name="action" value="cancel">취소</button>
</div>
</form>
<p class="muted">고른 카드는 이후 자동결제마다 그대로 동작합니다: 잔액 부족 카드는 한도초과·잔액부족으로, 정지된 카드는 정지 카드로 거절됩니다.</p>`;
  return layout('자동결제 카드 등록 - 토스페이먼츠 샌드박스', body);
}

function layout(title: string, body: string): string {
  return sandboxPage(title, STYLE, body);
}
