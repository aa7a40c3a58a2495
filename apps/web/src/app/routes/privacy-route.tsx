import { useAppInfo } from '../../features/app-info/api/get-app-info';
import { PrivacyPage } from '../../features/legal/pages/privacy-page';

export function PrivacyRoute() {
  return <PrivacyPage appInfo={useAppInfo()} />;
}
