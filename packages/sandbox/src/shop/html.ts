import { escapeHtml } from '../text-safety.ts';
import type { Delivery, ShopProduct } from './catalogue-types.ts';

/** Where the page is being served from, so links and image URLs point back at this very server. */
export interface PageContext {
  /** 'http' or 'https', as the client reached us. */
  scheme: string;
  /** host[:port] as the client addressed us. */
  host: string;
  /** Mount prefix of the plugin, e.g. /sandbox/shop (no trailing slash). */
  prefix: string;
  /** Milliseconds since the epoch, from the injected clock. */
  now: number;
}

/**
 * CSP for the shop's pages: they are imitations of foreign sites, not the app, so inline scripts and styles (the
 * embedded data variables real sites carry) are allowed, while every load stays on this origin.
 */
export const SHOP_PAGE_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self' 'unsafe-inline'; " +
  "form-action 'self'; frame-ancestors 'self'; base-uri 'self'";

/** Serialises a value for an inline `<script>`: `<` is escaped so no string can close the script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** Escapes text for a single-quoted JavaScript string literal. */
export function jsString(value: string): string {
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('<', '\\x3c').replaceAll('\n', '\\n')}'`;
}

/** Formats won the way Korean shops print them: 12900 -> "12,900" (no locale data needed). */
export function formatWon(amount: number): string {
  return String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Absolute URL of a path relative to the shop root. */
export function absoluteUrl(ctx: PageContext, relativePath: string): string {
  return `${ctx.scheme}://${ctx.host}${ctx.prefix}/${relativePath}`;
}

/** Scheme-less URL (`//host/...`) as many Korean shops write image sources. */
export function protocolRelativeUrl(ctx: PageContext, relativePath: string): string {
  return `//${ctx.host}${ctx.prefix}/${relativePath}`;
}

/** Host-relative URL (`/sandbox/shop/...`). */
export function rootRelativeUrl(ctx: PageContext, relativePath: string): string {
  return `${ctx.prefix}/${relativePath}`;
}

/**
 * Cafe24's broken image URL with the scheme written twice (`https:https://...`). The page's own scheme is doubled,
 * so the repaired URL still loads from this server; over HTTPS it is byte for byte what the real pages carry.
 */
export function doubledSchemeUrl(ctx: PageContext, relativePath: string): string {
  return `${ctx.scheme}:${absoluteUrl(ctx, relativePath)}`;
}

/** "택배 3,000원 / 주문시결제" style text as 도매꾹 writes it. */
export function deliveryText(delivery: Delivery): string {
  if (delivery.payType === 'free') return `${delivery.method} 무료배송`;
  const pay = delivery.payType === 'cod' ? '착불' : '주문시결제';
  const parts = [`${delivery.method} ${formatWon(delivery.fee)}원 / ${pay}`];
  if (delivery.freeOver !== undefined) parts.push(`${formatWon(delivery.freeOver)}원 이상 무료`);
  if (delivery.perQuantity !== undefined) parts.push(`수량별 비례 (${delivery.perQuantity}개당 1박스)`);
  return parts.join(' ');
}

/** Sentence about remote-area and return fees, which a parser must not take as the base shipping fee. */
export function extraFeesText(delivery: Delivery): string {
  const parts: string[] = [];
  if (delivery.remoteExtra !== undefined)
    parts.push(`제주/도서산간 지역 ${formatWon(delivery.remoteExtra)}원 추가`);
  if (delivery.returnFee !== undefined) parts.push(`반품 배송비 ${formatWon(delivery.returnFee)}원 (편도)`);
  return parts.join(', ');
}

/** How the detail HTML writes image sources for a given page. */
export type ImageUrlWriter = (ctx: PageContext, relativePath: string) => string;

/** The seller's detail HTML for a product: a feature sentence above each detail image, then a spec table. */
export function renderDetailHtml(product: ShopProduct, ctx: PageContext, writeUrl: ImageUrlWriter): string {
  const blocks = product.images.detail.map((path, index) => {
    const feature = product.features[index] ?? '';
    return (
      `<p style="font-size:18px;font-weight:bold;margin:24px 0 8px">${escapeHtml(feature)}</p>\n` +
      `<p><img src="${escapeHtml(writeUrl(ctx, path))}" alt="${escapeHtml(`${product.name} 상세 ${index + 1}`)}"` +
      ' style="max-width:100%"></p>'
    );
  });
  const rows: Array<[string, string]> = [
    ['상품명', product.name],
    ['제조사', product.manufacturer],
    ['원산지', product.origin],
    ['모델명', product.model],
  ];
  const table = rows
    .map(([label, value]) => `<tr><th>${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return (
    `<div style="max-width:860px;margin:0 auto;text-align:center">\n${blocks.join('\n')}\n` +
    `<table class="spec" style="margin:24px auto;border-collapse:collapse">${table}</table>\n</div>`
  );
}

/** Shared minimal CSS so the imitation pages are readable in a browser. */
export const BASE_STYLE =
  'body{margin:0;font-family:"Malgun Gothic","Apple SD Gothic Neo",sans-serif;color:#222;font-size:14px}' +
  'a{color:#1a4fa0}img{max-width:100%}table{border-collapse:collapse}th,td{padding:6px 10px;text-align:left}' +
  '.wrap{max-width:1080px;margin:0 auto;padding:16px}';
