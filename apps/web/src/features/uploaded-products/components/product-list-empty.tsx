import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { productListText } from '../lib/messages';

/** No uploads at all (with a way to make the first one), or none matching the chosen workspace or uploader. */
export function ProductListEmpty({ isFiltered }: { isFiltered: boolean }) {
  if (isFiltered) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-sm text-slate-600">
        {productListText.noResult}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <PackageOpen aria-hidden="true" className="size-10 text-slate-400" />
      <p className="text-base font-semibold text-slate-900">{productListText.emptyTitle}</p>
      <p className="text-sm text-slate-600">{productListText.emptyBody}</p>
      <Link to={paths.myPageUrlParser} className={buttonClassName('primary', 'sm')}>
        URL 파서에서 상품 등록하기
      </Link>
    </div>
  );
}
