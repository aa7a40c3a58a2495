import { ExtensionPage } from '../../features/extension';

export function ExtensionRoute() {
  return <ExtensionPage />;
}
