/** The part of Toss Payments' v2 browser SDK (js.tosspayments.com/v2/standard) this app calls, redirect mode. */
export interface TossBillingAuthRequest {
  method: 'CARD';
  successUrl: string;
  failUrl: string;
  customerName?: string;
  customerEmail?: string;
}

export interface TossPayment {
  /**
   * Opens the card registration window; in redirect mode the provider then sends the seller to
   * `successUrl?customerKey=…&authKey=…` or `failUrl?code=…&message=…`.
   */
  requestBillingAuth(request: TossBillingAuthRequest): Promise<void>;
}

export interface TossPaymentsInstance {
  payment(options: { customerKey: string }): TossPayment;
}

export type TossPaymentsFactory = (clientKey: string) => TossPaymentsInstance;

declare global {
  interface Window {
    TossPayments?: TossPaymentsFactory;
  }
}

export const sdkLoadFailedMessage =
  '결제 모듈을 불러오지 못했습니다. 네트워크 상태를 확인하고 새로고침해 주세요.';

const loading = new Map<string, Promise<TossPaymentsFactory>>();

/**
 * Loads the SDK script once and resolves with `window.TossPayments`; an SDK already on the page is used as is.
 * The same code serves the real CDN script and the sandbox shim, which defines the same global.
 */
export function loadTossPayments(sdkUrl: string): Promise<TossPaymentsFactory> {
  const present = window.TossPayments;
  if (present) return Promise.resolve(present);
  const pending = loading.get(sdkUrl);
  if (pending) return pending;

  const loaded = new Promise<TossPaymentsFactory>((resolve, reject) => {
    const script = document.createElement('script');
    // A failed load forgets the attempt, so the next page visit may try again.
    const fail = () => {
      script.remove();
      loading.delete(sdkUrl);
      reject(new Error(sdkLoadFailedMessage));
    };
    script.src = sdkUrl;
    script.async = true;
    script.addEventListener('load', () => {
      const factory = window.TossPayments;
      if (factory) resolve(factory);
      else fail();
    });
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  loading.set(sdkUrl, loaded);
  return loaded;
}
