// The onboarding module's public surface: other modules, the app and the test kits import these, never its files.
export { registerOnboardingRoutes } from './onboarding.routes.ts';
