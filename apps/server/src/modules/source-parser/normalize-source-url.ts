import { errorCodes } from '@ollida/contracts/errors';
import { productDetailsLimits } from '@ollida/contracts/product-details';
import { Invalid } from '../../platform/domain-errors.ts';

/**
 * The URL as docs/product/listing.md#url-rules reads it: trimmed, `https://` put in front when neither `http://` nor `https://` leads.
 * Anything that is still not an http(s) URL is refused here, before any network work.
 */
export function normalizeSourceUrl(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed === '') throw new Invalid('URL을 입력해 주세요.', errorCodes.sourceUrlInvalid);
  // "javascript:…", "file:///…", "ftp://…": another scheme, not a host name missing its https:// ("shop.kr:8080/x").
  if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(trimmed) && !/^https?:\/\//i.test(trimmed)) {
    throw new Invalid(
      'http:// 또는 https:// 로 시작하는 주소만 불러올 수 있습니다.',
      errorCodes.sourceUrlInvalid,
    );
  }
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (withScheme.length > productDetailsLimits.urlLength) {
    throw new Invalid('URL이 너무 깁니다 (최대 2,048자).', errorCodes.sourceUrlInvalid);
  }
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new Invalid('올바른 웹 주소(URL)가 아닙니다. 주소를 확인해 주세요.', errorCodes.sourceUrlInvalid);
  }
  if (url.hostname === '' || /\s/.test(trimmed)) {
    throw new Invalid('올바른 웹 주소(URL)가 아닙니다. 주소를 확인해 주세요.', errorCodes.sourceUrlInvalid);
  }
  return url.href;
}
