import { useQueryClient } from '@tanstack/react-query';
import { ProductsNav } from '../../components/products-nav';
import { UploadedProductsPage, uploadedProductsQueryKeys } from '../../features/uploaded-products';
import { QuickUploadPanel } from '../../features/url-parser';

/** `/mypage/products`: the uploaded products, with the shorter upload tool folded above them. */
export function ProductsRoute() {
  const queryClient = useQueryClient();
  const reloadList = () => void queryClient.invalidateQueries({ queryKey: uploadedProductsQueryKeys.all });
  return (
    <div className="space-y-4">
      <ProductsNav />
      <UploadedProductsPage
        quickUpload={
          <details className="group rounded-xl border border-slate-200 bg-white shadow-sm">
            <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-slate-800">
              빠른 등록 — URL 하나로 바로 올리기
            </summary>
            <div className="border-t border-slate-100 p-2">
              <QuickUploadPanel onUploaded={reloadList} />
            </div>
          </details>
        }
      />
    </div>
  );
}
