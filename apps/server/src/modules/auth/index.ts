// The auth module's public surface: other modules, the app and the test kits import these, never its files.
export { registerAuthRoutes } from './auth.routes.ts';
export { createLoginService } from './login.service.ts';
export { type AuthenticatedSession, createSessionService, type SessionService } from './session.service.ts';
export { createSessionsRepo } from './sessions.repo.ts';
export { createStreamLeases, type StreamLeases } from './stream-leases.repo.ts';
export { createTokenSigner } from './token-signer.ts';
