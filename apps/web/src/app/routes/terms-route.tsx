import { TermsPage } from '../../features/legal';
import { useAppInfo } from '../../lib/get-app-info';

export function TermsRoute() {
  return <TermsPage business={useAppInfo()?.business} />;
}
