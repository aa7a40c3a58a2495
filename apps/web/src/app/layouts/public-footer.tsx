import { Mail } from 'lucide-react';
import { AppLink } from '../../components/app-link';
import { BusinessDetails } from '../../components/business-details';
import { useShellAppInfo } from '../../lib/app-info-context';
import { paths } from '../../lib/paths';

const linkClass = 'rounded text-slate-600 hover:text-slate-900 hover:underline';

export function PublicFooter() {
  const appInfo = useShellAppInfo();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 text-sm sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="space-y-2">
          <p className="text-base font-bold text-slate-900">올리다 Ollida</p>
          <p className="max-w-sm text-slate-600">
            도매몰 상품을 쿠팡·네이버 스마트스토어에 한 번에 등록하고 관리하세요.
          </p>
        </div>
        <nav aria-label="서비스 정보">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <AppLink to={paths.terms} className={linkClass}>
                이용약관
              </AppLink>
            </li>
            <li>
              <AppLink to={paths.privacy} className="rounded font-bold text-slate-900 hover:underline">
                개인정보처리방침
              </AppLink>
            </li>
            {appInfo && (
              <li>
                <a
                  href={`mailto:${appInfo.support_email}`}
                  className={`${linkClass} inline-flex items-center gap-1`}
                >
                  <Mail aria-hidden="true" className="size-4" />
                  고객지원 ({appInfo.support_email})
                </a>
              </li>
            )}
          </ul>
        </nav>
      </div>
      {appInfo && (
        <div className="mx-auto max-w-6xl px-4 pb-8 sm:px-6">
          <BusinessDetails business={appInfo.business} />
        </div>
      )}
      <div className="border-t border-slate-200 px-4 py-4 text-center text-xs text-slate-600">
        © {new Date().getFullYear()} {appInfo?.business.name ?? '올리다 Ollida'}
      </div>
    </footer>
  );
}
