import type { OnboardingStep } from '@ollida/contracts/onboarding';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { onboardingQueryOptions } from '../api/get-onboarding';

const stepTexts: Record<OnboardingStep, { title: string; body: string; action: string; to: string }> = {
  workspace: {
    title: '워크스페이스 만들기',
    body: '쿠팡 Wing 또는 네이버 커머스 API 키로 판매할 스토어를 연결합니다.',
    action: '워크스페이스 관리',
    to: paths.myPageWorkspaces,
  },
  delivery: {
    title: '배송 정보 연결하기',
    body: '쿠팡은 반품지와 출고지를, 네이버는 업로드 설정의 A/S 전화번호를 정해 두어야 상품을 올릴 수 있습니다.',
    action: '배송 정보 설정',
    to: paths.myPageWorkspaces,
  },
  price_rule: {
    title: '가격 규칙 정하기',
    body: 'URL 파서의 "가격 규칙"에서 마진, 추가 금액, 반올림 단위를 저장합니다.',
    action: '가격 규칙 설정',
    to: paths.myPageUrlParser,
  },
  first_upload: {
    title: '첫 상품 올리기',
    body: '도매몰 상품 URL을 붙여 넣고 확인한 뒤 스토어에 등록합니다.',
    action: 'URL 파서 열기',
    to: paths.myPageUrlParser,
  },
};

/** The first-run checklist, shown until every step is done; each step ticks itself from the seller's data. */
export function OnboardingChecklist() {
  const onboarding = useQuery(onboardingQueryOptions());
  const headingId = useId();
  if (!onboarding.data || onboarding.data.completed) return null;
  const { steps } = onboarding.data;
  const done = steps.filter((step) => step.done).length;
  const next = steps.find((step) => !step.done)?.step;

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-indigo-200 bg-indigo-50/60 p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          처음 시작하기
        </h2>
        <p className="text-sm text-slate-600">
          {steps.length}단계 중 {done}단계 완료
        </p>
      </div>
      <ol className="space-y-3">
        {steps.map(({ step, done: isDone }, index) => {
          const text = stepTexts[step];
          return (
            <li
              key={step}
              aria-label={`${index + 1}. ${text.title}${isDone ? ' (완료)' : ''}`}
              className="flex flex-col gap-3 rounded-xl bg-white p-4 sm:flex-row sm:items-center"
            >
              {isDone ? (
                <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-600" />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full border border-slate-300 text-xs font-semibold text-slate-600"
                >
                  {index + 1}
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className={`font-semibold ${isDone ? 'text-slate-500 line-through' : 'text-slate-900'}`}>
                  {text.title}
                </p>
                {!isDone && <p className="text-sm text-slate-600">{text.body}</p>}
              </div>
              {!isDone && (
                <Link to={text.to} className={buttonClassName(step === next ? 'primary' : 'secondary', 'sm')}>
                  {text.action}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
