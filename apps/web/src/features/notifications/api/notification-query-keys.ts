/** Query keys of the notifications feature. */
export const notificationQueryKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationQueryKeys.all, 'list'] as const,
};

/**
 * Prefix of every query of the workspace feature: its key factory starts with the literal `['workspaces']`.
 * Written out here instead of imported so the bell does not depend on that feature's files; an accepted
 * invitation adds a workspace, so everything under this prefix is invalidated.
 */
export const workspacesQueryPrefix = ['workspaces'] as const;
