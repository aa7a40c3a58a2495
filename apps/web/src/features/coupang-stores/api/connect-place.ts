import type { CoupangStore } from '@ollida/contracts/coupang-stores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import {
  connectReturnCenterInput,
  connectShippingPlaceInput,
  type PlaceKind,
  type PlaceRow,
} from '../lib/place-rows';
import { storePath } from './coupang-store-query-keys';
import { refreshStores } from './refresh-stores';

/**
 * `PATCH …/connect-return-center` or `…/connect-shipping-place`: the server finds the place in Wing again and
 * stores Wing's copy, so the picker's copy is only a hint.
 */
export async function connectPlace(
  wingAccount: string,
  kind: PlaceKind,
  row: PlaceRow,
): Promise<CoupangStore> {
  const [tail, body] =
    kind === 'returnCenter'
      ? ['/connect-return-center', connectReturnCenterInput(row)]
      : ['/connect-shipping-place', connectShippingPlaceInput(row)];
  const response = await apiRequest<{ data: CoupangStore }>(storePath(wingAccount, tail), {
    method: 'PATCH',
    body,
  });
  return response.data;
}

export function useConnectPlace(wingAccount: string, kind: PlaceKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: PlaceRow) => connectPlace(wingAccount, kind, row),
    onSuccess: () => refreshStores(queryClient),
  });
}
