import type { Workspace } from '@ollida/contracts/workspaces';

const marketNames = { coupang: '쿠팡', naver: '네이버' } as const;

export function marketName(platform: Workspace['platform']): string {
  return marketNames[platform];
}

/** `쿠팡 · {name}` / `네이버 · {name}`. */
export function workspaceLabel(workspace: Pick<Workspace, 'platform' | 'workspace_name'>): string {
  return `${marketName(workspace.platform)} · ${workspace.workspace_name}`;
}
