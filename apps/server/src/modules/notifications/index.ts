// The notifications module's public surface: other modules, the app and the test kits import these, never its files.
export { invitationMessage } from './invitation-message.ts';
export { registerNotificationRoutes } from './notifications.routes.ts';
