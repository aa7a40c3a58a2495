import type { Platform } from '@ollida/contracts/workspaces';
import { paths } from '../../../lib/paths';
import { curlSample, pythonSample } from '../lib/api-key-samples';

function Sample({ title, code }: { title: string; code: string }) {
  return (
    <figure className="space-y-1">
      <figcaption className="text-xs font-semibold text-slate-600">{title}</figcaption>
      <pre className="max-h-64 overflow-auto rounded-lg bg-slate-900 p-3 text-xs leading-relaxed text-slate-100">
        <code>{code}</code>
      </pre>
    </figure>
  );
}

/** Where the key is used: the browser extension, and cURL/Python samples of the upload call with this site's origin. */
export function ApiKeySamples({ origin, platform }: { origin: string; platform: Platform }) {
  return (
    <section aria-labelledby="api-key-samples-heading" className="space-y-3">
      <h3 id="api-key-samples-heading" className="font-semibold text-slate-900">
        사용 방법
      </h3>
      <p className="text-sm text-slate-700">
        <a href={paths.extension} className="font-medium text-indigo-700 underline">
          올리다 브라우저 확장 프로그램
        </a>
        의 옵션에 이 키를 넣으면, 보고 있는 도매 상품 페이지를 이 스토어에 바로 올릴 수 있습니다. 다른
        프로그램에서는 아래처럼 부릅니다(<code>product-details.json</code>은 URL 파서가 돌려주는 상품 정보
        형식, 자세한 필드는 <code>/api/docs</code>).
      </p>
      <Sample title="cURL" code={curlSample(origin, platform)} />
      <Sample title="Python (requests)" code={pythonSample(origin, platform)} />
    </section>
  );
}
