// The health module's public surface: other modules, the app and the test kits import these, never its files.
export { registerHealthRoutes } from './health.routes.ts';
export { createProbeApp } from './probe-server.ts';
export { createReadinessCheck } from './readiness.ts';
