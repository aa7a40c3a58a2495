import type {
  SyncRun,
  SyncSettings,
  SyncSettingsView,
  syncCheckResponseSchema,
  syncEventFilters,
  syncEventResponseSchema,
  syncEventsResponseSchema,
} from '@ollida/contracts/supplier-sync';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type SyncEventFilter = (typeof syncEventFilters)[number];
type SyncEventsResponse = z.infer<typeof syncEventsResponseSchema>;

export const syncQueryKeys = {
  all: ['supplier-sync'] as const,
  events: (workspaceId: string, kind: SyncEventFilter | null, page: number, productId: string | null) =>
    [...syncQueryKeys.all, 'events', workspaceId, kind, page, productId] as const,
  settings: (workspaceId: string) => [...syncQueryKeys.all, 'settings', workspaceId] as const,
};

/** `GET /api/sync/events`: the workspace's (or one listing's) supplier changes, newest first, 50 a page. */
export function syncEventsQueryOptions(
  workspaceId: string,
  kind: SyncEventFilter | null,
  page: number,
  productId: string | null,
) {
  const query = new URLSearchParams({ workspace_id: workspaceId, page: String(page) });
  if (kind !== null) query.set('kind', kind);
  if (productId !== null) query.set('uploaded_product_id', productId);
  return queryOptions({
    queryKey: syncQueryKeys.events(workspaceId, kind, page, productId),
    queryFn: ({ signal }) => apiRequest<SyncEventsResponse>(`/api/sync/events?${query}`, { signal }),
  });
}

export function syncSettingsQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: syncQueryKeys.settings(workspaceId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: SyncSettingsView }>(`/api/workspaces/${workspaceId}/sync-settings`, { signal }).then(
        (response) => response.data,
      ),
  });
}

export function saveSyncSettings(workspaceId: string, settings: SyncSettings): Promise<SyncSettingsView> {
  return apiRequest<{ data: SyncSettingsView }>(`/api/workspaces/${workspaceId}/sync-settings`, {
    method: 'PUT',
    body: settings,
  }).then((response) => response.data);
}

export async function startSyncCheck(workspaceId: string): Promise<string> {
  const response = await apiRequest<z.infer<typeof syncCheckResponseSchema>>('/api/sync/check', {
    method: 'POST',
    body: { workspace_id: workspaceId },
  });
  return response.data.run_id;
}

export function getSyncRun(runId: string): Promise<SyncRun> {
  return apiRequest<{ data: SyncRun }>(`/api/sync/runs/${runId}`).then((response) => response.data);
}

export function decideSyncEvent(eventId: string, decision: 'approve' | 'reject') {
  return apiRequest<z.infer<typeof syncEventResponseSchema>>(`/api/sync/events/${eventId}/${decision}`, {
    method: 'POST',
  });
}
