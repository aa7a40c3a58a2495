import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';
import { billingTerms } from '../../../lib/billing-terms';
import { landingSections, paths } from '../../../lib/paths';
import { SectionHeading } from './section-heading';

const faqs: readonly { question: string; answer: ReactNode }[] = [
  {
    question: '올리다는 어떤 서비스인가요?',
    answer:
      '올리다는 도매몰 상품 페이지에서 상품 정보를 추출하고, 쿠팡과 네이버 스마트스토어 등록과 관리를 자동화하는 상품 정보 추출·관리 자동화 도구입니다.',
  },
  {
    question: '무료로 사용할 수 있나요?',
    answer: (
      <>
        네, 무료 플랜이 있습니다. {billingTerms.freeTrial} 더 많은 스토어와 등록량이 필요하면 유료 요금제를
        구독하세요. 유료 요금제는 매월 자동 결제되며, 언제든지 마이페이지 &gt; 결제 관리에서 온라인으로 해지할
        수 있습니다. 결제·환불 조건은{' '}
        <AppLink to={paths.terms} className="font-medium text-indigo-700 underline underline-offset-2">
          이용약관
        </AppLink>
        에서 확인하세요.
      </>
    ),
  },
  {
    question: '어떤 사이트에서 작동하나요?',
    answer:
      '도매꾹 같은 도매몰의 상품 페이지에서 작동합니다. 상품 페이지에서 확장 프로그램을 실행하거나 상품 URL을 붙여 넣으면 상품 정보를 가져옵니다.',
  },
  {
    question: '수집한 데이터는 어디에 쓰이나요?',
    answer: (
      <>
        추출한 상품 정보와 마켓플레이스 연동 정보는 마켓플레이스 상품 등록, 등록한 상품 추적, 주문 관리에만
        사용됩니다. 자세한 내용은{' '}
        <AppLink to={paths.privacy} className="font-medium text-indigo-700 underline underline-offset-2">
          개인정보처리방침
        </AppLink>
        에서 확인하세요.
      </>
    ),
  },
];

export function FaqSection() {
  const headingId = `${landingSections.faq}-heading`;
  return (
    <section id={landingSections.faq} aria-labelledby={headingId} className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id={headingId} eyebrow="FAQ" title="자주 묻는 질문" />
        <div className="mt-12 space-y-4">
          {faqs.map(({ question, answer }) => (
            <details key={question} className="group rounded-xl border border-slate-200 bg-white shadow-sm">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                {question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-slate-600">{answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
