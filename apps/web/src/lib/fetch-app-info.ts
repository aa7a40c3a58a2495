import type { AppInfo } from '@ollida/contracts/app-info';
import { apiRequest } from './api-client';

/** `GET /api/app-info` (public): sandbox flag, support address, extension store link. */
export function getAppInfo(signal?: AbortSignal): Promise<AppInfo> {
  return apiRequest<AppInfo>('/api/app-info', { signal, auth: false });
}
