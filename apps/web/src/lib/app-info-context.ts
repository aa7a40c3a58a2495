import type { AppInfo } from '@ollida/contracts/app-info';
import { createContext, useContext } from 'react';

/** The app info of the page shell (the app's query, or the landing shell's own request). */
export const AppInfoContext = createContext<AppInfo | undefined>(undefined);

/** The app info once loaded; undefined while loading or when it failed (callers hide what needs it). */
export function useShellAppInfo(): AppInfo | undefined {
  return useContext(AppInfoContext);
}
