import { Eye, EyeOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorDetail } from '../../../lib/error-text';
import { useRevealStoreKeys } from '../api/reveal-store-keys';

const hiddenSecret = '••••••••••••';

function maskedAccessKey(prefix: string | null): string {
  return prefix ? `${prefix}••••••••` : '-';
}

/** The stored Coupang keys, masked; showing them asks the server, which records the look (owner only). */
export function StoreKeysSection({
  wingAccount,
  accessKey,
}: {
  wingAccount: string;
  accessKey: string | null;
}) {
  const reveal = useRevealStoreKeys(wingAccount);
  const keys = reveal.data;

  return (
    <section aria-labelledby="store-keys-heading" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="store-keys-heading" className="font-semibold text-slate-900">
          쿠팡 API 키
        </h3>
        {keys ? (
          <Button size="sm" variant="secondary" onClick={() => reveal.reset()}>
            <EyeOff aria-hidden="true" className="size-4" />키 숨기기
          </Button>
        ) : (
          <Button size="sm" variant="secondary" disabled={reveal.isPending} onClick={() => reveal.mutate()}>
            <Eye aria-hidden="true" className="size-4" />
            {reveal.isPending ? '불러오는 중...' : '키 보기'}
          </Button>
        )}
      </div>
      <dl className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
        <div className="flex gap-2">
          <dt className="w-24 shrink-0 text-slate-500">액세스 키</dt>
          <dd className="break-all font-mono text-slate-800">
            {keys ? keys.accessKey : maskedAccessKey(accessKey)}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-24 shrink-0 text-slate-500">시크릿 키</dt>
          <dd className="break-all font-mono text-slate-800">{keys ? keys.secretKey : hiddenSecret}</dd>
        </div>
      </dl>
      <p className="text-xs text-slate-500">
        키 원문은 소유자만 볼 수 있으며, 볼 때마다 누가 언제 보았는지 기록됩니다.
      </p>
      {reveal.isError && (
        <p role="alert" className="text-sm text-red-700">
          키를 불러오지 못했습니다: {errorDetail(reveal.error)}
        </p>
      )}
    </section>
  );
}
