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
};
