import { useAppInfo } from '../../features/app-info/api/get-app-info';
import { TermsPage } from '../../features/legal/pages/terms-page';

export function TermsRoute() {
  return <TermsPage business={useAppInfo()?.business} />;
}
