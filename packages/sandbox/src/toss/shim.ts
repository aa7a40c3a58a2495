import type { FastifyInstance } from 'fastify';
import type { TossSandboxContext } from './options.ts';

/** Which CDN script the shim stands in for: js.tosspayments.com/v1 or /v2/standard. */
export type ShimFlavor = 'v1' | 'v2';

// Plain ES5 so any browser runs it untranspiled; every check lives on the server, which answers `{ code, message }`.
const SHIM_BODY = `
  function sdkError(code, message, name) {
    var error = new Error(message);
    error.name = name || 'TossPaymentsError';
    error.code = code;
    return error;
  }
  function networkError() {
    return sdkError('NETWORK_ERROR', '결제창을 열지 못했습니다. 네트워크 상태를 확인하고 다시 시도해 주세요.');
  }
  function openWindow(session) {
    return scope.fetch(BASE_URL + '/checkout/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(session)
    }).then(function (response) {
      return response.json().then(null, function () { throw networkError(); }).then(function (answer) {
        if (!response.ok) throw sdkError(answer.code, answer.message);
        scope.location.assign(answer.checkoutUrl);
      });
    }, function () { throw networkError(); });
  }
  function openBillingWindow(session) {
    return scope.fetch(BASE_URL + '/billing/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(session)
    }).then(function (response) {
      return response.json().then(null, function () { throw networkError(); }).then(function (answer) {
        if (!response.ok) throw sdkError(answer.code, answer.message);
        scope.location.assign(answer.windowUrl);
      });
    }, function () { throw networkError(); });
  }
  function v1(clientKey) {
    return {
      requestPayment: function (method, params) {
        return openWindow({ sdk: 'v1', clientKey: clientKey, method: method, params: params });
      },
      requestBillingAuth: function (method, params) {
        return openBillingWindow({ sdk: 'v1', clientKey: clientKey, method: method, params: params });
      }
    };
  }
  function v2(clientKey) {
    return {
      payment: function (options) {
        if (/^(test|live)_gck_/.test(String(clientKey))) {
          throw sdkError('NOT_SUPPORTED_WIDGET_KEY',
            '결제위젯 연동 키로는 payment()를 사용할 수 없습니다. API 개별 연동 키를 사용하세요.',
            'NotSupportedWidgetKeyError');
        }
        var customerKey = options ? options.customerKey : undefined;
        return {
          requestPayment: function (params) {
            return openWindow({ sdk: 'v2', clientKey: clientKey, customerKey: customerKey, params: params });
          },
          requestBillingAuth: function (params) {
            return openBillingWindow({ sdk: 'v2', clientKey: clientKey, customerKey: customerKey, params: params });
          }
        };
      }
    };
  }
  function TossPayments(clientKey) {
    return FLAVOR === 'v1' ? v1(clientKey) : v2(clientKey);
  }
  TossPayments.ANONYMOUS = '@@ANONYMOUS';
  scope.TossPayments = TossPayments;
`;

/**
 * The browser SDK stand-in: defines `window.TossPayments` whose requestPayment opens the sandbox payment window and
 * requestBillingAuth the sandbox card registration window.
 */
export function renderShim(flavor: ShimFlavor, baseUrl: string): string {
  return `/* Toss Payments SDK shim (Ollida sandbox, ${flavor}); opens ${baseUrl}/checkout instead of the real window. */
(function (scope) {
  'use strict';
  var BASE_URL = ${JSON.stringify(baseUrl)};
  var FLAVOR = ${JSON.stringify(flavor)};
${SHIM_BODY}})(typeof window !== 'undefined' ? window : globalThis);
`;
}

/** Serves the shim at the paths the real CDN uses: /v1, /v1/payment and /v2/standard. */
export function registerShimRoutes(app: FastifyInstance, ctx: TossSandboxContext): void {
  const routes: [string, ShimFlavor][] = [
    ['/v1', 'v1'],
    ['/v1/payment', 'v1'],
    ['/v2/standard', 'v2'],
  ];
  for (const [path, flavor] of routes) {
    app.get(path, async (request, reply) =>
      reply
        .header('content-type', 'application/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(renderShim(flavor, ctx.baseUrlFor(request))),
    );
  }
}
