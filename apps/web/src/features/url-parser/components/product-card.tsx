import { unpricedCurrencyOf } from '@ollida/contracts/foreign-price';
import type { ReviewPrice } from '@ollida/contracts/listing-review';
import type { PriceRule } from '@ollida/contracts/price-rule';
import type { ProductDetails, UrlParserResponse } from '@ollida/contracts/product-details';
import type { ReviewCheck } from '@ollida/contracts/review-check';
import { ImageOff, PencilLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { formatWon } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { ForeignPriceNote } from './foreign-price-note';
import { ReviewCheckList, reviewPriceText } from './listing-review-panel';

const shownTags = 5;

interface ProductCardProps {
  details: ProductDetails;
  /** Which parser read the page and what the seller should check. */
  source?: UrlParserResponse['source'];
  /** The parsed draft with the supplier's prices, when `details` is the seller's edit of it. */
  supplier?: ProductDetails;
  /** The workspace's price rule: a foreign-currency draft shows the sale price it gives. */
  rule?: PriceRule;
  /** Opens the upload settings, offered when a foreign-currency draft has no exchange rate. */
  onOpenSettings?: () => void;
  /** The money of the listing as it will be uploaded (after the workspace's price rule or the seller's edit). */
  listingPrice?: ReviewPrice;
  /** The checks of an upload the pre-upload review refused (422 `listing_review_failed`). */
  reviewChecks?: readonly ReviewCheck[];
  /** Opens the draft editor to fix what the review found. */
  onFixInDraft?: () => void;
  children?: ReactNode;
}

/** The parser's currency notes, which the foreign price note says in full. */
const currencyWarnings: ReadonlySet<string> = new Set(['foreign_currency', 'exchange_rate_missing']);

/** A parsed product: picture, name, prices, brand, group and category, the first search tags. */
export function ProductCard({
  details,
  supplier,
  source,
  rule,
  onOpenSettings,
  listingPrice,
  reviewChecks,
  onFixInDraft,
  children,
}: ProductCardProps) {
  const item = details.items[0];
  const isForeign = details.foreignPrice !== null && details.foreignPrice !== undefined;
  const warnings = (source?.warnings ?? []).filter(
    (warning) => !isForeign || !currencyWarnings.has(warning.code),
  );
  const salePrice = item?.salePrice ?? details.price;
  const originalPrice = item?.originalPrice ?? 0;
  const tags = item?.searchTags ?? [];
  const groups = [details.productGroup, details.category].filter((text) => text !== '');

  return (
    <article
      aria-label={details.displayProductName}
      className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      {details.imageUrl ? (
        <img src={details.imageUrl} alt="" className="size-24 shrink-0 rounded-lg object-cover" />
      ) : (
        <div
          role="img"
          aria-label="이미지 없음"
          className="flex size-24 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400"
        >
          <ImageOff aria-hidden="true" className="size-8" />
        </div>
      )}
      <div className="min-w-0 flex-1 space-y-1.5">
        <h3 className="font-semibold text-slate-900">{details.displayProductName}</h3>
        <p className="text-sm">
          <span className="font-bold text-slate-900">
            {unpricedCurrencyOf(details) === null ? formatWon(salePrice) : '가격 미정'}
          </span>
          {originalPrice > salePrice && (
            <s className="ml-2 text-slate-500">
              <span className="sr-only">정가 </span>
              {formatWon(originalPrice)}
            </s>
          )}
        </p>
        <ForeignPriceNote details={supplier ?? details} rule={rule} onOpenSettings={onOpenSettings} />
        {details.brand && <p className="text-sm text-slate-600">브랜드: {details.brand}</p>}
        {groups.length > 0 && <p className="text-sm text-slate-600">{groups.join(' / ')}</p>}
        {tags.length > 0 && (
          <ul aria-label="검색어" className="flex flex-wrap gap-1">
            {tags.slice(0, shownTags).map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {tag}
              </li>
            ))}
            {tags.length > shownTags && (
              <li className="px-1 text-xs text-slate-500">+{tags.length - shownTags}</li>
            )}
          </ul>
        )}
        {source && (
          <div className="text-xs text-slate-500">
            <p>파서: {source.parser}</p>
            {warnings.length > 0 && (
              <ul aria-label="확인할 점" className="list-disc pl-4">
                {warnings.map((warning) => (
                  <li key={warning.code}>
                    {warning.message}
                    {warning.code === 'needs_browser' && (
                      <>
                        {' '}
                        <a href={paths.extension} className="font-medium text-indigo-700 underline">
                          확장 프로그램 설치
                        </a>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {listingPrice && unpricedCurrencyOf(details) === null && (
          <p
            className="rounded-lg bg-indigo-50 px-2 py-1.5 text-sm text-indigo-950"
            data-testid="listing-price"
          >
            <span className="font-semibold">업로드 가격</span> {reviewPriceText(listingPrice)}
          </p>
        )}
        {reviewChecks && reviewChecks.length > 0 && (
          <section
            aria-label="업로드 전 검토 결과"
            className="space-y-2 rounded-lg border border-red-200 bg-white p-2"
          >
            <p role="alert" className="text-sm font-semibold text-red-800">
              업로드 전 검토에서 고칠 점이 있어 등록하지 않았습니다.
            </p>
            <ReviewCheckList checks={reviewChecks} label="고칠 점" />
            {onFixInDraft && (
              <Button variant="secondary" size="sm" onClick={onFixInDraft}>
                <PencilLine aria-hidden="true" className="size-4" />
                초안에서 고치기
              </Button>
            )}
          </section>
        )}
        {children}
      </div>
    </article>
  );
}
