// The users module's public surface: other modules, the app and the test kits import these, never its files.
export { createUsersRepo, type UsersRepo } from './users.repo.ts';
export { registerUserRoutes } from './users.routes.ts';
