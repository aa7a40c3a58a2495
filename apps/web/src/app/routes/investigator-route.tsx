import { InvestigatorLayout } from '../../features/investigator';

export function InvestigatorRoute() {
  return <InvestigatorLayout />;
}
