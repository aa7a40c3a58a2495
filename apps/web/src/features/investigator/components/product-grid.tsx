import type { ListedProduct } from '@ollida/contracts/investigator';
import { useOpenStoredPage } from '../hooks/use-open-stored-page';
import { ProductCard } from './product-card';

/** The product cards; stored files also get a button that opens the page itself. */
export function ProductGrid({
  products,
  onOpen,
}: {
  products: readonly ListedProduct[];
  onOpen: (product: ListedProduct) => void;
}) {
  const view = useOpenStoredPage();
  return (
    <ul
      aria-label="상품 목록"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5"
    >
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            onOpen={onOpen}
            onView={product.type === 'html_file' ? (file) => view.mutate(file.file_path) : undefined}
            isViewing={view.isPending}
          />
        </li>
      ))}
    </ul>
  );
}
