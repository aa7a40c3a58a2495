import { landingSections } from '../../../lib/paths';

const steps: readonly { title: string; description: string }[] = [
  {
    title: '확장 프로그램 설치 후 로그인',
    description: '브라우저에 올리다 확장 프로그램을 설치하고 Google 계정으로 로그인합니다.',
  },
  {
    title: '도매몰 상품 페이지에서 추출',
    description: '판매할 상품 페이지를 열거나 URL을 붙여 넣으면 상품 정보가 자동으로 정리됩니다.',
  },
  {
    title: '확인하고 마켓에 등록',
    description: '상품명과 가격을 확인·수정한 뒤 쿠팡이나 스마트스토어 워크스페이스를 골라 등록합니다.',
  },
];

export function DemoSection() {
  const headingId = `${landingSections.howItWorks}-heading`;
  return (
    <section
      id={landingSections.howItWorks}
      aria-labelledby={headingId}
      className="bg-slate-900 py-20 text-white sm:py-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <div className="overflow-hidden rounded-2xl border border-white/10 bg-black shadow-2xl">
          <video
            src="/landing/demo.webm"
            poster="/landing/demo-poster.png"
            controls
            muted
            playsInline
            preload="none"
            className="aspect-video w-full"
            aria-label="올리다 사용 방법 데모 영상"
          />
        </div>
        <div className="space-y-8">
          <div className="space-y-3">
            <p className="text-sm font-semibold tracking-wide text-indigo-300">사용 방법</p>
            <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
              세 단계면 등록 끝
            </h2>
          </div>
          <ol className="space-y-6">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-500 font-bold">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-300">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
