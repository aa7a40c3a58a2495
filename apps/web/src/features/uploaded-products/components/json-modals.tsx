import type { UploadedProduct } from '@ollida/contracts/uploaded-products';
import { useId } from 'react';
import { Modal } from '../../../components/ui/modal';
import { productListText } from '../lib/messages';
import {
  marketplaceResponseOf,
  platformNames,
  prettyJson,
  storeAccountOf,
  uploadBadgeOf,
} from '../lib/product-view';
import { WholeProduct } from './whole-product';

function JsonBlock({ label, json }: { label: string; json: string }) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="space-y-1">
      <figcaption id={captionId} className="text-xs font-semibold text-slate-600">
        {label}
      </figcaption>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long JSON block scrolls, so the keyboard must reach it.
        tabIndex={0}
        className="max-h-[60vh] overflow-auto rounded-lg bg-slate-900 p-3 text-xs leading-relaxed text-slate-100"
      >
        {json}
      </pre>
    </figure>
  );
}

function NoInformation() {
  return (
    <p className="rounded-lg bg-slate-50 p-4 text-center text-sm text-slate-500">
      {productListText.noInformation}
    </p>
  );
}

/** The marketplace's answer to the upload as JSON, and why it failed when it did. */
export function ResponseModal({ product, onClose }: { product: UploadedProduct; onClose: () => void }) {
  const json = prettyJson(marketplaceResponseOf(product));
  const failure = uploadBadgeOf(product) === 'failure' ? product.errorMessage : null;
  return (
    <Modal title="업로드 결과" description={product.displayProductName} onClose={onClose} size="4xl">
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      {json ? <JsonBlock label="마켓 응답 JSON" json={json} /> : !failure && <NoInformation />}
    </Modal>
  );
}

function RequestJson({ product }: { product: UploadedProduct }) {
  const json = prettyJson(product.productDetails);
  return json ? <JsonBlock label="업로드 요청 JSON" json={json} /> : <NoInformation />;
}

/** What was sent: the product, the store and the whole upload request (productDetails) as JSON. */
export function RequestModal({ product, onClose }: { product: UploadedProduct; onClose: () => void }) {
  return (
    <Modal title="업로드 요청 상세" onClose={onClose} size="4xl">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">상품명</dt>
        <dd className="font-medium text-slate-900">{product.displayProductName}</dd>
        <dt className="text-slate-500">스토어</dt>
        <dd className="text-slate-900">
          {platformNames[product.platform]} · {storeAccountOf(product)} ({product.workspace_name})
        </dd>
      </dl>
      <WholeProduct id={product.id}>{(whole) => <RequestJson product={whole} />}</WholeProduct>
    </Modal>
  );
}
