import { freeTrialUses } from '@ollida/contracts/plans';
import { ArrowRight, CircleCheck, Link2, Sparkles } from 'lucide-react';
import { AppLink } from '../../../components/app-link';
import { buttonClassName } from '../../../components/ui/button';
import { formatWon } from '../../../lib/format';
import { landingSections, paths } from '../../../lib/paths';

// Illustrative sample shown in the hero preview.
const extractedFields: readonly (readonly [string, string])[] = [
  ['상품명', '[무료배송] 스테인리스 밀폐용기 5종 세트'],
  ['판매가', formatWon(12_900)],
  ['옵션', '화이트 / 그레이 · 2종'],
  ['이미지', '대표 1장 · 상세 8장'],
];

function FlowPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-tr from-indigo-200 via-sky-100 to-emerald-100 blur-2xl" />
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xl">
        <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-xs text-slate-600">
          <Link2 className="size-4 shrink-0" />
          <span className="truncate">https://domeggook.com/12345678</span>
        </div>
        <div className="rounded-xl border border-indigo-100 bg-indigo-50/60 p-4">
          <p className="mb-3 flex items-center gap-1.5 text-xs font-semibold text-indigo-700">
            <Sparkles className="size-4" /> 상품 정보 자동 추출
          </p>
          <dl className="grid grid-cols-[4rem_1fr] gap-x-3 gap-y-2 text-sm">
            {extractedFields.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-600">{label}</dt>
                <dd className="truncate font-medium text-slate-800">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="grid grid-cols-2 gap-3 text-sm font-semibold">
          <p className="flex items-center gap-1.5 rounded-lg bg-rose-50 px-3 py-2 text-rose-700">
            <CircleCheck className="size-4" /> 쿠팡 등록 완료
          </p>
          <p className="flex items-center gap-1.5 rounded-lg bg-emerald-50 px-3 py-2 text-emerald-700">
            <CircleCheck className="size-4" /> 스마트스토어 등록 완료
          </p>
        </div>
      </div>
    </div>
  );
}

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="overflow-hidden bg-gradient-to-b from-indigo-50/70 to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
        <div className="space-y-6 text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-indigo-700 shadow-sm ring-1 ring-indigo-100">
            <Sparkles aria-hidden="true" className="size-4" />
            도매몰 상품 → 쿠팡 · 스마트스토어
          </p>
          <h1
            id="hero-heading"
            className="text-4xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-5xl"
          >
            도매 상품을
            <br />
            <span className="text-indigo-600">쿠팡·스마트스토어</span>에 한 번에
          </h1>
          <p className="mx-auto max-w-xl text-lg leading-relaxed text-slate-600 lg:mx-0">
            도매몰 상품 페이지에서 상품명, 가격, 옵션, 이미지를 자동으로 추출하고 마켓 양식에 맞춰 바로
            등록하세요. 등록한 상품과 주문까지 올리다 한 곳에서 관리합니다.
          </p>
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <AppLink to={paths.login} className={buttonClassName('primary', 'lg')}>
              무료로 시작하기
              <ArrowRight aria-hidden="true" className="size-5" />
            </AppLink>
            <AppLink
              to={{ pathname: paths.home, hash: landingSections.howItWorks }}
              className={buttonClassName('secondary', 'lg')}
            >
              데모 영상 보기
            </AppLink>
          </div>
          <p className="text-sm text-slate-600">무료로 {freeTrialUses}회 체험 · Google 계정으로 바로 시작</p>
        </div>
        <FlowPreview />
      </div>
    </section>
  );
}
