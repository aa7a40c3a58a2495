import { NavLink } from 'react-router';
import { paths } from '../lib/paths';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-1.5 text-sm font-medium ${
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
  }`;

/** The two views of 상품 관리: the uploaded products, and their supplier sync. */
export function ProductsNav() {
  return (
    <nav aria-label="상품 관리 보기" className="flex flex-wrap gap-2">
      <NavLink to={paths.myPageProducts} end className={linkClass}>
        등록 상품
      </NavLink>
      <NavLink to={paths.myPageSync} className={linkClass}>
        공급처 동기화
      </NavLink>
    </nav>
  );
}
