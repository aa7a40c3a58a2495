import { FlaskConical } from 'lucide-react';

export const sandboxBannerText =
  '샌드박스 모드 — 실제 Google·마켓플레이스 대신 로컬 모의 서비스에 연결되어 있습니다.';

/** Fixed to the bottom of the viewport on every page; the spacer keeps page content clear of it. */
export function SandboxBanner() {
  return (
    <>
      <div aria-hidden="true" className="h-12 sm:h-10" />
      <aside
        aria-label="샌드박스 모드 안내"
        className="fixed inset-x-0 bottom-0 z-50 flex min-h-12 items-center justify-center gap-2 bg-amber-400 px-4 py-2 text-center text-sm font-semibold text-amber-950 shadow-[0_-2px_8px_rgba(0,0,0,0.15)] sm:min-h-10"
      >
        <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
        <p>{sandboxBannerText}</p>
      </aside>
    </>
  );
}
