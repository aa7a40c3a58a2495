import { Info, Ticket } from 'lucide-react';

/** What a crawl does, and that it counts toward the plan's monthly runs. */
export function CrawlerInfo() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <aside
        aria-label="크롤러 안내"
        className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="space-y-1">
          <p className="font-semibold">크롤러는 이렇게 동작합니다</p>
          <ul className="list-disc space-y-0.5 pl-4">
            <li>선택한 사이트의 robots.txt 규칙을 지키며, 허용된 상품 페이지만 가져옵니다.</li>
            <li>사이트에 부담을 주지 않도록 사이트마다 간격을 두고 천천히 한 페이지씩 가져옵니다.</li>
            <li>가져온 페이지는 저장된 뒤 상품 정보로 파싱되어 다른 탭에서 볼 수 있습니다.</li>
          </ul>
        </div>
      </aside>
      <aside
        aria-label="이용 한도 안내"
        className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      >
        <Ticket aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="space-y-1">
          <p className="font-semibold">플랜 사용량</p>
          <p>크롤링을 한 번 시작할 때마다 플랜의 월간 상품 조사기 실행 횟수가 1회 차감됩니다.</p>
        </div>
      </aside>
    </div>
  );
}
