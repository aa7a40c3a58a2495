import { WorkspacesPage } from '../../features/workspaces/pages/workspaces-page';

export function WorkspacesRoute() {
  return <WorkspacesPage />;
}
