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

/** cURL and Python samples of the external upload call, with this site's origin. */
export function ApiKeySamples({ origin }: { origin: string }) {
  return (
    <section aria-labelledby="api-key-samples-heading" className="space-y-3">
      <h3 id="api-key-samples-heading" className="font-semibold text-slate-900">
        사용 예시
      </h3>
      <Sample title="cURL" code={curlSample(origin)} />
      <Sample title="Python (requests)" code={pythonSample(origin)} />
      <p className="text-xs text-slate-500">
        이 업로드 API는 상품 업로드 기능과 함께 열릴 예정이며, 지금은 키 발급과 관리만 할 수 있습니다.
      </p>
    </section>
  );
}
