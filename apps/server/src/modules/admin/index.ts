// The admin module's public surface: other modules, the app and the test kits import these, never its files.
export { createAccessLogRepo } from './access-log.repo.ts';
export { registerTraffic, type TrafficOptions } from './traffic.module.ts';
