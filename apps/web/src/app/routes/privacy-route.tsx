import { PrivacyPage } from '../../features/legal';
import { useAppInfo } from '../../lib/get-app-info';

export function PrivacyRoute() {
  return <PrivacyPage appInfo={useAppInfo()} />;
}
