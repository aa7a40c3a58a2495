export { useLogout } from './api/logout';
export { LoginPage } from './pages/login-page';
export { SessionProvider } from './session/session-provider';
