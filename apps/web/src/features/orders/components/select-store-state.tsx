import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/** No store to read orders from: none connected yet, or the seller cleared the choice. */
export function SelectStoreState({ hasStores }: { hasStores: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="text-base font-semibold text-slate-900">
        {hasStores ? '주문을 조회할 스토어를 선택해 주세요' : '연결된 스토어가 없습니다'}
      </p>
      <p className="text-sm text-slate-600">
        {hasStores
          ? '위의 워크스페이스 목록에서 스토어를 고르면 주문을 불러옵니다.'
          : '워크스페이스에서 쿠팡 또는 네이버 스토어를 연결하면 주문을 볼 수 있습니다.'}
      </p>
      <Link to={paths.myPageWorkspaces} className={buttonClassName('secondary', 'sm')}>
        워크스페이스로 이동
      </Link>
    </div>
  );
}
