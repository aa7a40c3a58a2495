export { WorkspacesPage } from './pages/workspaces-page';
