import type { ProductDetails } from '@ollida/contracts/product-details';
import type { DatabaseHandle } from '../apps/server/src/db/client.ts';
import { workspaceMembers, workspaces } from '../apps/server/src/db/schema/workspaces.ts';
import { createUser } from '../apps/server/test/factories.ts';

const uploaders = ['owner@ollida.kr', 'staff1@ollida.kr', 'staff2@ollida.kr', 'api@ollida.kr'];
const seedBatch = 10_000;

/** A valid draft of about 1.5 KB, the shape every real row carries; name and source URL are set per row. */
function draftTemplate(): string {
  const image = 'https://img.ollida.example/bench/chair-1.png';
  const item = (colour: string) => ({
    itemName: colour,
    salePrice: 25_000,
    originalPrice: 32_000,
    stock: 10,
    searchTags: ['캠핑의자', '릴렉스체어'],
    attributes: [{ attributeTypeName: '색상', attributeValueName: colour }],
    images: [],
  });
  const draft: ProductDetails = {
    sellerProductName: '',
    displayProductName: '',
    productName: '',
    brand: '올리다캠프',
    manufacturer: '올리다캠프',
    modelNo: 'OC-100',
    productGroup: '캠핑의자',
    category: '스포츠/레저 > 캠핑 > 캠핑의자',
    price: 25_000,
    imageUrl: image,
    images: [image, 'https://img.ollida.example/bench/chair-2.png'],
    items: [item('블랙'), item('카키')],
    detailHtml: `<p>${'가볍고 튼튼한 접이식 캠핑의자입니다. '.repeat(12)}</p>`,
    origin: '중국',
    notices: [{ label: '품명 및 모델명', value: '캠핑의자 OC-100' }],
    delivery: { payType: 'prepaid', fee: 3_000, freeOver: null },
    sourceUrl: 'https://supplier.example/products/0',
    supplier: { parser: 'generic', itemId: null, imageReuseAllowed: null },
  };
  return JSON.stringify(draft);
}

/** Twenty stores of one owner (first 60% Coupang, the rest Naver), rows spread over them, four uploaders. */
export async function seedProductList(
  database: DatabaseHandle,
  options: { products: number; workspaces: number },
): Promise<string> {
  const owner = await createUser({ database, config: { appSecret: '' }, clock: { now: new Date() } });
  const coupangCount = Math.ceil(options.workspaces * 0.6);
  const stores = await database.db
    .insert(workspaces)
    .values(
      Array.from({ length: options.workspaces }, (_, index) =>
        index < coupangCount
          ? {
              name: `쿠팡 스토어 ${index + 1}`,
              platform: 'coupang' as const,
              ownerId: owner.id,
              wingAccount: `bench${index}`,
            }
          : {
              name: `네이버 스토어 ${index + 1}`,
              platform: 'naver' as const,
              ownerId: owner.id,
              storeId: `store-${index}`,
              storeName: `벤치 스토어 ${index}`,
            },
      ),
    )
    .returning({ id: workspaces.id });
  await database.db
    .insert(workspaceMembers)
    .values(stores.map((store) => ({ workspaceId: store.id, userId: owner.id, role: 'owner' as const })));

  const template = draftTemplate();
  const newest = new Date().toISOString();
  for (let from = 1; from <= options.products; from += seedBatch) {
    const to = Math.min(options.products, from + seedBatch - 1);
    // Pairs of rows share a time, so the id tie-break is exercised; every 23rd upload failed.
    await database.executeSql(
      `insert into uploaded_products (workspace_id, platform, uploader_email, channel, status, display_product_name,
         seller_product_name, thumbnail, original_url, supplier_key, product_details, marketplace_response,
         error_message, wing_account, store_id, seller_product_id, admin_url, created_at)
       select w.id, w.platform, ($2::text[])[1 + (g / 7) % 4], 'web',
         case when g % 23 = 0 then 'failure' else 'success' end,
         '벤치 상품 ' || g, '벤치 상품 ' || g, 'https://img.ollida.example/bench/' || g || '.png',
         'https://supplier.example/products/' || g, 'bench:' || g,
         $3::jsonb || jsonb_build_object('sellerProductName', '벤치 상품 ' || g, 'displayProductName', '벤치 상품 ' || g,
           'productName', '벤치 상품 ' || g, 'sourceUrl', 'https://supplier.example/products/' || g),
         case when w.platform = 'naver' then jsonb_build_object('originProductNo', 9000000 + g, 'smartstoreChannelProductNo', 8000000 + g)
           when g % 23 = 0 then jsonb_build_object('code', 'ERROR', 'message', '필수 항목이 없습니다.')
           else jsonb_build_object('code', 'SUCCESS', 'message', '', 'data', 10000000 + g) end,
         case when g % 23 = 0 then '필수 항목이 없습니다.' end,
         w.wing_account, w.store_id,
         case when w.platform = 'coupang' and g % 23 <> 0 then (10000000 + g)::text end,
         case when w.platform = 'coupang' and g % 23 <> 0
           then 'https://wing.coupang.com/tenants/seller-web/vendor-inventory/modify?vendorInventoryId=' || (10000000 + g) end,
         $4::timestamptz - (g / 2) * interval '30 seconds'
       from generate_series($5::int, $6::int) g
       join (select id, platform, wing_account, store_id, (row_number() over (order by id)) - 1 as n
             from workspaces where owner_id = $1) w on w.n = g % $7::int`,
      [owner.id, uploaders, template, newest, from, to, options.workspaces],
    );
  }
  // The seed writes 10,000 rows per transaction, so the trigger's count updates cannot be pruned as they go and leave
  // thousands of dead versions of these few rows. Uploads are one transaction each, where page pruning keeps the table
  // at this size (measured: 5,000 single-row updates left it as small as a vacuum does). The products table is not
  // vacuumed: without autovacuum in PGlite its index-only scans still visit the heap, as in production.
  await database.executeSql('vacuum uploaded_product_counts');
  return owner.id;
}
