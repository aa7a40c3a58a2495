import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../lib/paths';

export function NotFoundRoute() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <PageTitle>페이지를 찾을 수 없습니다</PageTitle>
      <p className="text-sm font-semibold text-indigo-600">404</p>
      <h1 className="text-2xl font-bold text-slate-900">페이지를 찾을 수 없습니다</h1>
      <p className="text-slate-600">주소가 바뀌었거나 없는 페이지입니다. 주소를 다시 확인해 주세요.</p>
      <Link to={paths.home} className={buttonClassName('primary')}>
        홈으로 가기
      </Link>
    </section>
  );
}
