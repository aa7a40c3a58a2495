// The review's image download: Coupang copies every `vendorPath` into its CDN and rejects the product (승인반려) when a
// picture cannot be fetched — slow host, unreachable host, bad path, or a port other than 80/443
// (docs/protocols/coupang-wing.md §4, §7.6; HC 900001718646).
//
// Safety (sandbox's choice): the sandbox only ever connects to this machine. URLs on a loopback host (127.0.0.0/8,
// localhost, [::1]) are really downloaded — the demo shop and test image servers live there, on ephemeral ports, so
// the 80/443 rule is not applied to them. Any other host is never contacted: its URL is only checked for the port
// rule and otherwise assumed downloadable. Redirects are followed only while they stay on loopback.

import { asRecord } from './field-readers.ts';

/** How the review treats images; `off` skips the check entirely. */
export interface ImageDownloadOptions {
  mode: 'loopback' | 'off';
  /** Per image; Coupang's own limit is unpublished ("slow host"). */
  timeoutMs: number;
}

export const DEFAULT_IMAGE_DOWNLOAD: ImageDownloadOptions = { mode: 'loopback', timeoutMs: 3_000 };

const maxRedirects = 3;

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** Every `vendorPath` of the product's items, first occurrence only, with where it was found. */
export function vendorImagePaths(body: Record<string, unknown>): { at: string; url: string }[] {
  const seen = new Set<string>();
  const found: { at: string; url: string }[] = [];
  const items = Array.isArray(body.items) ? body.items : [];
  items.forEach((rawItem, itemIndex) => {
    const images = asRecord(rawItem)?.images;
    if (!Array.isArray(images)) return;
    images.forEach((rawImage, imageIndex) => {
      const url = asRecord(rawImage)?.vendorPath;
      if (typeof url !== 'string' || seen.has(url)) return;
      seen.add(url);
      found.push({ at: `items[${itemIndex}].images[${imageIndex}]`, url });
    });
  });
  return found;
}

async function download(url: URL, timeoutMs: number): Promise<string | undefined> {
  let target = url;
  for (let hop = 0; hop <= maxRedirects; hop += 1) {
    let response: Response;
    try {
      response = await fetch(target, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return timedOut ? `응답 시간 초과(${timeoutMs}ms)` : '서버에 연결할 수 없음';
    }
    await response.body?.cancel().catch(() => undefined);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      const next = new URL(location, target);
      // A redirect off this machine is not followed (the sandbox never leaves loopback); it counts as downloadable.
      if (!isLoopbackHost(next.hostname)) return undefined;
      target = next;
      continue;
    }
    return response.ok ? undefined : `HTTP ${response.status}`;
  }
  return `리다이렉트가 ${maxRedirects}회를 넘음`;
}

async function problemOf(raw: string, options: ImageDownloadOptions): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return '올바른 URL이 아님';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `지원하지 않는 프로토콜(${url.protocol})`;
  if (!isLoopbackHost(url.hostname)) {
    return url.port === '' || url.port === '80' || url.port === '443'
      ? undefined
      : `80/443 이외의 포트(${url.port})는 사용할 수 없음`;
  }
  return download(url, options.timeoutMs);
}

/**
 * The review's verdict on the product's pictures: a Korean rejection reason for the first image Coupang could not
 * download, or undefined when all are fine (or the check is off).
 */
export async function imageDownloadProblem(
  body: Record<string, unknown>,
  options: ImageDownloadOptions,
): Promise<string | undefined> {
  if (options.mode === 'off') return undefined;
  const images = vendorImagePaths(body);
  // All at once, so a hanging host costs one timeout rather than one per picture; the first failure in order wins.
  const problems = await Promise.all(images.map(({ url }) => problemOf(url, options)));
  const index = problems.findIndex((problem) => problem !== undefined);
  const image = images[index];
  if (image === undefined) return undefined;
  return `이미지를 다운로드할 수 없어 승인이 반려되었습니다. (${image.at} ${image.url}: ${problems[index]}) 이미지 서버와 경로, 포트(80/443)를 확인해 주세요.`;
}
