import { SectionHeading } from './section-heading';

const screenshots: readonly { src: string; caption: string; alt: string }[] = [
  {
    src: '/landing/screenshot-1.png',
    caption: '상품 URL 하나로 등록',
    alt: '도매몰 상품 URL을 붙여 넣어 상품명·가격·이미지를 가져오고 쿠팡에 등록을 마친 URL 파서 화면',
  },
  {
    src: '/landing/screenshot-2.png',
    caption: '여러 상품을 한 번에',
    alt: '상품 URL 세 개를 대량 등록해 URL별 진행 상황과 성공 개수가 보이는 화면',
  },
  {
    src: '/landing/screenshot-3.png',
    caption: '등록한 상품 관리',
    alt: '쿠팡에 등록한 상품이 등록 상태와 함께 카드로 나열된 상품 관리 화면',
  },
];

export function ScreenshotsSection() {
  const headingId = 'screenshots-heading';
  return (
    <section aria-labelledby={headingId} className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id={headingId} eyebrow="미리 보기" title="화면으로 먼저 만나 보세요">
          상품 URL이 마켓 상품이 되기까지, 올리다의 실제 화면입니다.
        </SectionHeading>
        <ul className="mt-14 grid gap-8 md:grid-cols-3">
          {screenshots.map((shot) => (
            <li key={shot.src}>
              <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <img
                  src={shot.src}
                  alt={shot.alt}
                  width={1280}
                  height={800}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[8/5] h-auto w-full border-b border-slate-200 bg-slate-100 object-cover object-top"
                />
                <figcaption className="px-4 py-3 text-center text-sm font-semibold text-slate-700">
                  {shot.caption}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
