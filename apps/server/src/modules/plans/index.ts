// The plans module's public surface: other modules, the app and the test kits import these, never its files.
export { createSubscriptionReader, type SubscriptionReader } from './current-subscription.ts';
export {
  createPlanLimits,
  createUnlimitedPlanLimits,
  type PlanLimits,
  registrationLimitOf,
  registrationWindowOf,
} from './plan-limits.ts';
export { createPlansRepo, type PlansRepo } from './plans.repo.ts';
export { registerPlanRoutes } from './plans.routes.ts';
export { anchorDayOf, followingPeriodEnd, nextAttemptAfter, renewalDueAt } from './renewal-schedule.ts';
export { renewalGraceDays, subscriptionStateOf } from './subscription-state.ts';
