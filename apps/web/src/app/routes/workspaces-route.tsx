import { WorkspacesPage } from '../../features/workspaces';

export function WorkspacesRoute() {
  return <WorkspacesPage />;
}
