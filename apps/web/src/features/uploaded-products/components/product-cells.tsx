import type { UploadedProduct } from '@ollida/contracts/uploaded-products';
import { ExternalLink, ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import {
  platformNames,
  registrationCheckUrl,
  sourcingShopOf,
  storeAccountOf,
  type UploadBadge,
  uploadBadgeLabels,
  uploadBadgeOf,
  wasResent,
} from '../lib/product-view';
import type { RowHandlers } from './row-handlers';

export function ProductThumbnail({ product, className }: { product: UploadedProduct; className: string }) {
  if (!product.thumbnail) {
    return (
      <span className={`flex items-center justify-center bg-slate-100 text-slate-400 ${className}`}>
        <ImageOff aria-hidden="true" className="size-6" />
        <span className="sr-only">이미지 없음</span>
      </span>
    );
  }
  return (
    <img src={product.thumbnail} alt="" loading="lazy" className={`bg-slate-100 object-cover ${className}`} />
  );
}

/** Display name, the seller product name under it, and who uploaded it. */
export function ProductNames({ product, nameId }: { product: UploadedProduct; nameId?: string }) {
  return (
    <div className="min-w-0 space-y-0.5">
      <p id={nameId} className="font-semibold break-words text-slate-900">
        {product.displayProductName}
      </p>
      {product.sellerProductName !== product.displayProductName && (
        <p className="text-xs break-words text-slate-500">{product.sellerProductName}</p>
      )}
      <p className="text-xs text-slate-500">업로더 {product.userEmail}</p>
    </div>
  );
}

const platformBadgeClass = {
  coupang: 'bg-red-50 text-red-700 ring-red-200',
  naver: 'bg-green-50 text-green-700 ring-green-200',
} as const;

/** Marketplace badge, store account and the workspace it belongs to. */
export function StoreInfo({ product }: { product: UploadedProduct }) {
  return (
    <div className="space-y-0.5 text-sm">
      <p className="flex flex-wrap items-center gap-1.5">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${platformBadgeClass[product.platform]}`}
        >
          {platformNames[product.platform]}
        </span>
        <span className="break-all text-slate-800">{storeAccountOf(product)}</span>
      </p>
      <p className="text-xs text-slate-500">{product.workspace_name}</p>
    </div>
  );
}

export function SourcingShop({ product }: { product: UploadedProduct }) {
  return (
    // A long host stays on one line, cut with an ellipsis; the full address is in the tooltip.
    <span title={product.originalUrl} className="block max-w-48 truncate text-sm text-slate-700">
      {sourcingShopOf(product.originalUrl)}
    </span>
  );
}

export function UploadDate({ product }: { product: UploadedProduct }) {
  return (
    <time dateTime={product.createdAt} className="text-sm whitespace-nowrap text-slate-700">
      {formatDateTime(product.createdAt)}
    </time>
  );
}

const uploadBadgeClass = {
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-200 hover:bg-emerald-100',
  failure: 'bg-red-50 text-red-700 ring-red-200 hover:bg-red-100',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200 hover:bg-amber-100',
} as const satisfies Record<UploadBadge, string>;

const resentText = '수정해서 다시 보낸 상품입니다';

/** 성공 / 실패 / 처리중, which opens the marketplace's response; 다시 보냄 beside a failure fixed and sent again. */
export function UploadStatus({ product, onShow }: { product: UploadedProduct; onShow: () => void }) {
  const badge = uploadBadgeOf(product);
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <button
        type="button"
        onClick={onShow}
        aria-haspopup="dialog"
        title="마켓 응답 보기"
        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${uploadBadgeClass[badge]}`}
      >
        {uploadBadgeLabels[badge]}
      </button>
      {wasResent(product) && (
        <span
          role="note"
          aria-label={resentText}
          title={resentText}
          className="rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-medium text-slate-600"
        >
          다시 보냄
        </span>
      )}
    </div>
  );
}

const linkClass = 'inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline';

export function OutLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </a>
  );
}

/** 쿠팡 등록 확인, 스토어에서 보기, 관리자에서 수정: each only when there is somewhere to go. */
export function ProductLinks({ product }: { product: UploadedProduct }) {
  const checkUrl = registrationCheckUrl(product);
  if (!checkUrl && !product.store_url && !product.admin_url) return null;
  return (
    <div className="flex flex-wrap gap-x-3 gap-y-1">
      {checkUrl && <OutLink href={checkUrl}>쿠팡 등록 확인</OutLink>}
      {product.store_url && <OutLink href={product.store_url}>스토어에서 보기</OutLink>}
      {product.admin_url && <OutLink href={product.admin_url}>관리자에서 수정</OutLink>}
    </div>
  );
}

const actionClass =
  'rounded-lg border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-slate-700 shadow-sm hover:bg-slate-50';

/** 상세 (the request JSON), a listed product's supplier-sync history, and for a failed or rejected listing 다시 보내기. */
export function RowActions({ product, handlers }: { product: UploadedProduct; handlers: RowHandlers }) {
  return (
    <div className="flex flex-wrap gap-2">
      {product.uploadStatus === 'success' && (
        <Link
          to={`${paths.myPageSync}?${new URLSearchParams({ workspace: product.workspace_id, product: product.id })}`}
          className={actionClass}
          aria-label={`공급처 동기화 내역: ${product.displayProductName}`}
        >
          동기화 내역
        </Link>
      )}
      <button
        type="button"
        className={actionClass}
        aria-haspopup="dialog"
        onClick={() => handlers.onShowRequest(product)}
      >
        상세
      </button>
      {product.can_resend && (
        <button
          type="button"
          className={`${actionClass} border-indigo-300 text-indigo-700`}
          aria-haspopup="dialog"
          onClick={() => handlers.onResend(product)}
        >
          다시 보내기
        </button>
      )}
    </div>
  );
}
