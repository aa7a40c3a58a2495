import { createHmac, timingSafeEqual } from 'node:crypto';
import { htmlLinkMinutes } from '@ollida/contracts/investigator';

const viewPath = '/api/product-investigator/html-view';

/**
 * Short-lived links to stored pages, for opening one in a new tab (no sign-in header there): the page id and an
 * expiry signed with a key derived from APP_SECRET. A link names one page and works for `htmlLinkMinutes`.
 */
export function createHtmlLinks(appSecret: string, clock: () => Date) {
  const key = createHmac('sha256', appSecret).update('ollida investigator html view links').digest();
  const sign = (pageId: string, expires: number) =>
    createHmac('sha256', key).update(`${pageId}.${expires}`).digest('base64url');

  return {
    /** A relative link to the page, valid from now for the link lifetime. */
    linkTo(pageId: string): string {
      const expires = Math.floor(clock().getTime() / 1000) + htmlLinkMinutes * 60;
      return `${viewPath}/${pageId}?expires=${expires}&signature=${sign(pageId, expires)}`;
    },

    /** Whether a link's signature is ours for this page and it has not expired. */
    isValid(pageId: string, expires: number, signature: string): boolean {
      if (expires * 1000 <= clock().getTime()) return false;
      const expected = Buffer.from(sign(pageId, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type HtmlLinks = ReturnType<typeof createHtmlLinks>;
