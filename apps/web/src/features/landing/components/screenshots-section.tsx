import { SectionHeading } from './section-heading';

const screenshots: readonly { src: string; caption: string; alt: string }[] = [
  {
    src: '/landing/screenshot-1.png',
    caption: '사용자 로그인',
    alt: 'Google 계정으로 로그인하는 올리다 로그인 화면',
  },
  {
    src: '/landing/screenshot-2.png',
    caption: '마이페이지 프로필',
    alt: '이름과 이메일이 표시된 올리다 마이페이지 프로필 화면',
  },
  {
    src: '/landing/screenshot-3.png',
    caption: '휴대폰에서도 그대로',
    alt: '휴대폰 화면 크기로 본 올리다 로그인 화면과 마이페이지 프로필 화면',
  },
];

export function ScreenshotsSection() {
  const headingId = 'screenshots-heading';
  return (
    <section aria-labelledby={headingId} className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id={headingId} eyebrow="미리 보기" title="화면으로 먼저 만나 보세요">
          로그인부터 마이페이지까지, 올리다의 실제 화면입니다.
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
