import { ProductsNav } from '../../components/products-nav';
import { SupplierSyncPage } from '../../features/supplier-sync';

/** `/mypage/products/sync`: 상품 관리's supplier sync view. */
export function SyncRoute() {
  return (
    <div className="space-y-4">
      <ProductsNav />
      <SupplierSyncPage />
    </div>
  );
}
