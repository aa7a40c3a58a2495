import { KeyRound, Layers, type LucideIcon, PackageSearch, ScanSearch, Store, Users } from 'lucide-react';
import { landingSections } from '../../../lib/paths';
import { SectionHeading } from './section-heading';

interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

const features: readonly Feature[] = [
  {
    icon: ScanSearch,
    title: '상품 정보 자동 추출',
    description: '도매몰 상품 페이지에서 상품명, 가격, 옵션, 대표·상세 이미지를 자동으로 읽어 정리합니다.',
  },
  {
    icon: Store,
    title: '쿠팡·스마트스토어 등록',
    description:
      '추출한 정보를 각 마켓의 등록 양식에 맞게 변환해 쿠팡과 네이버 스마트스토어에 바로 올립니다.',
  },
  {
    icon: Layers,
    title: '대량 등록',
    description: 'URL 목록이나 CSV 파일로 여러 상품을 한꺼번에 등록하고, 진행 상황을 상품별로 확인합니다.',
  },
  {
    icon: PackageSearch,
    title: '상품·주문 관리',
    description: '등록한 상품의 상태와 마켓 링크, 쿠팡 주문 내역을 한 화면에서 확인합니다.',
  },
  {
    icon: Users,
    title: '팀 워크스페이스',
    description: '스토어별 워크스페이스를 만들고 팀원을 초대해 함께 상품을 등록하고 관리합니다.',
  },
  {
    icon: KeyRound,
    title: '안전한 API 키 보관',
    description: '마켓플레이스 API 키는 암호화해 저장하고, 등록 요청에만 사용합니다.',
  },
];

export function FeaturesSection() {
  const headingId = `${landingSections.features}-heading`;
  return (
    <section id={landingSections.features} aria-labelledby={headingId} className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id={headingId} eyebrow="기능" title="상품 등록의 반복 작업을 자동으로">
          복사하고 붙여 넣던 시간을 줄이고, 판매할 상품을 고르는 데 집중하세요.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, description }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
