// The extension module's public surface: other modules, the app and the test kits import these, never its files.

export { registerExtensionRoutes } from './extension.routes.ts';
export { createExtensionPackage } from './extension-package.ts';
