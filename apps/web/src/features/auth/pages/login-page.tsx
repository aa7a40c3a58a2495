import { freeTrialUses } from '@ollida/contracts/plans';
import { Gift } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { beginLoginAttempt } from '../../../lib/auth-storage';
import { browserNavigation } from '../../../lib/browser-navigation';
import { paths } from '../../../lib/paths';
import { returnPathParam, safeReturnPath } from '../../../lib/return-path';
import { useCurrentUser, useLoginError } from '../../../lib/session-context';
import { GoogleMark } from '../components/google-mark';
import { googleLoginUrl, loginErrorMessage } from '../lib/google-login';

const inlineLinkClass = 'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900';

export function LoginPage() {
  const { user, isLoading } = useCurrentUser();
  const loginError = useLoginError();
  const [searchParams] = useSearchParams();
  // The page the seller was going to when sent here (kept through the Google round trip); the my-page otherwise.
  const returnPath = safeReturnPath(searchParams.get(returnPathParam));

  if (isLoading) return <Spinner className="min-h-[60vh]" />;
  if (user) return <Navigate to={returnPath ?? paths.myPage} replace />;

  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-gradient-to-b from-indigo-50 to-white px-4 py-16">
      <PageTitle>로그인</PageTitle>
      <section
        aria-labelledby="login-heading"
        className="w-full max-w-md space-y-6 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-lg"
      >
        <div className="space-y-2">
          <h1 id="login-heading" className="text-2xl font-bold text-slate-900">
            올리다에 오신 것을 환영합니다
          </h1>
          <p className="text-sm text-slate-600">Google 계정으로 로그인하고 도매 상품 등록을 자동화하세요.</p>
        </div>
        {loginError && <ErrorBox title="로그인하지 못했습니다">{loginErrorMessage(loginError)}</ErrorBox>}
        <Button
          variant="secondary"
          size="lg"
          className="w-full"
          onClick={() =>
            browserNavigation.assign(googleLoginUrl(window.location.origin, beginLoginAttempt(), returnPath))
          }
        >
          <GoogleMark />
          Google 계정으로 로그인
        </Button>
        <p className="flex items-center justify-center gap-2 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-800">
          <Gift aria-hidden="true" className="size-4" />
          가입하면 무료로 {freeTrialUses}회 체험할 수 있어요.
        </p>
        <p className="text-xs leading-relaxed text-slate-600">
          로그인하면 올리다의{' '}
          <Link to={paths.terms} className={inlineLinkClass}>
            이용약관
          </Link>{' '}
          및{' '}
          <Link to={paths.privacy} className={inlineLinkClass}>
            개인정보처리방침
          </Link>
          에 동의하는 것으로 간주됩니다.
        </p>
      </section>
    </div>
  );
}
