import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { clientKeyQueryOptions } from '../api/get-client-key';
import { loadTossPayments, type TossPaymentsInstance } from '../lib/toss-sdk';

/**
 * Fetches the client key and loads the SDK it names; the SDK bound to the key, or null until both are done. Failures
 * are only logged (docs/product/plans-and-payments.md#messages): a button pressed meanwhile says the payment system is still getting ready.
 */
export function usePaymentProvider(): TossPaymentsInstance | null {
  const clientKey = useQuery(clientKeyQueryOptions());
  const [provider, setProvider] = useState<TossPaymentsInstance | null>(null);
  const keys = clientKey.data;

  useEffect(() => {
    if (clientKey.error) console.error('결제 클라이언트 키를 가져오지 못했습니다.', clientKey.error);
  }, [clientKey.error]);

  useEffect(() => {
    if (!keys) return;
    let isCurrent = true;
    loadTossPayments(keys.sdkUrl)
      .then((factory) => {
        if (isCurrent) setProvider(factory(keys.clientKey));
      })
      .catch((error: unknown) => console.error('결제 모듈을 초기화하지 못했습니다.', error));
    return () => {
      isCurrent = false;
    };
  }, [keys]);

  return provider;
}
