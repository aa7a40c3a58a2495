import type { CrawlRuns } from '@ollida/contracts/investigator';
import { cheapestPlanAllowing } from '@ollida/contracts/plans';
import { Info, Ticket } from 'lucide-react';

/** The runs left this month in words; a plan without runs names the cheapest one that has them. */
function runsText(runs: CrawlRuns): string {
  if (runs.remaining === null) return '이번 달 남은 조사 무제한';
  const left = `이번 달 남은 조사 ${runs.remaining.toLocaleString('ko-KR')}회`;
  if (runs.total !== 0)
    return `${left} (월 ${runs.total?.toLocaleString('ko-KR')}회 중 ${runs.used.toLocaleString('ko-KR')}회 사용)`;
  const plan = cheapestPlanAllowing('investigatorRunsPerMonth', 0);
  return plan ? `${left} · ${plan.name} 플랜부터 상품 조사기를 쓸 수 있습니다.` : left;
}

/** What a crawl does, that it counts toward the plan's monthly runs, and how many are left (once known). */
export function CrawlerInfo({ runs }: { runs: CrawlRuns | undefined }) {
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
          {runs && <p className="font-semibold">{runsText(runs)}</p>}
          <p>크롤링을 한 번 시작할 때마다 플랜의 월간 상품 조사기 실행 횟수가 1회 차감됩니다.</p>
        </div>
      </aside>
    </div>
  );
}
