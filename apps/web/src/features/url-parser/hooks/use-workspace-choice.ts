import type { Workspace } from '@ollida/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { workspacesQueryOptions } from '../../../lib/get-workspaces';

/** The workspaces list and the one chosen for uploads: the current workspace until the seller picks another. */
export function useWorkspaceChoice() {
  const workspaces = useQuery(workspacesQueryOptions());
  // undefined = the seller has not chosen yet, so the list's current workspace is preselected.
  const [chosenId, setChosenId] = useState<string | null | undefined>(undefined);
  const list = workspaces.data ?? [];
  const selectedId =
    chosenId !== undefined ? chosenId : (list.find((item) => item.is_current)?.workspace_id ?? null);
  const workspace: Workspace | null = list.find((item) => item.workspace_id === selectedId) ?? null;
  return { workspaces, workspace, choose: setChosenId };
}

export type WorkspaceChoice = ReturnType<typeof useWorkspaceChoice>;
