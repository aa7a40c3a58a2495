import { errorCodes } from '@ollida/contracts/errors';
import type { SourceProduct } from '@ollida/listing/source-product';
import {
  domeggookItemNo,
  domeggookMarketOf,
  sourceFromDomeggookItem,
} from '@ollida/listing/supplier-api/domeggook-item';
import { ownerclanItemKey, sourceFromOwnerclanItem } from '@ollida/listing/supplier-api/ownerclan-item';
import { hostIs, siteHost } from '@ollida/listing/urls';
import type { DomeggookClient } from '../../integrations/domeggook/domeggook-client.ts';
import type { OwnerclanClient } from '../../integrations/ownerclan/ownerclan-client.ts';
import { Invalid } from '../../platform/domain-errors.ts';
import { sourceProblem } from './source-errors.ts';

/** Which official supplier API answers a URL, if any; `read` returns undefined when the page should be fetched. */
export interface SupplierApiRoute {
  read(url: string): Promise<SourceProduct | undefined>;
  /** The 오너클랜 item key of `url` when the 오너클랜 API is configured (such items are read in batches), else null. */
  batchKey(url: string): string | null;
  /**
   * The products of `urls` (each with a `batchKey`, at most `OWNERCLAN_ITEMS_PER_CALL`) from one 오너클랜 `items` call,
   * by URL; a URL whose item the API did not answer is missing. A failed call throws for all of them.
   */
  readBatch(urls: readonly string[]): Promise<Map<string, SourceProduct>>;
}

/** The supplier API clients that are configured (docs/product/search-and-investigator.md#crawler-tab: credentials come from server environment variables). */
export interface SupplierApiClients {
  domeggook?: DomeggookClient;
  ownerclan?: OwnerclanClient;
}

/**
 * Ownerclan pages show products only to logged-in sellers, so an Ownerclan URL goes to its GraphQL API or is refused
 * with the missing credential named; a 도매꾹/도매매 URL goes to the Open API when a key is set, else to the page.
 */
export function createSupplierApiRoute(clients: SupplierApiClients): SupplierApiRoute {
  return {
    async read(url) {
      const host = siteHost(url);
      if (hostIs(host, 'ownerclan.com')) {
        if (clients.ownerclan === undefined) {
          throw sourceProblem(
            422,
            errorCodes.sourceLoginRequired,
            '오너클랜 상품은 로그인해야 볼 수 있습니다. 관리자가 서버 환경변수 OWNERCLAN_USERNAME, OWNERCLAN_PASSWORD(오너클랜 판매자 계정)를 설정해야 가져올 수 있습니다.',
          );
        }
        const key = ownerclanItemKey(url);
        if (key === null) {
          throw new Invalid(
            '오너클랜 상품 주소에서 상품코드(selfcode=W…)를 찾지 못했습니다.',
            errorCodes.sourceUrlInvalid,
          );
        }
        return sourceFromOwnerclanItem(await clients.ownerclan.getItem(key), url);
      }
      if (hostIs(host, 'domeggook.com') && clients.domeggook !== undefined) {
        const itemNo = domeggookItemNo(url);
        if (itemNo === null) return undefined;
        return sourceFromDomeggookItem(
          await clients.domeggook.getItemView(itemNo, domeggookMarketOf(url)),
          url,
        );
      }
      return undefined;
    },

    batchKey(url) {
      return clients.ownerclan === undefined ? null : ownerclanItemKey(url);
    },

    async readBatch(urls) {
      const keyed = urls.flatMap((url) => {
        const key = ownerclanItemKey(url);
        return key === null ? [] : [{ url, key }];
      });
      if (clients.ownerclan === undefined || keyed.length === 0) return new Map();
      const items = await clients.ownerclan.getItems([...new Set(keyed.map(({ key }) => key))]);
      return new Map(
        keyed.flatMap(({ url, key }) => {
          const item = items.get(key);
          return item === undefined ? [] : [[url, sourceFromOwnerclanItem(item, url)] as const];
        }),
      );
    },
  };
}
