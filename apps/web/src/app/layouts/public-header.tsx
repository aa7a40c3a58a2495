import { Puzzle, UserRound } from 'lucide-react';
import { AppLink } from '../../components/app-link';
import { buttonClassName } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { useShellAppInfo } from '../../lib/app-info-context';
import { type LandingSection, landingSections, paths } from '../../lib/paths';
import { useCurrentUser } from '../../lib/session-context';

const sectionLinks: readonly { section: LandingSection; label: string }[] = [
  { section: landingSections.features, label: '기능' },
  { section: landingSections.howItWorks, label: '사용 방법' },
  { section: landingSections.pricing, label: '요금제' },
  { section: landingSections.faq, label: '자주 묻는 질문' },
];

/** The install link: the app's own install page in this tab, a store listing elsewhere in a new one. */
function ExtensionLink({ url }: { url: string }) {
  const target = new URL(url, window.location.origin);
  const content = (
    <>
      <Puzzle aria-hidden="true" className="size-4" />
      확장 프로그램 설치
    </>
  );
  if (target.origin === window.location.origin) {
    return (
      <AppLink to={target.pathname} className={buttonClassName('ghost', 'sm')}>
        {content}
      </AppLink>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClassName('ghost', 'sm')}>
      {content}
    </a>
  );
}

export function PublicHeader() {
  const { user } = useCurrentUser();
  const appInfo = useShellAppInfo();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Logo />
        <nav aria-label="주요 메뉴" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {sectionLinks.map(({ section, label }) => (
              <li key={section}>
                <AppLink
                  to={{ pathname: paths.home, hash: section }}
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                >
                  {label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {appInfo && (
            <div className="hidden sm:block">
              <ExtensionLink url={appInfo.extension_url} />
            </div>
          )}
          {user ? (
            <AppLink to={paths.myPage} className={buttonClassName('secondary', 'sm')}>
              <UserRound aria-hidden="true" className="size-4" />
              <span>
                마이페이지 <span className="sr-only sm:not-sr-only">({user.email})</span>
              </span>
            </AppLink>
          ) : (
            <AppLink to={paths.login} className={buttonClassName('primary', 'sm')}>
              로그인
            </AppLink>
          )}
        </div>
      </div>
    </header>
  );
}
