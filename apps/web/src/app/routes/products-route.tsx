import { PageTitle } from '../../components/ui/page-title';
import { QuickUploadPanel } from '../../features/url-parser/components/quick-upload-panel';

/** `/mypage/products`: the uploaded products screen with the shorter upload tool on top. */
export function ProductsRoute() {
  return (
    <section aria-labelledby="products-heading" className="space-y-6">
      <PageTitle>업로드한 상품</PageTitle>
      <h1 id="products-heading" className="text-2xl font-bold text-slate-900">
        업로드한 상품
      </h1>
      <QuickUploadPanel />
    </section>
  );
}
