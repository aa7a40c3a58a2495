import { Copy, Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

export const copyFailedText = '클립보드에 복사하지 못했습니다. 키를 직접 선택해 복사해 주세요.';

/** A new key, shown this once: masked until asked, copyable; it is gone when the modal closes. */
export function GeneratedKeyBox({ apiKey }: { apiKey: string }) {
  const [isShown, setIsShown] = useState(false);
  const [isCopied, setIsCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(apiKey);
      setIsCopied(true);
    } catch {
      window.alert(copyFailedText);
    }
  }

  return (
    <section
      aria-labelledby="generated-key-heading"
      className="space-y-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4"
    >
      <h3 id="generated-key-heading" className="font-semibold text-emerald-900">
        새 API 키
      </h3>
      <p className="text-sm text-emerald-900">
        이 키는 지금 한 번만 보여 드립니다. 창을 닫기 전에 안전한 곳에 복사해 두세요.
      </p>
      <p className="break-all rounded-lg bg-white p-3 font-mono text-sm text-slate-900">
        <span className="sr-only">{isShown ? '발급된 API 키: ' : '가려진 API 키'}</span>
        <span aria-hidden={!isShown}>{isShown ? apiKey : '•'.repeat(Math.min(apiKey.length, 32))}</span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          aria-pressed={isShown}
          onClick={() => setIsShown((shown) => !shown)}
        >
          {isShown ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
          {isShown ? '숨기기' : '보기'}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          복사
        </Button>
        {isCopied && (
          <span role="status" className="text-sm text-emerald-800">
            복사했습니다.
          </span>
        )}
      </div>
    </section>
  );
}
