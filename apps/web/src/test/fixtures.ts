import type { AppInfo } from '@ollida/contracts/app-info';
import type { UserMe } from '@ollida/contracts/user';

export const testUser: UserMe = {
  email: 'seller@example.com',
  name: '김판매',
  profile_picture: 'https://example.com/avatar.png',
  role: 'user',
};

export const testAppInfo: AppInfo = {
  sandbox: false,
  support_email: 'support@ollida.test',
  extension_url: 'https://chromewebstore.google.com/detail/ollida',
  business: {
    sample: false,
    name: '주식회사 올리다테스트',
    ceo: '김대표',
    registration_number: '220-88-12345',
    mail_order_report_number: '제2026-서울강남-01234호',
    address: '서울특별시 강남구 테헤란로 123, 4층',
    phone: '02-1234-5678',
    email: 'support@ollida.test',
    hosting_provider: '테스트클라우드(주)',
    privacy_officer: { name: '박보호', contact: 'privacy@ollida.test' },
  },
  access_log_retention_days: 30,
};
