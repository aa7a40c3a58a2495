import type { UploadedProduct } from '@ollida/contracts/uploaded-products';
import type { UploadResponse } from '@ollida/contracts/uploads';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { uploadedProductsQueryKeys } from '../api/uploaded-products-query-keys';
import { RequestModal, ResponseModal } from '../components/json-modals';
import { OutLink } from '../components/product-cells';
import { ProductGrid } from '../components/product-grid';
import { ProductListEmpty } from '../components/product-list-empty';
import { ProductListToolbar } from '../components/product-list-toolbar';
import { ProductPagination } from '../components/product-pagination';
import { ProductTable } from '../components/product-table';
import { ResendEditorModal } from '../components/resend-editor-modal';
import type { RowHandlers } from '../components/row-handlers';
import { useListingStates } from '../hooks/use-listing-states';
import { useProductList } from '../hooks/use-product-list';
import { productListErrorText, productListText } from '../lib/messages';

type Dialog = { kind: 'response' | 'request' | 'resend'; product: UploadedProduct };

function ResentNotice({ response, onDismiss }: { response: UploadResponse; onDismiss: () => void }) {
  const { store_url: storeUrl, admin_url: adminUrl } = response.data;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800"
    >
      <p className="font-medium">다시 보냈습니다. {response.message}</p>
      {storeUrl && <OutLink href={storeUrl}>스토어에서 보기</OutLink>}
      {adminUrl && <OutLink href={adminUrl}>관리자에서 수정</OutLink>}
      <Button variant="ghost" size="sm" className="ml-auto" onClick={onDismiss}>
        닫기
      </Button>
    </div>
  );
}

/** `/mypage/products`: every upload to Coupang and Naver, per workspace or all together (docs/product/products-and-orders.md#uploaded-product-list). */
export function UploadedProductsPage({ quickUpload }: { quickUpload?: ReactNode }) {
  const queryClient = useQueryClient();
  const list = useProductList();
  const { selection, products: query } = list;
  const page = query.data;
  const states = useListingStates({
    products: page?.products,
    viewKey: JSON.stringify(selection),
    isPlaceholder: query.isPlaceholderData,
  });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [resent, setResent] = useState<UploadResponse | null>(null);
  const closeDialog = () => setDialog(null);

  const handlers: RowHandlers = {
    onShowResponse: (product) => setDialog({ kind: 'response', product }),
    onShowRequest: (product) => setDialog({ kind: 'request', product }),
    onResend: (product) => setDialog({ kind: 'resend', product }),
    states,
  };

  function listBody() {
    if (query.isError) {
      const { message, detail } = productListErrorText(query.error);
      return (
        <ErrorBox
          title={productListText.errorTitle}
          action={
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              다시 시도
            </Button>
          }
        >
          <p>{message}</p>
          {detail && <p className="mt-1 text-red-700">{detail}</p>}
        </ErrorBox>
      );
    }
    if (!page) return <Spinner label="상품 목록을 불러오는 중..." className="py-16" />;
    if (page.products.length === 0) {
      return (
        <ProductListEmpty isFiltered={selection.workspaceId !== null || selection.uploaderEmail !== null} />
      );
    }
    return (
      <>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={states.refreshPage}
            disabled={!states.canRefreshPage}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            페이지 상태 새로고침
          </Button>
          {states.callError && <p className="text-sm text-red-600">{states.callError}</p>}
          {query.isPlaceholderData && <Spinner label="페이지를 불러오는 중..." className="ml-auto" />}
        </div>
        {list.view === 'grid' ? (
          <ProductGrid products={page.products} handlers={handlers} />
        ) : (
          <ProductTable products={page.products} handlers={handlers} />
        )}
        <ProductPagination pagination={page.pagination} page={selection.page} onPage={list.goToPage} />
      </>
    );
  }

  const rowWorkspace =
    dialog && list.workspaces.data?.find((item) => item.workspace_id === dialog.product.workspace_id);

  return (
    <section aria-labelledby="uploaded-products-heading" className="space-y-6">
      <PageTitle>업로드한 상품</PageTitle>
      <div className="space-y-1">
        <h1 id="uploaded-products-heading" className="text-2xl font-bold text-slate-900">
          업로드한 상품 (쿠팡 + 네이버)
        </h1>
        <p className="text-sm text-slate-600">
          쿠팡과 네이버 스마트스토어에 올린 상품을 한곳에서 보고, 반려되거나 실패한 상품은 고쳐서 다시
          보냅니다.
        </p>
      </div>
      {quickUpload}
      <ProductListToolbar list={list} total={page ? page.pagination.total : null} />
      {resent && <ResentNotice response={resent} onDismiss={() => setResent(null)} />}
      <section aria-label="업로드한 상품 목록" aria-busy={query.isFetching} className="space-y-4">
        {listBody()}
      </section>
      {dialog?.kind === 'response' && <ResponseModal product={dialog.product} onClose={closeDialog} />}
      {dialog?.kind === 'request' && <RequestModal product={dialog.product} onClose={closeDialog} />}
      {dialog?.kind === 'resend' && (
        <ResendEditorModal
          product={dialog.product}
          workspace={rowWorkspace ?? null}
          onSent={(response) => {
            setResent(response);
            closeDialog();
          }}
          onAttempted={() => void queryClient.invalidateQueries({ queryKey: uploadedProductsQueryKeys.all })}
          onClose={closeDialog}
        />
      )}
    </section>
  );
}
