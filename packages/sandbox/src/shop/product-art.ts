import { escapeHtml } from '../text-safety.ts';
import type { ProductLook, ShopProduct } from './catalogue-types.ts';
import { createCanvas, encodePng, fillWhere } from './png.ts';

type Region = (u: number, v: number) => boolean;

const rect =
  (x0: number, y0: number, x1: number, y1: number): Region =>
  (u, v) =>
    u >= x0 && u <= x1 && v >= y0 && v <= y1;
const disc =
  (cx: number, cy: number, r: number): Region =>
  (u, v) =>
    (u - cx) ** 2 + (v - cy) ** 2 <= r * r;
const union =
  (...regions: Region[]): Region =>
  (u, v) =>
    regions.some((region) => region(u, v));

/** Body and accent regions of each outline, in 0..1 coordinates (shared by the PNG and SVG drawings). */
const SHAPES: Record<
  ProductLook['shape'],
  { body: Region; accent: Region; svg: (main: string, accent: string) => string }
> = {
  box: {
    body: rect(0.2, 0.28, 0.8, 0.8),
    accent: rect(0.2, 0.48, 0.8, 0.56),
    svg: (m, a) =>
      `<rect x="20" y="28" width="60" height="52" rx="3" fill="${m}"/><rect x="20" y="48" width="60" height="8" fill="${a}"/>`,
  },
  round: {
    body: disc(0.5, 0.54, 0.3),
    accent: disc(0.5, 0.54, 0.11),
    svg: (m, a) => `<circle cx="50" cy="54" r="30" fill="${m}"/><circle cx="50" cy="54" r="11" fill="${a}"/>`,
  },
  bottle: {
    body: union(rect(0.34, 0.36, 0.66, 0.86), rect(0.44, 0.18, 0.56, 0.36)),
    accent: rect(0.34, 0.52, 0.66, 0.66),
    svg: (m, a) =>
      `<rect x="34" y="36" width="32" height="50" rx="4" fill="${m}"/><rect x="44" y="18" width="12" height="18" fill="${m}"/>` +
      `<rect x="34" y="52" width="32" height="14" fill="${a}"/>`,
  },
  bag: {
    body: union(rect(0.22, 0.4, 0.78, 0.86), (u, v) => {
      const d = Math.hypot(u - 0.5, v - 0.4);
      return v <= 0.4 && d >= 0.12 && d <= 0.16;
    }),
    accent: rect(0.22, 0.6, 0.78, 0.66),
    svg: (m, a) =>
      `<path d="M36 40 A14 14 0 0 1 64 40" stroke="${m}" stroke-width="4" fill="none"/>` +
      `<rect x="22" y="40" width="56" height="46" rx="3" fill="${m}"/><rect x="22" y="60" width="56" height="6" fill="${a}"/>`,
  },
  shirt: {
    body: union(rect(0.3, 0.3, 0.7, 0.86), rect(0.14, 0.3, 0.86, 0.46)),
    accent: disc(0.5, 0.3, 0.07),
    svg: (m, a) =>
      `<rect x="30" y="30" width="40" height="56" fill="${m}"/><rect x="14" y="30" width="72" height="16" fill="${m}"/>` +
      `<circle cx="50" cy="30" r="7" fill="${a}"/>`,
  },
};

/** A representative/gallery picture: the product's outline in its colours; extras swap the colours. */
export function drawProductPng(look: ProductLook, size: number, variant: number): Buffer {
  const shape = SHAPES[look.shape];
  const [main, accent] = variant % 2 === 0 ? [look.main, look.accent] : [look.accent, look.main];
  const canvas = createCanvas(size, size, look.background);
  fillWhere(canvas, '#c9c9c9', (u, v) => ((u - 0.5) / 0.36) ** 2 + ((v - 0.9) / 0.04) ** 2 <= 1);
  fillWhere(canvas, main, shape.body);
  fillWhere(canvas, accent, (u, v) => shape.body(u, v) && shape.accent(u, v));
  return encodePng(canvas);
}

/** The shop's logo (what some pages wrongly put into og:image). */
export function drawLogoPng(): Buffer {
  const canvas = createCanvas(300, 100, '#0d47a1');
  fillWhere(canvas, '#ffffff', rect(0.05, 0.2, 0.25, 0.8));
  fillWhere(canvas, '#ffca28', rect(0.3, 0.4, 0.95, 0.6));
  return encodePng(canvas);
}

/** A detail image: the outline, the product name and one feature sentence as Korean text. */
export function drawDetailSvg(product: ShopProduct, index: number): string {
  const { look } = product;
  const feature = product.features[index] ?? '';
  const total = product.images.detail.length;
  const font = 'font-family="Malgun Gothic, Apple SD Gothic Neo, Noto Sans KR, sans-serif"';
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="860" height="640" viewBox="0 0 860 640">
<title>${escapeHtml(`${product.name} 상세 ${index + 1}`)}</title>
<rect width="860" height="640" fill="${look.background}"/>
<g transform="translate(250 40) scale(3.6)">${SHAPES[look.shape].svg(look.main, look.accent)}</g>
<text x="430" y="470" text-anchor="middle" ${font} font-size="34" font-weight="bold" fill="#222">${escapeHtml(product.name)}</text>
<text x="430" y="530" text-anchor="middle" ${font} font-size="26" fill="#444">${escapeHtml(feature)}</text>
<text x="430" y="600" text-anchor="middle" ${font} font-size="20" fill="#777">${escapeHtml(`${product.brand} · 상세설명 ${index + 1}/${total}`)}</text>
</svg>
`;
}
