import type { OrderItem } from '@ollida/contracts/coupang-orders';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { productLookupQueryOptions } from '../api/get-product-lookup';
import { lookupErrorText, ordersText } from '../lib/messages';
import { formatSeoulTime } from '../lib/seoul-time';
import { isProductId, supplierUrl } from '../lib/supplier-url';
import { DetailField, DetailList, DetailSection } from './detail-section';

type LookupItem = Pick<OrderItem, 'sellerProductId' | 'vendorItemId' | 'vendorItemName'>;

function uploadStatusText(status: string): string {
  return status === 'success' ? '성공' : '실패';
}

function WholesaleLookup({
  sellerProductId,
  vendorItemId,
}: {
  sellerProductId: string;
  vendorItemId: string | null;
}) {
  const lookup = useQuery(productLookupQueryOptions(sellerProductId, vendorItemId));
  if (lookup.isPending) return <Spinner label="도매처 정보를 불러오는 중..." className="justify-start" />;
  if (lookup.isError) return <p className="text-sm text-red-700">{lookupErrorText(lookup.error)}</p>;

  const url = supplierUrl(lookup.data.fileInfo.url);
  return (
    <DetailList>
      <DetailField label="상품명">{lookup.data.sellerProductName || '-'}</DetailField>
      <DetailField label="업로드일">{formatSeoulTime(lookup.data.createdAt)}</DetailField>
      <DetailField label="업로드 상태">{uploadStatusText(lookup.data.uploadStatus)}</DetailField>
      <DetailField label="도매처">
        {url ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline"
          >
            도매처 페이지 열기
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        ) : (
          ordersText.noSupplier
        )}
      </DetailField>
    </DetailList>
  );
}

/** What Ollida knows of each ordered listing: name, upload date and status, and the supplier page it came from. */
export function WholesaleSection({ items }: { items: readonly LookupItem[] }) {
  const distinct = items.filter(
    (item, index) =>
      items.findIndex(
        (other) => other.sellerProductId === item.sellerProductId && other.vendorItemId === item.vendorItemId,
      ) === index,
  );

  return (
    <DetailSection title="도매처 정보">
      <ul className="space-y-3">
        {distinct.map((item) => (
          <li key={`${item.sellerProductId}-${item.vendorItemId}`} className="space-y-1">
            {distinct.length > 1 && (
              <p className="text-sm font-medium text-slate-700">{item.vendorItemName}</p>
            )}
            {isProductId(item.sellerProductId) ? (
              <WholesaleLookup
                sellerProductId={item.sellerProductId}
                vendorItemId={isProductId(item.vendorItemId) ? item.vendorItemId : null}
              />
            ) : (
              <p className="text-sm text-red-700">{ordersText.noSellerProductId}</p>
            )}
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-500">{ordersText.notOurUpload}</p>
    </DetailSection>
  );
}
