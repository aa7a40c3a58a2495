export { OnboardingChecklist } from './components/onboarding-checklist';
