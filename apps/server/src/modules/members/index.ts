// The members module's public surface: other modules, the app and the test kits import these, never its files.
export { registerMemberRoutes } from './members.routes.ts';
