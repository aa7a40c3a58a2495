import { FileCode2, LayoutGrid, List, Radar } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../lib/paths';

const tabs = [
  { to: paths.investigatorCrawler, label: '크롤러', icon: Radar },
  { to: paths.investigatorProducts, label: '소스별 상품', icon: List },
  { to: paths.investigatorAll, label: '전체 상품', icon: LayoutGrid },
  { to: paths.investigatorParser, label: 'HTML 파서', icon: FileCode2 },
] as const;

function tabClass({ isActive }: { isActive: boolean }): string {
  const state = isActive
    ? 'border-indigo-600 text-indigo-700'
    : 'border-transparent text-slate-600 hover:text-slate-900';
  return `-mb-px inline-flex items-center gap-1.5 whitespace-nowrap border-b-2 px-4 py-2 text-sm font-semibold ${state}`;
}

/** `/product-investigator`: the four tools as tabs, each its own route (docs/product/search-and-investigator.md#product-investigator). */
export function InvestigatorLayout() {
  return (
    <section aria-labelledby="investigator-heading" className="space-y-6">
      <PageTitle>상품 조사기</PageTitle>
      <div className="space-y-1">
        <h1 id="investigator-heading" className="text-2xl font-bold text-slate-900">
          상품 조사기
        </h1>
        <p className="text-sm text-slate-600">
          도매 사이트의 상품 페이지를 모아 저장하고, 저장한 페이지를 상품 정보로 읽어 살펴봅니다.
        </p>
      </div>
      <nav aria-label="상품 조사기 메뉴" className="overflow-x-auto">
        <ul className="flex gap-1 border-b border-slate-200">
          {tabs.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink to={to} className={tabClass}>
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </section>
  );
}
