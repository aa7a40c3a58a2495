import type { SuppliersConfig } from '../config.ts';
import { createDomeggookClient } from './domeggook/domeggook-client.ts';
import { createHttpClient } from './http-client.ts';
import { createOwnerclanClient } from './ownerclan/ownerclan-client.ts';

/** The configured supplier API clients; one per process so Ownerclan's token is shared by every request. */
export function createSupplierClients(suppliers: SuppliersConfig, clock: () => Date) {
  const http = createHttpClient();
  return {
    ...(suppliers.domeggook === null
      ? {}
      : { domeggook: createDomeggookClient({ ...suppliers.domeggook, http }) }),
    ...(suppliers.ownerclan === null
      ? {}
      : { ownerclan: createOwnerclanClient({ ...suppliers.ownerclan, http, clock }) }),
  };
}
