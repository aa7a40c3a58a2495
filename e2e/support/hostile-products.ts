import type { ProductDetails } from '@ollida/contracts/product-details';
import { expect, type Page } from '@playwright/test';
import { xss, xssTags } from './xss.ts';

/** Detail HTML a supplier page could carry: an image handler, a script, a `javascript:` link and a framed script. */
export const hostileDetailHtml = [
  '<p>상세 설명</p>',
  xss.img,
  xss.script,
  `<a href="${xss.javascriptUrl}">자세히 보기</a>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
].join('');

/** The hostile names of {@link hostileDraft}: both within Coupang's 100 characters. */
export const hostileNames = {
  display: `${xss.img} ${xss.svg}`,
  seller: `${xss.script} ${xss.template}`,
} as const;

/** Option value of item `index` (values must stay distinct per item). */
export function hostileOptionValue(index: number): string {
  return `${xss.img}${index}`;
}

/**
 * A parsed draft with a payload in every text field a listing shows: names, brand, search tags, option names and
 * values and detail HTML (a `javascript:` supplier link is refused by the upload API: see the spec).
 */
export function hostileDraft(
  parsed: ProductDetails,
  names: { display: string; seller: string },
): ProductDetails {
  return {
    ...parsed,
    displayProductName: names.display,
    sellerProductName: names.seller,
    productName: names.display,
    brand: xss.svg,
    detailHtml: hostileDetailHtml,
    items: parsed.items.map((item, index) => ({
      ...item,
      itemName: `${xss.svg} ${item.itemName}`.slice(0, 150),
      searchTags: [...xssTags],
      attributes: item.attributes.map((attribute) => ({
        ...attribute,
        attributeValueName: hostileOptionValue(index),
      })),
    })),
  };
}

/** The signed-in seller's bearer header, read from the page as the app stores it. */
export async function bearerOf(page: Page): Promise<{ authorization: string }> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return { authorization: `Bearer ${token}` };
}

/** Parses a supplier page through the app, as the URL parser screen does, and answers the draft. */
export async function parseDraft(page: Page, url: string): Promise<ProductDetails> {
  const parsed = await page.request.post('/api/url-parser', { headers: await bearerOf(page), data: { url } });
  expect(parsed.status()).toBe(200);
  return ((await parsed.json()) as { data: ProductDetails }).data;
}

/** Uploads a hand-made draft to a Coupang workspace with the seller's token, as the URL parser screen would. */
export async function uploadDraft(
  page: Page,
  workspaceName: string,
  draft: ProductDetails,
  expectedStatus = 200,
): Promise<void> {
  const headers = await bearerOf(page);
  const listed = await page.request.get('/api/workspaces', { headers });
  const workspaces = ((await listed.json()) as { data: { workspace_id: string; workspace_name: string }[] })
    .data;
  const workspace = workspaces.find((candidate) => candidate.workspace_name === workspaceName);
  expect(workspace, `workspace ${workspaceName}`).toBeDefined();
  const uploaded = await page.request.post('/api/upload-to-coupang', {
    headers,
    data: { workspace_id: workspace?.workspace_id, product_details: draft, confirm_duplicate: true },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(expectedStatus);
}
