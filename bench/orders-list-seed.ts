import type { DatabaseHandle } from '../apps/server/src/db/client.ts';
import { workspaceMembers, workspaces } from '../apps/server/src/db/schema/workspaces.ts';
import { createUser } from '../apps/server/test/factories.ts';

const seedBatch = 10_000;

/**
 * One Coupang store holding `orders` kept orders over the last 90 days (about a third in the default 30-day window),
 * one in seven unmatched, statuses spread over the six tabs, plus a second store of the same owner with a tenth as
 * many (so every query must filter by store).
 */
export async function seedOrders(
  database: DatabaseHandle,
  options: { orders: number },
): Promise<{ ownerId: string; workspaceId: string }> {
  const owner = await createUser({ database, config: { appSecret: '' }, clock: { now: new Date() } });
  const stores = await database.db
    .insert(workspaces)
    .values([
      { name: '벤치 쿠팡', platform: 'coupang' as const, ownerId: owner.id, wingAccount: 'bench-orders' },
      { name: '벤치 쿠팡 2', platform: 'coupang' as const, ownerId: owner.id, wingAccount: 'bench-orders-2' },
    ])
    .returning({ id: workspaces.id });
  const [main, other] = stores;
  if (!main || !other) throw new Error('seed: stores not created');
  await database.db
    .insert(workspaceMembers)
    .values(stores.map((store) => ({ workspaceId: store.id, userId: owner.id, role: 'owner' as const })));
  const now = new Date().toISOString();
  const seed = async (workspaceId: string, count: number, keyBase: number) => {
    for (let from = 1; from <= count; from += seedBatch) {
      const to = Math.min(count, from + seedBatch - 1);
      await database.executeSql(
        `insert into market_orders (workspace_id, platform, market_key, order_number, tab, market_status, ordered_at,
           paid_at, buyer_name, product_name, option_name, quantity, amount, shipping_fee, people, items, search_text,
           category_path, cost_total, fee_rate_x100, synced_at)
         select $1::uuid, 'coupang', ($2::bigint + g)::text, ($2::bigint + 500000000 + g / 2)::text,
           (array['ACCEPT','INSTRUCT','DEPARTURE','DELIVERING','FINAL_DELIVERY','NONE_TRACKING'])[1 + g % 6],
           (array['ACCEPT','INSTRUCT','DEPARTURE','DELIVERING','FINAL_DELIVERY','NONE_TRACKING'])[1 + g % 6],
           $3::timestamptz - (g * 155) * interval '1 second', $3::timestamptz - (g * 155) * interval '1 second',
           '구매자' || (g % 997), '벤치 상품 ' || (g % 300), '블랙', 1 + g % 3, 25000 * (1 + g % 3), 3000,
           jsonb_build_object('ordererName', '구매자' || (g % 997), 'ordererPhone', '0502-0000-0000',
             'receiverName', '수령인' || (g % 991), 'receiverPhone', '0502-0000-0000', 'postCode', '06236',
             'address1', '서울특별시 강남구 테헤란로 ' || (g % 500), 'address2', '101호', 'message', '문 앞에 놓아 주세요'),
           jsonb_build_array(jsonb_build_object('name', '벤치 상품 ' || (g % 300), 'optionName', '블랙',
             'quantity', 1 + g % 3, 'unitPrice', 25000, 'amount', 25000 * (1 + g % 3), 'marketItemId', (70000000 + g % 300)::text,
             'marketProductId', (10000000 + g % 300)::text, 'marketOptionCode', null, 'listingId', null,
             'listingOption', '블랙', 'unitCost', 15000)),
           lower(($2::bigint + g)::text || ' ' || ($2::bigint + 500000000 + g / 2)::text || ' 구매자' || (g % 997) || ' 벤치 상품 ' || (g % 300)),
           '스포츠/레저 > 캠핑', case when g % 7 = 0 then null else 15000 * (1 + g % 3) end, 1080, $3::timestamptz
         from generate_series($4::int, $5::int) g`,
        [workspaceId, keyBase, now, from, to],
      );
    }
  };
  await seed(main.id, options.orders, 600_000_000_000_000);
  await seed(other.id, Math.ceil(options.orders / 10), 610_000_000_000_000);
  await database.executeSql('analyze market_orders');
  await database.executeSql('analyze market_order_days');
  return { ownerId: owner.id, workspaceId: main.id };
}
