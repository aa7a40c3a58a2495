/** Query keys of the workspace API; the list is read by several features. */
export const workspaceQueryKeys = {
  all: ['workspaces'] as const,
  list: () => [...workspaceQueryKeys.all, 'list'] as const,
  members: (workspaceId: string) => [...workspaceQueryKeys.all, 'members', workspaceId] as const,
  stats: (workspaceId: string) => [...workspaceQueryKeys.all, 'stats', workspaceId] as const,
};
