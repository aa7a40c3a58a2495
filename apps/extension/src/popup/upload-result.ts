import type { UploadResponse } from '@ollida/contracts/uploads';
import type { ApiFailure } from '../lib/api.ts';
import { el, externalLink } from '../lib/dom.ts';

function links(...anchors: Array<HTMLAnchorElement | null>): HTMLElement {
  return el('p', { class: 'links' }, ...anchors);
}

/** A finished upload: what was listed and where to see it. */
export function uploadSuccess(response: UploadResponse, productsUrl: string): HTMLElement {
  const { data } = response;
  return el(
    'div',
    { class: 'notice success', role: 'status', 'data-testid': 'result' },
    el('p', {}, el('strong', {}, '등록했습니다. '), data.display_product_name),
    response.message === '' ? null : el('p', { class: 'muted' }, response.message),
    links(
      externalLink(data.store_url, '스토어에서 보기'),
      externalLink(data.admin_url, '관리자에서 수정'),
      externalLink(productsUrl, '올리다에서 보기'),
    ),
  );
}

/** The same supplier item was listed before: that listing, and a way to list it again anyway. */
export function duplicateFound(
  failure: Extract<ApiFailure, { kind: 'duplicate' }>,
  uploadAnyway: () => void,
): HTMLElement {
  const { existing } = failure;
  const again = el('button', { type: 'button', class: 'secondary' }, '그래도 등록');
  again.addEventListener('click', uploadAnyway);
  return el(
    'div',
    { class: 'notice warning', role: 'alert', 'data-testid': 'result' },
    el('p', {}, failure.message),
    el('p', {}, '이미 등록한 상품: ', el('strong', {}, existing.display_product_name)),
    links(
      externalLink(existing.store_url, '스토어에서 보기'),
      externalLink(existing.admin_url, '관리자에서 수정'),
    ),
    again,
  );
}

/** An upload the server or the marketplace refused, with their own words. */
export function uploadFailed(message: string): HTMLElement {
  return el('div', { class: 'notice error', role: 'alert', 'data-testid': 'result' }, el('p', {}, message));
}
