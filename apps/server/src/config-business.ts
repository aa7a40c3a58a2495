import type { BusinessInfo } from '@ollida/contracts/app-info';

/** The business variables of the environment (already trimmed to undefined when blank). */
export interface BusinessEnv {
  BUSINESS_NAME?: string | undefined;
  BUSINESS_CEO?: string | undefined;
  BUSINESS_REGISTRATION_NUMBER?: string | undefined;
  MAIL_ORDER_REPORT_NUMBER?: string | undefined;
  BUSINESS_ADDRESS?: string | undefined;
  BUSINESS_PHONE?: string | undefined;
  HOSTING_PROVIDER?: string | undefined;
  PRIVACY_OFFICER_NAME?: string | undefined;
  PRIVACY_OFFICER_CONTACT?: string | undefined;
}

type RequiredName = Exclude<keyof BusinessEnv, 'MAIL_ORDER_REPORT_NUMBER'>;

/**
 * What the footer, terms and privacy policy show when a variable is unset: marked as samples, so a sandbox start needs
 * no setup and nobody mistakes them for a real business. A real start refuses every one of them.
 */
export const sampleBusinessEnv: Readonly<Required<BusinessEnv>> = {
  BUSINESS_NAME: '올리다 (데모)',
  BUSINESS_CEO: '홍길동 (예시)',
  BUSINESS_REGISTRATION_NUMBER: '000-00-00000',
  MAIL_ORDER_REPORT_NUMBER: '제0000-예시-00000호',
  BUSINESS_ADDRESS: '서울특별시 예시구 예시로 1 (데모 주소)',
  BUSINESS_PHONE: '02-000-0000',
  HOSTING_PROVIDER: '예시 호스팅 (데모)',
  PRIVACY_OFFICER_NAME: '홍길동 (예시)',
  PRIVACY_OFFICER_CONTACT: 'privacy@example.com',
};

const requiredNames: readonly RequiredName[] = [
  'BUSINESS_NAME',
  'BUSINESS_CEO',
  'BUSINESS_REGISTRATION_NUMBER',
  'BUSINESS_ADDRESS',
  'BUSINESS_PHONE',
  'HOSTING_PROVIDER',
  'PRIVACY_OFFICER_NAME',
  'PRIVACY_OFFICER_CONTACT',
];

/** "1234567890" or "123-45-67890" → "123-45-67890"; undefined when it is not ten digits. */
function formatRegistrationNumber(value: string): string | undefined {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return undefined;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/**
 * The business identity the public pages must show (전자상거래법 제10조·제13조, 개인정보 보호법 제30조). When
 * `real` (payments and marketplaces are live), every required variable must be set to a value other than its sample;
 * MAIL_ORDER_REPORT_NUMBER may stay unset for a business exempt from 통신판매업 신고.
 */
export function resolveBusiness(
  env: BusinessEnv,
  supportEmail: string,
  real: boolean,
  problems: string[],
): BusinessInfo {
  const value = (name: keyof BusinessEnv) => env[name] ?? sampleBusinessEnv[name];
  if (real) {
    const missing = requiredNames.filter((name) => env[name] === undefined);
    const samples = (Object.keys(sampleBusinessEnv) as (keyof BusinessEnv)[]).filter(
      (name) => env[name] !== undefined && env[name] === sampleBusinessEnv[name],
    );
    if (missing.length > 0) {
      problems.push(
        `실제 결제를 받는 운영 시작에는 사업자 정보가 필요합니다 (화면 하단·약관·개인정보처리방침에 표시): ${missing.join(', ')}`,
      );
    }
    if (samples.length > 0) problems.push(`사업자 정보가 아직 예시 값입니다: ${samples.join(', ')}`);
  }
  const registrationNumber = formatRegistrationNumber(value('BUSINESS_REGISTRATION_NUMBER'));
  if (registrationNumber === undefined) {
    problems.push('BUSINESS_REGISTRATION_NUMBER는 10자리 사업자등록번호여야 합니다 (예: 123-45-67890).');
  }
  const mailOrderReportNumber = real ? env.MAIL_ORDER_REPORT_NUMBER : value('MAIL_ORDER_REPORT_NUMBER');
  return {
    sample: requiredNames.some((name) => env[name] === undefined || env[name] === sampleBusinessEnv[name]),
    name: value('BUSINESS_NAME'),
    ceo: value('BUSINESS_CEO'),
    registration_number: registrationNumber ?? '',
    mail_order_report_number: mailOrderReportNumber ?? null,
    address: value('BUSINESS_ADDRESS'),
    phone: value('BUSINESS_PHONE'),
    email: supportEmail,
    hosting_provider: value('HOSTING_PROVIDER'),
    privacy_officer: { name: value('PRIVACY_OFFICER_NAME'), contact: value('PRIVACY_OFFICER_CONTACT') },
  };
}
