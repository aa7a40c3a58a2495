import { ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/** What a signed-in user without the admin role sees; no admin call is made for them. */
export function AccessDenied() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-24 text-center">
      <ShieldX aria-hidden="true" className="size-12 text-slate-400" />
      <h1 className="text-xl font-bold text-slate-900">접근 권한이 없습니다</h1>
      <p className="text-sm text-slate-600">관리자 패널은 관리자 권한이 있는 계정만 볼 수 있습니다.</p>
      <Link to={paths.myPage} className={buttonClassName('secondary')}>
        마이페이지로 돌아가기
      </Link>
    </div>
  );
}
