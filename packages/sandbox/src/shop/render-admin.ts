import { escapeHtml } from '../text-safety.ts';
import { BASE_STYLE, formatWon, type PageContext, rootRelativeUrl } from './html.ts';
import type { SupplierProductView } from './shop-admin-routes.ts';

interface AdminPageState {
  url: string;
  view?: SupplierProductView;
  notice?: string;
  error?: string;
}

function productTable(view: SupplierProductView): string {
  const state = view.removed ? '페이지 삭제됨' : view.sold_out ? '품절' : '판매 중';
  const options = view.options
    .map(
      (option) =>
        `<tr><td>${escapeHtml(option.name)}</td><td>${formatWon(option.price)}원</td><td>${formatWon(option.stock)}개</td>` +
        `<td>${option.sold_out ? '품절' : '판매 중'}</td></tr>`,
    )
    .join('');
  return `<h2>${escapeHtml(view.name)}</h2>
<p>상태: <strong>${state}</strong> · 가격 ${formatWon(view.price)}원 · 재고 ${formatWon(view.stock)}개</p>
${options === '' ? '' : `<table><thead><tr><th>옵션</th><th>가격</th><th>재고</th><th>상태</th></tr></thead><tbody>${options}</tbody></table>`}`;
}

const FLAG_CHOICES = (name: string, yes: string, no: string) =>
  `<select name="${name}"><option value="">바꾸지 않음</option><option value="true">${yes}</option><option value="false">${no}</option></select>`;

/** The demo supplier's back-office page: one form that changes a product by its page URL, and what it is now. */
export function renderShopAdminPage(ctx: PageContext, state: AdminPageState): string {
  const action = rootRelativeUrl(ctx, 'admin');
  const message =
    state.error !== undefined
      ? `<p role="alert" class="error">${escapeHtml(state.error)}</p>`
      : state.notice !== undefined
        ? `<p role="status">${escapeHtml(state.notice)}</p>`
        : '';
  return `<!DOCTYPE html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>공급사 관리 | 데모 쇼핑몰</title>
<style>${BASE_STYLE} label{display:block;margin:.5em 0} input,select{margin-left:.5em} .error{color:#c00}</style>
</head>
<body>
<div class="wrap">
<h1>공급사 관리 (데모)</h1>
<p>상품 페이지 주소로 가격·재고·품절·페이지 삭제를 바꿉니다. 바뀐 내용은 상품 페이지와 도매꾹·오너클랜 API에 바로 보입니다.</p>
${message}
<form method="post" action="${escapeHtml(action)}">
<label>상품 페이지 주소 <input name="url" size="60" required maxlength="2000" value="${escapeHtml(state.url)}"></label>
<label>옵션 (예: 블랙 / M, 비우면 상품 전체) <input name="option" maxlength="200"></label>
<label>가격(원) <input name="price" inputmode="numeric" pattern="[0-9]*"></label>
<label>재고(개) <input name="stock" inputmode="numeric" pattern="[0-9]*"></label>
<label>품절 ${FLAG_CHOICES('sold_out', '품절', '판매 재개')}</label>
<label>페이지 ${FLAG_CHOICES('removed', '삭제', '복구')}</label>
<label><input type="checkbox" name="reset" value="true"> 모든 변경 되돌리기</label>
<button type="submit">적용</button>
</form>
${state.view === undefined ? '' : productTable(state.view)}
</div>
</body>
</html>
`;
}
