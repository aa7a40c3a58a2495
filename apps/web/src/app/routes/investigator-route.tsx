import { InvestigatorLayout } from '../../features/investigator/pages/investigator-layout';

export function InvestigatorRoute() {
  return <InvestigatorLayout />;
}
