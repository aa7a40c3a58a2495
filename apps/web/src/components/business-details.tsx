import type { BusinessInfo } from '@ollida/contracts/app-info';
import type { ReactNode } from 'react';

/** The FTC's 사업자정보 공개 page for a registration number (전자상거래법 시행규칙 제7조②). */
export function ftcBusinessInfoUrl(registrationNumber: string): string {
  return `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${registrationNumber.replace(/\D/g, '')}`;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <span className="text-slate-500">{label}</span> <span className="text-slate-700">{children}</span>
    </li>
  );
}

/**
 * The business identity every public page shows (전자상거래법 제10조·제13조): one item a line on phones, wrapped
 * lines on wider screens.
 */
export function BusinessDetails({ business }: { business: BusinessInfo }) {
  return (
    <ul
      aria-label="사업자 정보"
      className="flex flex-col gap-1 break-words text-[13px] leading-6 sm:flex-row sm:flex-wrap sm:gap-x-4 sm:gap-y-0.5"
    >
      <Item label="상호">{business.name}</Item>
      <Item label="대표">{business.ceo}</Item>
      <Item label="사업자등록번호">
        {business.registration_number}{' '}
        <a
          href={ftcBusinessInfoUrl(business.registration_number)}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
        >
          사업자정보 확인
        </a>
      </Item>
      {business.mail_order_report_number && (
        <Item label="통신판매업 신고">{business.mail_order_report_number}</Item>
      )}
      <Item label="주소">{business.address}</Item>
      <Item label="고객센터">
        {business.phone},{' '}
        <a href={`mailto:${business.email}`} className="rounded underline-offset-2 hover:underline">
          {business.email}
        </a>
      </Item>
      <Item label="호스팅 제공자">{business.hosting_provider}</Item>
      <Item label="개인정보 보호책임자">
        {business.privacy_officer.name} ({business.privacy_officer.contact})
      </Item>
    </ul>
  );
}
