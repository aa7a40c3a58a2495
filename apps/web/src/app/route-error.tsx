import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClassName } from '../components/ui/button';
import { paths } from '../lib/paths';

/** Shown when a route fails to load or render, e.g. a stale chunk after a new release. */
export function RouteError() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        {isNotFound ? '페이지를 찾을 수 없습니다' : '페이지를 불러오지 못했습니다'}
      </h1>
      <p className="text-slate-600">
        {isNotFound
          ? '주소를 다시 확인해 주세요.'
          : '일시적인 문제일 수 있습니다. 새로고침하거나 잠시 후 다시 시도해 주세요.'}
      </p>
      <div className="flex gap-3">
        {!isNotFound && <Button onClick={() => window.location.reload()}>새로고침</Button>}
        <Link to={paths.home} className={buttonClassName('secondary')}>
          홈으로
        </Link>
      </div>
    </main>
  );
}
