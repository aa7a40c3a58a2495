import { ExtensionPage } from '../../features/extension/pages/extension-page';

export function ExtensionRoute() {
  return <ExtensionPage />;
}
